import Testing
import ZipZap

extension Input {
@Suite struct HardwareModelTests {
    func decode(_ time: Int64, _ value: String, _ type: BarcodeType = .ean13) -> HardwareEvent {
        .decode(time: time, value, type: type)
    }
    func run(_ events: [HardwareEvent], field: ScanField = retailField(), _ configuration: HardwareConfiguration = .default) -> Trace {
        HardwareModel.run(field: field, configuration: configuration, events: events)
    }
    /// Decodes of `value` every `every` ms from `from` to `to`, both included.
    func aim(_ value: String, from: Int64, to: Int64, every: Int64 = 100) -> [HardwareEvent] {
        stride(from: from, through: to, by: Int(every)).map { decode($0, value) }
    }

    // Product page: "The scanner ignores the barcode": nothing is written; the handler hears of it once (C-9.3).
    @Test func rejectedBarcodeIsNotWritten() {
        let log = RejectionLog()
        let trace = run([decode(0, Barcodes.badCheckDigit)], field: log.attach(to: retailField(value: Barcodes.good)))
        #expect(trace.summaries == ["0 reject checkDigit \(Barcodes.badCheckDigit)"])
        #expect(trace.finalText == Barcodes.good)
        #expect(log.entries == ["checkDigit \(Barcodes.badCheckDigit)"])
    }

    // "If the user keeps aiming at it, the scanner signals the rejection" (C-9.4): 3 decodes and 500 ms.
    @Test func keepsAimingSignals() {
        let trace = run(aim(Barcodes.badCheckDigit, from: 0, to: 600))
        #expect(trace.summaries == ["0 reject checkDigit \(Barcodes.badCheckDigit)", "5 signal 1 \(Barcodes.badCheckDigit)"])
    }

    // C-9.4: both conditions are needed: three decodes in 500 ms are not enough, nor two decodes over 500 ms.
    @Test func signalNeedsDecodesAndDuration() {
        #expect(run(aim(Barcodes.badCheckDigit, from: 0, to: 400, every: 200)).events.count == 1)
        let twoSlow = run([decode(0, Barcodes.badCheckDigit), decode(300, Barcodes.badCheckDigit), decode(600, Barcodes.badCheckDigit)])
        #expect(twoSlow.summaries.last == "2 signal 1 \(Barcodes.badCheckDigit)")
        let twoOnly = run([decode(0, Barcodes.badCheckDigit), decode(300, Barcodes.badCheckDigit)], HardwareConfiguration(aimGap: 1000))
        #expect(twoOnly.events.count == 1)
    }

    // C-9.5: the signal repeats every 2000 ms while the aim lasts, counted from the last signal.
    @Test func signalRepeats() {
        let trace = run(aim(Barcodes.badCheckDigit, from: 0, to: 5000))
        #expect(trace.summaries.filter { $0.contains("signal") } == [
            "5 signal 1 \(Barcodes.badCheckDigit)", "25 signal 2 \(Barcodes.badCheckDigit)", "45 signal 3 \(Barcodes.badCheckDigit)",
        ])
        let once = run(aim(Barcodes.badCheckDigit, from: 0, to: 5000), HardwareConfiguration(signalRepeatInterval: nil))
        #expect(once.summaries.filter { $0.contains("signal") }.count == 1)
    }

    // C-9.2: a gap longer than 300 ms ends the aim: the next decode is a new aim, reported again.
    @Test func gapEndsAim() {
        let trace = run([decode(0, Barcodes.badCheckDigit), decode(300, Barcodes.badCheckDigit), decode(601, Barcodes.badCheckDigit)])
        #expect(trace.summaries == [
            "0 reject checkDigit \(Barcodes.badCheckDigit)", "2 reject checkDigit \(Barcodes.badCheckDigit)",
        ])
    }

    // C-9.2: a decode of another barcode ends the aim, even within the gap.
    @Test func otherBarcodeEndsAim() {
        let events = [decode(0, Barcodes.badCheckDigit), decode(100, Barcodes.badCheckDigit), decode(150, "ABC", .qr),
                      decode(200, Barcodes.badCheckDigit), decode(300, Barcodes.badCheckDigit), decode(600, Barcodes.badCheckDigit)]
        let trace = run(events)
        #expect(trace.summaries == [
            "0 reject checkDigit \(Barcodes.badCheckDigit)", "2 ignore qr ABC", "3 reject checkDigit \(Barcodes.badCheckDigit)",
        ])
    }

    // C-9.3: an accepted barcode is written once per aim; a new aim writes again (changed = false).
    @Test func acceptedAimWritesOnce() {
        let trace = run(aim(Barcodes.good, from: 0, to: 3000) + [decode(4000, Barcodes.good)])
        #expect(trace.summaries == ["0 write \(Barcodes.good)", "31 write \(Barcodes.good) unchanged"])
    }

    // C-9.3, C-2.1: an ignored type is not read: no handler, never a signal.
    @Test func ignoredTypeNeverSignals() {
        let log = RejectionLog()
        let events = stride(from: 0, through: 3000, by: 100).map { decode(Int64($0), "HELLO", .qr) }
        let trace = run(events, field: log.attach(to: retailField()))
        #expect(trace.summaries == ["0 ignore qr HELLO"])
        #expect(log.entries.isEmpty)
    }

    // C-9.2: the same bytes as another type are another barcode.
    @Test func typeIsPartOfTheAim() {
        let field = ScanField().validate(.length(1))
        let trace = run([decode(0, "AB", .code128), decode(50, "AB", .code39)], field: field)
        #expect(trace.events.count == 2)
    }

    // C-9.6, C-12.3: identical and backward timestamps: time does not go back, so the aim continues.
    @Test func backwardTimestampsContinueTheAim() {
        let events = [decode(1000, Barcodes.badCheckDigit), decode(1000, Barcodes.badCheckDigit), decode(0, Barcodes.badCheckDigit),
                      decode(Int64.min, Barcodes.badCheckDigit), decode(1250, Barcodes.badCheckDigit),
                      decode(1500, Barcodes.badCheckDigit)]
        let trace = run(events)
        #expect(trace.summaries == ["0 reject checkDigit \(Barcodes.badCheckDigit)", "5 signal 1 \(Barcodes.badCheckDigit)"])
    }

    // C-9.6: extreme timestamps never trap.
    @Test func extremeTimestampsDoNotTrap() {
        let events = [decode(Int64.min, Barcodes.badCheckDigit), decode(Int64.max, Barcodes.badCheckDigit),
                      decode(Int64.max, Barcodes.badCheckDigit), decode(Int64.max, Barcodes.badCheckDigit)]
        let trace = run(events, HardwareConfiguration(minimumDecodes: 2, minimumAimDuration: 0, signalRepeatInterval: 0))
        #expect(trace.summaries == [
            "0 reject checkDigit \(Barcodes.badCheckDigit)", "1 reject checkDigit \(Barcodes.badCheckDigit)",
            "2 signal 1 \(Barcodes.badCheckDigit)", "3 signal 2 \(Barcodes.badCheckDigit)",
        ])
    }

    // C-9.4, C-12.5: with no minimum, the first decode is rejected and signalled, in that order.
    @Test func rejectComesBeforeSignal() {
        let trace = run([decode(0, Barcodes.badCheckDigit)], HardwareConfiguration(minimumDecodes: 1, minimumAimDuration: 0))
        #expect(trace.summaries == ["0 reject checkDigit \(Barcodes.badCheckDigit)", "0 signal 1 \(Barcodes.badCheckDigit)"])
    }

    // C-12.4: a field whose value changes between aims judges each aim afresh.
    @Test func eachAimIsJudgedByTheFieldAsItIs() {
        let field = ScanField().validate(.length(13))
        let trace = run([decode(0, Barcodes.good), decode(1000, Barcodes.ean8, .ean8)], field: field)
        #expect(trace.summaries == ["0 write \(Barcodes.good)", "1 reject length \(Barcodes.ean8)"])
        #expect(trace.finalText == Barcodes.good)
    }
}
}
