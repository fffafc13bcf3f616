import Testing
import ZipZap
@testable import ZipZapConformance

/// `EventScriptWriter` against the reader: what it prints reads back as the same events, for every committed source
/// vector and for values holding any byte; and the spellings Docs/event-scripts.md gives, checked by hand.
@Suite struct EventScriptWriterTests {
    private func readBack(_ events: SourceEvents, _ source: EventSource) throws -> SourceEvents {
        try EventScript.parse(Array(EventScriptWriter.script(events).utf8), source: source)
    }

    @Test func everyCommittedSourceVectorReadsBackEqual() throws {
        var count = 0
        for (_, vector) in PackageFiles.suite.vectors {
            guard case .source(let events) = vector.input.decoded, let source = EventSource(rawValue: vector.source.rawValue) else { continue }
            #expect(try readBack(events, source) == events, "\(vector.id)")
            count += 1
        }
        // The source families hold several hundred vectors; a filter that found few would test little.
        #expect(count > 500)
    }

    @Test func valuesWithAnyByteReadBackEqual() throws {
        let everyByte = (0...255).map(UInt8.init)
        let values: [[UInt8]] = [everyByte, [], Array("none".utf8), Array("enter".utf8), Array("gs".utf8), Array("a]".utf8),
                                 Array("[x".utf8), Array("\"q\"".utf8), Array("a\\b".utf8), Array("#1".utf8), [0xFF, 0xC3], Array("e\u{301}".utf8)]
        for value in values {
            var hid = HIDConfiguration.default
            hid.fnc1Substitute = value
            let scripts: [(SourceEvents, EventSource)] = [
                (.camera(.default, [.frame(time: -1, detections: [Detection(value: value, type: .qr, position: ViewPoint(x: 1, y: -2))])]), .camera),
                (.hardware(.default, [.decode(time: Int64.max, value: value, type: .code128)]), .hardware),
                (.hid(hid, [.keys(time: 0, bytes: value)]), .hid),
                (.typing(.default, [.insert(offset: 0, text: value), .replace(offset: 1, count: Int.max, text: value)]), .typing),
            ]
            for (events, source) in scripts { #expect(try readBack(events, source) == events, "\(ValueEscaping.display(value))") }
        }
    }

    @Test func everySettingThatDiffersIsWrittenAndReadBack() throws {
        let camera = CameraConfiguration(pointOfInterest: ViewPoint(x: 2500, y: 7500), afterWrite: .keepScanning, sightingTimeout: 10,
                                         maximumDetectionsPerFrame: 3, maximumSightings: 4)
        var hardware = HardwareConfiguration.default
        hardware.aimGap = 1
        hardware.minimumDecodes = 2
        hardware.minimumAimDuration = 3
        hardware.signalRepeatInterval = nil
        let hids = [HIDConfiguration(tabIsTerminator: true, fnc1Substitute: nil, scanBurst: nil, maximumEntryLength: 5),
                    HIDConfiguration(scanBurst: .init(maximumKeyGap: 30, minimumLength: 2)),
                    HIDConfiguration(scanBurst: .init(maximumKeyGap: 50, minimumLength: 9))]
        #expect(EventScriptWriter.lines(.camera(camera, [])) == [
            "set pointOfInterest 0.25,0.75", "set afterWrite keepScanning", "set sightingTimeout 10",
            "set maximumDetectionsPerFrame 3", "set maximumSightings 4"])
        #expect(EventScriptWriter.lines(.hardware(hardware, [])) == [
            "set aimGap 1", "set minimumDecodes 2", "set minimumAimDuration 3", "set signalRepeatInterval none"])
        #expect(EventScriptWriter.lines(.hid(hids[0], [])) == ["set tabIsTerminator true", "set scanBurst none", "set maximumEntryLength 5"])
        #expect(EventScriptWriter.lines(.typing(TypingConfiguration(maximumTextLength: 7), [])) == ["set maximumTextLength 7"])
        #expect(try readBack(.camera(camera, []), .camera) == .camera(camera, []))
        #expect(try readBack(.hardware(hardware, []), .hardware) == .hardware(hardware, []))
        for hid in hids { #expect(try readBack(.hid(hid, []), .hid) == .hid(hid, []), "\(hid)") }
    }

    /// The spellings of Docs/event-scripts.md and `EventScript`'s examples: named keys, centered detections without
    /// a position, quotes only where a bare word would be read otherwise.
    @Test func eventsAreSpelledAsTheDocumentShows() {
        let detections = [Detection(value: Array("4006381333931".utf8), type: .ean13, position: .center),
                          Detection(value: Array("HELLO WORLD".utf8), type: .qr, position: ViewPoint(x: 1000, y: 2000))]
        #expect(EventScriptWriter.lines(.camera(.default, [.frame(time: 100, detections: detections), .frame(time: 133, detections: []), .start(time: 200)]))
            == ["frame 100 [ean13 4006381333931] [qr \"HELLO WORLD\" @0.1,0.2]", "frame 133", "start 200"])
        #expect(EventScriptWriter.lines(.hid(.default, [.keys(time: 10, bytes: [0x34]), .keys(time: 11, bytes: [0x0D]),
                                                        .keys(time: 12, bytes: Array("0109501101530008\u{1D}10ABC\r".utf8)),
                                                        .keys(time: 13, bytes: Array("enter".utf8))]))
            == ["key 10 4", "key 11 enter", "key 12 \"0109501101530008\\x1D10ABC\\x0D\"", "key 13 \"enter\""])
        #expect(EventScriptWriter.lines(.typing(.default, [.insert(offset: 0, text: Array("abc".utf8)), .delete(offset: 1, count: 1),
                                                           .replace(offset: 0, count: 2, text: Array("xy".utf8)), .submit]))
            == ["insert 0 abc", "delete 1 1", "replace 0 2 xy", "submit"])
        // Int.max units are 922337203685477.5807 view widths, Int.min's magnitude one unit more.
        let far = Detection(value: Array("a".utf8), type: .qr, position: ViewPoint(x: Int.min, y: Int.max))
        #expect(EventScriptWriter.lines(.camera(.default, [.frame(time: 0, detections: [far])]))
            == ["frame 0 [qr a @-922337203685477.5808,922337203685477.5807]"])
    }

    /// A failing source vector's report shows its events as the script that replays them (hid/crlf, ZZ-00809: keys
    /// "ABC\r\n" at 0 and "DEF\n" at 10, HIDFamily).
    @Test func aFailureShowsTheScriptThatReplaysIt() throws {
        let vector = try #require(PackageFiles.suite.vectors.first { $0.vector.id == "ZZ-00809" }?.vector)
        #expect(InputScript.lines(vector) == [
            "  source hid, as an event script (zipzap-conformance field --source hid --events FILE):",
            "    key 0 \"ABC\\x0D\\x0A\"", "    key 10 \"DEF\\x0A\""])
        #expect(InputScript.lines(vector, limit: 1)?.last == "    (and 1 more; run --reproduce ZZ-00809 shows them all)")
        let failed = VectorResult(vector: vector, file: "hid.json", status: .failed, message: "differs", difference: nil,
                                  actualTrace: [], actualValue: nil, seconds: 0)
        let report = HumanReport.failureLines(failed)
        #expect(report.contains("    key 10 \"DEF\\x0A\"") && !report.contains { $0.hasPrefix("  source hid, events") })
    }
}
