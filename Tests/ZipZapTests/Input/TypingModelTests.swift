import Testing
import ZipZap

extension Input {
@Suite struct TypingModelTests {
    func run(_ events: [TypingEvent], field: ScanField = retailField(), _ configuration: TypingConfiguration = .default) -> Trace {
        TypingModel.run(field: field, configuration: configuration, events: events)
    }

    // Product page: "Validated when the user submits the field" (C-11.4): edits alone do nothing.
    @Test func validatedOnSubmitOnly() {
        var model = TypingModel(field: retailField())
        #expect(model.handle(.insert(offset: 0, Barcodes.good)).isEmpty)
        #expect(model.field.value == nil)
        #expect(model.handle(.submit).map(\.summary) == ["1 write \(Barcodes.good)"])
        #expect(model.field.value == Array(Barcodes.good.utf8))
    }

    // C-11.5: a rejected value leaves the binding unchanged, is reported with its rule, and stays in the text.
    @Test func rejectionKeepsBindingAndText() {
        let log = RejectionLog()
        var model = TypingModel(field: log.attach(to: retailField(value: Barcodes.good)))
        #expect(model.text == Array(Barcodes.good.utf8))  // C-11.1: the text starts as the bound value
        _ = model.handle(.replace(offset: 12, count: 1, text: Array("2".utf8)))
        #expect(model.handle(.submit).map(\.summary) == ["1 reject checkDigit \(Barcodes.badCheckDigit)"])
        #expect(model.field.value == Array(Barcodes.good.utf8))
        #expect(model.text == Array(Barcodes.badCheckDigit.utf8))
        #expect(log.entries == ["checkDigit \(Barcodes.badCheckDigit)"])
    }

    // C-11.4: the text becomes the written (normalized) value on acceptance.
    @Test func acceptedTextBecomesTheWrittenValue() {
        var model = TypingModel(field: retailField().normalize(.gtin14))
        _ = model.handle(.insert(offset: 0, " " + Barcodes.good))
        #expect(model.handle(.submit).map(\.summary) == ["1 write 0\(Barcodes.good) from  \(Barcodes.good)"])
        #expect(model.text == Array(("0" + Barcodes.good).utf8))
        #expect(model.handle(.submit).map(\.summary) == ["2 write 0\(Barcodes.good) unchanged"])
    }

    // C-11.2: insert, delete and replace, by byte offset.
    @Test func edits() {
        let events: [TypingEvent] = [
            .insert(offset: 0, "4006"), .insert(offset: 4, "381333931"), .delete(offset: 0, count: 1),
            .insert(offset: 0, "4"), .replace(offset: 1, count: 3, text: Array("006".utf8)), .submit,
        ]
        #expect(run(events).summaries == ["5 write \(Barcodes.good)"])
    }

    // C-11.2: offsets and counts outside the text are clamped to it; nothing traps.
    @Test func outOfRangeEditsAreClamped() {
        var model = TypingModel(field: ScanField())
        _ = model.handle(.insert(offset: 99, "abc"))
        _ = model.handle(.insert(offset: -5, "X"))
        #expect(model.text == Array("Xabc".utf8))
        _ = model.handle(.delete(offset: 2, count: Int.max))
        #expect(model.text == Array("Xa".utf8))
        _ = model.handle(.replace(offset: Int.min, count: -3, text: Array("Y".utf8)))
        #expect(model.text == Array("YXa".utf8))
        _ = model.handle(.delete(offset: Int.max, count: Int.max))
        #expect(model.text == Array("YXa".utf8))
    }

    // C-11.3: the text is bounded; what does not fit is discarded and reported.
    @Test func overlongInsertIsCut() {
        var model = TypingModel(field: ScanField(), configuration: TypingConfiguration(maximumTextLength: 5))
        _ = model.handle(.insert(offset: 0, "abc"))
        let trace = model.handle(.replace(offset: 1, count: 1, text: Array("WXYZ".utf8)))
        #expect(trace.map(\.summary) == ["1 discard overflow 1 Z"])
        #expect(model.text == Array("aWXYc".utf8))
        #expect(TypingModel(field: ScanField(value: Array("toolong".utf8)), configuration: TypingConfiguration(maximumTextLength: 4)).text
            == Array("tool".utf8))
    }

    // C-11.6: an empty submission is validated like any other.
    @Test func emptySubmitIsValidated() {
        #expect(run([.submit], field: ScanField().validate(.length(1...20))).summaries == ["0 reject length "])
        let accepted = run([.submit], field: ScanField())
        #expect(accepted.summaries == ["0 write "])
        #expect(accepted.finalValue == [])
    }

    // C-11.4, C-2.2: a typed AIM prefix names a type the filter may refuse.
    @Test func typedSymbologyPrefix() {
        let field = retailField().normalize(.symbologyIdentifierStripped)
        #expect(run([.insert(offset: 0, "]Q1HELLO"), .submit], field: field).summaries == ["1 ignore qr ]Q1HELLO"])
    }
}
}
