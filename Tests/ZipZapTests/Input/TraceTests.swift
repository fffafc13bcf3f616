import Testing
import ZipZap

extension Input {
@Suite struct TraceTests {
    func event(_ action: TraceAction) -> TraceEvent { TraceEvent(cause: 0, action: action) }
    static let scan = Scan(Barcodes.good, type: .ean13)
    static let rejection = Rejection(step: .rule(.checkDigit, position: 0), normalized: nil)

    // Docs/event-scripts.md, exit status: the exit status follows the last write, reject or ignore; marks, signals, stops and discards do not count.
    @Test func lastOutcomeDecidesTheStatus() {
        let write = event(.write(scan: Self.scan, value: Array(Barcodes.good.utf8), changed: true))
        let reject = event(.reject(scan: Self.scan, rejection: Self.rejection))
        let ignore = event(.ignore(scan: Self.scan, type: .ean13))
        let others = [event(.stop), event(.signal(scan: Self.scan, count: 1)), event(.mark(scan: Self.scan, position: .center)),
                      event(.discard(bytes: [], reason: .overflow))]
        #expect(Trace(events: [reject, write] + others).lastOutcomeIsWrite)
        #expect(!Trace(events: [write, reject] + others).lastOutcomeIsWrite)
        #expect(!Trace(events: [write, ignore]).lastOutcomeIsWrite)
        #expect(!Trace(events: others).lastOutcomeIsWrite)
        #expect(!Trace().lastOutcomeIsWrite)
    }

    // C-12.2: the kinds have stable spellings.
    @Test func kindSpellings() {
        #expect(TraceEventKind.allCases.map(\.rawValue) == ["write", "reject", "ignore", "mark", "stop", "signal", "discard"])
        #expect(DiscardReason.allCases.map(\.rawValue) == ["overflow", "typedBeforeScan"])
        #expect(CameraConfiguration.AfterWrite.allCases.map(\.rawValue) == ["stop", "keepScanning"])
    }
}
}
