import PropertyTesting
import Testing
import ZipZap
import ZipZapConformance

extension Input {
@Suite struct EventScriptTests {
    func parse(_ script: String, _ source: EventSource) throws(EventScriptError) -> SourceEvents {
        try EventScript.parse(Array(script.utf8), source: source)
    }
    func failure(_ script: String, _ source: EventSource) -> EventScriptError? {
        do {
            _ = try parse(script, source)
            return nil
        } catch {
            return error
        }
    }

    @Test func cameraLines() throws {
        let script = """
            # a label
            frame 100 [ean13 4006381333931 @0.5,0.5] [qr "HELLO WORLD" @0.1,0.2]

            frame 133 [qr ABC] [code128 "x]y"]  [code128 \\x5D]
            frame -4 \r
            start 200
            """
        let events = try parse(script, .camera)
        #expect(events == .camera(.default, [
            .frame(time: 100, detections: [
                Detection("4006381333931", type: .ean13, position: ViewPoint(x: 5000, y: 5000)),
                Detection("HELLO WORLD", type: .qr, position: ViewPoint(x: 1000, y: 2000)),
            ]),
            .frame(time: 133, detections: [Detection("ABC", type: .qr), Detection("x]y", type: .code128), Detection("]", type: .code128)]),
            .frame(time: -4, detections: []),
            .start(time: 200),
        ]))
    }

    @Test func otherSources() throws {
        #expect(try parse("decode 120 ean13 4006381333931", .hardware) == .hardware(.default, [.decode(time: 120, "4006381333931", type: .ean13)]))
        #expect(try parse("key 10 4\nkey 11 enter\nkey 12 \"enter\"\nkey 13 gs\nkey 14 tab\nkey 15 lf", .hid) == .hid(.default, [
            .keys(time: 10, "4"), .keys(time: 11, "\r"), .keys(time: 12, "enter"), .keys(time: 13, "\u{1D}"),
            .keys(time: 14, "\t"), .keys(time: 15, "\n"),
        ]))
        #expect(try parse("insert 0 \"abc\"\ndelete 1 1\nreplace 0 2 xy\nsubmit", .typing) == .typing(.default, [
            .insert(offset: 0, "abc"), .delete(offset: 1, count: 1), .replace(offset: 0, count: 2, text: Array("xy".utf8)), .submit,
        ]))
    }

    // Values carry any byte.
    @Test func escapes() throws {
        let events = try parse(#"key 1 "a\\b\"c\r\n\t\x1D\xFF\u{85}\u{1F600}""# + "\n" + #"key 2 a\x20b"#, .hid)
        #expect(events == .hid(.default, [
            .keys(time: 1, bytes: Array("a\\b\"c\r\n\t\u{1D}".utf8) + [0xFF] + Array("\u{85}\u{1F600}".utf8)),
            .keys(time: 2, "a b"),
        ]))
    }

    // `set` lines configure the source.
    @Test func settings() throws {
        let camera = try parse("set pointOfInterest 0.1,1\nset afterWrite keepScanning\nset sightingTimeout 9\n"
            + "set maximumDetectionsPerFrame 2\nset maximumSightings 3\nstart 0", .camera)
        #expect(camera == .camera(CameraConfiguration(pointOfInterest: ViewPoint(x: 1000, y: 10000), afterWrite: .keepScanning,
                                                      sightingTimeout: 9, maximumDetectionsPerFrame: 2, maximumSightings: 3),
                                  [.start(time: 0)]))
        let hardware = try parse("set aimGap 1\nset minimumDecodes 2\nset minimumAimDuration 3\nset signalRepeatInterval none", .hardware)
        #expect(hardware == .hardware(HardwareConfiguration(aimGap: 1, minimumDecodes: 2, minimumAimDuration: 3, signalRepeatInterval: nil), []))
        let hid = try parse("set tabIsTerminator true\nset fnc1Substitute \"^]\"\nset maximumKeyGap 7\nset minimumBurstLength 2\n"
            + "set maximumEntryLength 10", .hid)
        #expect(hid == .hid(HIDConfiguration(tabIsTerminator: true, fnc1Substitute: Array("^]".utf8),
                                             scanBurst: .init(maximumKeyGap: 7, minimumLength: 2), maximumEntryLength: 10), []))
        #expect(try parse("set scanBurst none", .hid) == .hid(HIDConfiguration(scanBurst: nil), []))
        #expect(try parse("set maximumTextLength 5", .typing) == .typing(TypingConfiguration(maximumTextLength: 5), []))
    }

    // Bad lines name the line and what is wrong.
    @Test(arguments: [
        ("frame 1\nframe x", EventSource.camera, 2, "timestamp 'x'"),
        ("frame 99999999999999999999", .camera, 1, "timestamp"),
        ("decode 1 ean13 1", .camera, 1, "'decode' is a hardware event, but the source is camera"),
        ("blink 1", .camera, 1, "unknown event 'blink'"),
        ("frame 1 [ean13 1 @0.12345,0]", .camera, 1, "a position is written"),
        ("frame 1 [ean13 1", .camera, 1, "a detection is written"),
        ("frame 1 ean13 1", .camera, 1, "a detection is written"),
        ("frame 1 [nope 1]", .camera, 1, "unknown barcode type 'nope'"),
        ("decode 1 ean13", .hardware, 1, "three arguments"),
        ("key 1 \"abc", .hid, 1, "no closing"),
        ("key 1 \"abc\"x", .hid, 1, "after a closing"),
        ("key 1 a\\q", .hid, 1, "unknown escape"),
        ("key 1 \\x1", .hid, 1, "two hexadecimal digits"),
        ("key 1 \\u{D800}", .hid, 1, "Unicode scalar"),
        ("key 1 a\\", .hid, 1, "ends the value"),
        ("insert x abc", .typing, 1, "offset 'x'"),
        ("submit now", .typing, 1, "no argument"),
        ("submit\nset maximumTextLength 5", .typing, 2, "before the first event"),
        ("set color red", .typing, 1, "unknown setting 'color'"),
        ("set afterWrite never", .camera, 1, "afterWrite is stop or keepScanning"),
        ("set maximumSightings", .camera, 1, "two arguments"),
        ("set scanBurst on", .hid, 1, "scanBurst takes none"),
        ("set tabIsTerminator yes", .hid, 1, "true or false"),
    ])
    func badLines(script: String, source: EventSource, line: Int, message: String) {
        let error = failure(script, source)
        #expect(error?.line == line)
        #expect(error?.message.contains(message) == true, "\(String(describing: error))")
    }

    @Test func positions() throws {
        let events = try parse("frame 0 [qr a @1,0] [qr b @-0.0001,1.25] [qr c @0.0001,2]", .camera)
        guard case .camera(_, let frames) = events, case .frame(_, let detections) = frames.first else { Issue.record(); return }
        #expect(detections.map(\.position) == [ViewPoint(x: 10000, y: 0), ViewPoint(x: -1, y: 12500), ViewPoint(x: 1, y: 20000)])
    }

    // C-12.2: the text form of every trace kind; values quoted so they can be pasted back into a script.
    @Test func traceLines() throws {
        let field = retailField()
        let camera = try parse("frame 0 [ean13 4006381333932 @0.25,0.5] [qr \"say \\\"hi\\\"\"] [ean8 96385074 @1,1]", .camera).run(field: field)
        #expect(camera.events.map(TraceText.line) == [
            "0 ignore type=qr scanned=\"say \\\"hi\\\"\"",  // at the center: read first
            "0 reject type=ean13 scanned=\"4006381333932\" rule=checkDigit position=0",
            "0 mark type=ean13 scanned=\"4006381333932\" at=0.25,0.5",
            "0 write type=ean8 scanned=\"96385074\" value=\"96385074\" changed=true",
            "0 stop",
        ])
        let hid = try parse("key 0 \"4\\x1D\"\nkey 1 enter", .hid).run(field: ScanField().normalize(.gtin13))
        #expect(hid.events.map(TraceText.line) == ["1 reject scanned=\"4\\x1D\" rule=normalize form=gtin13"])
        let signal = TraceEvent(cause: 3, action: .signal(scan: Scan("A", type: .qr), count: 2))
        #expect(TraceText.line(signal) == "3 signal type=qr scanned=\"A\" count=2")
        let discard = TraceEvent(cause: 4, action: .discard(bytes: [0x31, 0x0D, 0xFF], reason: .typedBeforeScan))
        #expect(TraceText.line(discard) == "4 discard reason=typedBeforeScan bytes=\"1\\x0D\\xFF\"")
    }

    // Any bytes at all either parse or fail with a line number: the parser never traps.
    @Test func arbitraryScriptsNeverTrap() {
        var generator = SplitMix64(seed: 5)
        let pieces = ["frame ", "decode ", "key ", "insert ", "set ", "[", "]", "\"", "\\", "\\x", "\\u{", "}", "@", ",", ".",
                      "-", "0", "9", "99999999999999999999", " ", "\n", "\r", "ean13 ", "enter", "#", "\u{FF}"]
        for _ in 0..<500 {
            let script = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            for source in EventSource.allCases {
                do {
                    _ = try parse(script, source)
                } catch {
                    #expect(error.line >= 1)
                }
            }
        }
    }

    // Quoted trace values parse back to the same bytes.
    @Test func quotedValuesRoundTrip() throws {
        var generator = SplitMix64(seed: 99)
        for _ in 0..<200 {
            let bytes = (0..<Int.random(in: 0...12, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let events = try parse("key 0 " + TraceText.quoted(bytes), .hid)
            #expect(events == .hid(.default, [.keys(time: 0, bytes: bytes)]), "\(bytes)")
        }
    }
}
}
