import Testing
import ZipZap
import ZipZapConformance

/// A script run line by line gives exactly the trace and value of the same script parsed whole.
@Suite struct EventScriptStreamTests {
    static let scripts: [(EventSource, String)] = [
        (.camera, "set afterWrite keepScanning\nframe 0 [ean13 4006381333931 @0.5,0.5] [ean13 5901234123457 @0.1,0.1]\nframe 40 [qr ABC]\n"),
        (.hardware, "set minimumDecodes 2\ndecode 0 ean13 4006381333931\ndecode 30 ean13 4006381333931\ndecode 900 qr X\n"),
        (.hid, "set maximumKeyGap 20\nkey 0 4006381333931\nkey 5 enter\nkey 100 12\nkey 400 3\nkey 405 enter\n"),
        (.typing, "insert 0 \"40063813\"\ninsert 8 33931\ndelete 0 1\nreplace 0 0 4\nsubmit\n"),
    ]

    @Test(arguments: 0..<scripts.count)
    func aStreamedScriptMatchesTheWholeRun(index: Int) throws {
        let (source, script) = Self.scripts[index]
        let field = ScanField(rules: [.length(13...13)])
        let whole = try EventScript.parse(Array(script.utf8), source: source).run(field: field)
        var stream = EventScriptStream(source: source, field: field)
        var events: [TraceEvent] = []
        for (offset, line) in script.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            events += try stream.feed(ArraySlice(line), number: offset + 1)
        }
        #expect(!whole.events.isEmpty)
        #expect(events == whole.events)
        #expect(try stream.finish() == whole.finalValue)
        #expect(stream.lastOutcomeIsWrite == whole.lastOutcomeIsWrite)
    }

    @Test func aSettingAfterAnEventIsRefusedWithItsLine() {
        var stream = EventScriptStream(source: .hid, field: ScanField())
        #expect(throws: EventScriptError.self) {
            _ = try stream.feed(ArraySlice("key 0 1".utf8), number: 1)
            _ = try stream.feed(ArraySlice("set maximumKeyGap 5".utf8), number: 2)
        }
    }

    @Test func aBadSettingInAScriptWithoutEventsIsStillReported() throws {
        var stream = EventScriptStream(source: .hid, field: ScanField())
        _ = try stream.feed(ArraySlice("set maximumKeyGap banana".utf8), number: 1)
        #expect(throws: EventScriptError.self) { _ = try stream.finish() }
    }
}
