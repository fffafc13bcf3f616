import ZipZap
import ZipZapConformance

/// The table `zipzap-conformance analyze partial-reads` prints: symbology by rule set, the exact probability that
/// a random partial read of a valid value passes, as a fraction and as a decimal.
public enum PartialReadTable {
    /// The rows: ITF-14, Interleaved 2 of 5 of `interleavedLength` digits without a check digit, and EAN-13, each
    /// read by a source that reports the type (camera, ZipZap hardware) and by one that cannot (HID scanners).
    public static func models(interleavedLength: Int) -> [PartialReadModel] {
        [true, false].flatMap { typeKnown in
            let source = typeKnown ? "type reported" : "HID, type unknown"
            return [
                PartialReadModel.interleaved2of5(name: "ITF-14 (\(source))", length: 14, checkDigit: true, typeKnown: typeKnown),
                .interleaved2of5(name: "Interleaved 2 of 5, \(interleavedLength) digits, no check digit (\(source))",
                                 length: interleavedLength, checkDigit: false, typeKnown: typeKnown),
                .ean13(name: "EAN-13 (\(source))", typeKnown: typeKnown),
            ]
        }
    }

    /// The columns: no rule, `.checkDigit`, the fixed length, the range, and `.checkDigit` with each.
    public static func ruleSets(fullLength: Int, range: ClosedRange<Int>) -> [PartialReadRuleSet] {
        [[], [.checkDigit], [.length(fullLength)], [.length(range)], [.checkDigit, .length(range)],
         [.checkDigit, .length(fullLength)]].map(PartialReadRuleSet.init)
    }

    public static func render(interleavedLength: Int, range: ClosedRange<Int>) -> String {
        var lines = [
            "Probability that a uniformly random partial read of a valid value passes the field",
            "(every pair of valid value and partial read equally likely; model and reading guide: Docs/partial-reads.md)",
        ]
        for model in models(interleavedLength: interleavedLength) {
            let lengths = Set(model.kinds.map(\.length)).sorted()
            lines.append("")
            lines.append("\(model.name): \(model.kinds.count) kind(s) of partial read, length(s) "
                         + lengths.map(String.init).joined(separator: ", "))
            let sets = ruleSets(fullLength: model.fullLength, range: range)
            let nameWidth = sets.map(\.name.count).max()!
            let results = sets.map { PartialReadAnalysis.analyze(model, $0).probability }
            let fractionWidth = results.map(\.description.count).max()!
            for (ruleSet, probability) in zip(sets, results) {
                lines.append("  " + padded(ruleSet.name, nameWidth) + "  " + padded(probability.description, fractionWidth)
                             + "  " + probability.decimal(places: 6))
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
