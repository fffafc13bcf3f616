import Testing
import ZipZap

extension Input {
@Suite struct HIDModelTests {
    /// A scanner burst: one key every 5 ms from `start`, one event per byte.
    func burst(_ text: String, at start: Int64 = 0, every: Int64 = 5) -> [HIDEvent] {
        Array(text.utf8).enumerated().map { .keys(time: start + Int64($0.offset) * every, bytes: [$0.element]) }
    }
    func run(_ events: [HIDEvent], field: ScanField = retailField(), _ configuration: HIDConfiguration = .default) -> Trace {
        HIDModel.run(field: field, configuration: configuration, events: events)
    }

    // Product page: "the field validates it when the scanner sends Enter" (C-10.1): nothing before Enter.
    @Test func validatesOnEnter() {
        var model = HIDModel(field: retailField())
        for event in burst(Barcodes.good) { #expect(model.handle(event).isEmpty) }
        #expect(model.pendingEntry == Array(Barcodes.good.utf8))
        #expect(model.handle(.keys(time: 70, "\r")).map(\.summary) == ["13 write \(Barcodes.good)"])
        #expect(model.field.value == Array(Barcodes.good.utf8))
        #expect(model.pendingEntry.isEmpty)
    }

    // C-10.2: CR, LF and CRLF each end one entry; the LF of CRLF finds an empty entry and does nothing (C-10.5).
    @Test(arguments: ["\r", "\n", "\r\n"])
    func terminators(_ terminator: String) {
        let trace = run(burst(Barcodes.good + terminator + Barcodes.otherGood + terminator))
        #expect(trace.events.map(\.kind) == [.write, .write])
        #expect(trace.finalText == Barcodes.otherGood)
    }

    // C-10.2: Tab is data by default, a terminator when configured.
    @Test func tabIsDataUnlessConfigured() {
        let field = ScanField().normalize(.trimmed).validate(.length(3))
        #expect(run(burst("ABC\t"), field: field).events.isEmpty)
        #expect(run(burst("ABC\t\r"), field: field).summaries == ["4 write ABC from ABC\t"])
        #expect(run(burst("ABC\t"), field: field, HIDConfiguration(tabIsTerminator: true)).summaries == ["3 write ABC"])
    }

    // "The barcode type isn't known, so rules run on the value alone" (C-10.3): the unknown type passes the type
    // filter, and .checkDigit checks a digits-only value of GTIN length.
    @Test func typeIsUnknown() {
        let log = RejectionLog()
        let trace = run(burst(Barcodes.badCheckDigit + "\r"), field: log.attach(to: retailField(value: Barcodes.good)))
        #expect(trace.summaries == ["13 reject checkDigit \(Barcodes.badCheckDigit)"])
        guard case .reject(let scan, _) = trace.events.first?.action else { Issue.record("no rejection"); return }
        #expect(scan.type == nil)
        #expect(trace.finalText == Barcodes.good)
        #expect(log.entries == ["checkDigit \(Barcodes.badCheckDigit)"])
    }

    // C-10.3: a custom rule receives the value and no type.
    @Test func customRuleSeesNoType() {
        let field = ScanField().validate(.custom("typeKnown") { $0.type != nil })
        #expect(run(burst("ABCD\r"), field: field).summaries == ["4 reject typeKnown ABCD"])
    }

    // C-10.3: an AIM prefix is data the normalization may strip; the type it names then meets the type filter.
    @Test func symbologyPrefixIsUsedByNormalization() {
        let field = retailField().normalize(.symbologyIdentifierStripped)
        #expect(run(burst("]E0" + Barcodes.good + "\r"), field: field).summaries == ["16 write \(Barcodes.good) from ]E0\(Barcodes.good)"])
        #expect(run(burst("]Q1HELLO\r"), field: field).summaries == ["8 ignore qr ]Q1HELLO"])
        #expect(run(burst("]E0" + Barcodes.good + "\r")).summaries == ["16 write ]E0\(Barcodes.good)"])
    }

    // C-10.4: GS reaches the field as GS; a configured substitute is turned back into GS.
    @Test func fnc1ArrivesAsGSOrASubstitute() {
        let field = ScanField()
        #expect(run(burst("0109501101530008\u{1D}10ABC\r"), field: field).finalText == "0109501101530008\u{1D}10ABC")
        let configuration = HIDConfiguration(fnc1Substitute: Array("^]".utf8))
        #expect(run(burst("01095011015300^]08^]^]10ABC^\r"), field: field, configuration).finalText == "01095011015300\u{1D}08\u{1D}\u{1D}10ABC^")
    }

    // C-10.5: characters without a terminator are never validated; an Enter with an empty entry does nothing.
    @Test func unterminatedAndEmptyEntries() {
        var model = HIDModel(field: retailField())
        var trace: [TraceEvent] = []
        for event in [HIDEvent.keys(time: 0, "\r"), .keys(time: 10, "\n\r\n"), .keys(time: 20, "40063")] { trace += model.handle(event) }
        #expect(trace.isEmpty)
        #expect(model.pendingEntry == Array("40063".utf8))
        #expect(model.field.value == nil)
    }

    // C-10.6: keys typed by hand, then a scanner burst: the typed keys are discarded, the burst is the scan.
    @Test func typedKeysBeforeABurstAreDiscarded() {
        let typed: [HIDEvent] = [.keys(time: 0, "1"), .keys(time: 400, "2")]
        let trace = run(typed + burst(Barcodes.good + "\r", at: 1000))
        #expect(trace.summaries == ["15 discard typedBeforeScan 2 12", "15 write \(Barcodes.good)"])
    }

    // C-10.6: typing by hand is validated whole when the user presses Enter.
    @Test func typingByHandIsValidatedWhole() {
        let trace = run(burst("12" + Barcodes.good + "\r", every: 200))
        #expect(trace.summaries == ["15 write 12\(Barcodes.good)"])  // not digits of GTIN length: checkDigit passes
        // A short fast run (fewer than 4 keys) at the end is typing too.
        let short = run(burst("1234", every: 200) + burst("567\r", at: 1000))
        #expect(short.summaries == ["7 write 1234567"])
        // An Enter pressed by hand after a fast run: the whole entry is typed.
        let slowEnter = run([.keys(time: 0, "A")] + burst(Barcodes.good, at: 500) + [.keys(time: 2000, "\r")])
        #expect(slowEnter.summaries == ["14 write A\(Barcodes.good)"])
        // Without burst detection, every entry is validated whole.
        let off = run([.keys(time: 0, "A")] + burst(Barcodes.good + "\r", at: 500), HIDConfiguration(scanBurst: nil))
        #expect(off.summaries == ["14 write A\(Barcodes.good)"])
    }

    // C-10.7: 100 000 characters without Enter: one overflow discard of the 4096 buffered bytes, the rest dropped
    // up to the terminator; memory stays bounded and the next entry works.
    @Test func overflowIsDiscardedAndBounded() {
        var model = HIDModel(field: retailField())
        var trace: [TraceEvent] = []
        for index in 0..<100_000 {
            trace += model.handle(.keys(time: Int64(index), bytes: [UInt8(ascii: "7")]))
            #expect(model.pendingEntry.count <= 4096)
        }
        #expect(trace.map(\.kind) == [.discard])
        guard case .discard(let bytes, .overflow) = trace.first?.action else { Issue.record("no overflow"); return }
        #expect(bytes.count == 4096)
        #expect(trace.first?.cause == 4096)
        #expect(model.handle(.keys(time: 100_000, "7\r")).isEmpty)  // the rest of the overlong entry is dropped
        let next = burst(Barcodes.good + "\r", at: 200_000).flatMap { model.handle($0) }
        #expect(next.map(\.kind) == [.write])
    }

    // C-10.7: exactly the maximum fits.
    @Test func entryOfExactlyTheMaximumIsValidated() {
        let configuration = HIDConfiguration(maximumEntryLength: 13)
        #expect(run(burst(Barcodes.good + "\r"), configuration).events.map(\.kind) == [.write])
        #expect(run(burst(Barcodes.good + "4\r"), configuration).events.map(\.kind) == [.discard])
    }

    // C-10.1: several bytes in one event are keys in order at the same time; identical and backward times are
    // read as no gap at all (C-12.3).
    @Test func bytesOfOneEventAndBackwardTimes() {
        #expect(run([.keys(time: 0, Barcodes.good + "\r" + Barcodes.otherGood + "\r")]).events.map(\.kind) == [.write, .write])
        let backwards: [HIDEvent] = [.keys(time: 0, "1"), .keys(time: 1000, "2")]
            + Array(Barcodes.good.utf8).map { .keys(time: -5, bytes: [$0]) } + [.keys(time: Int64.min, "\r")]
        #expect(run(backwards).summaries == ["15 discard typedBeforeScan 1 1", "15 reject checkDigit 2\(Barcodes.good)"])
    }
}
}
