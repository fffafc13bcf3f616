import ZipZap
import ZipZapConformance

extension ComputedPart {
    /// `spec-completeness` after its rows (`Conformance/cases/C-*/spec-completeness.cases`), C-7.77: 64 and 65
    /// elements parse alike. The answer is the reference's: 64 or 65 elements, each written out three times over in
    /// the outputs, is longer than a person checks by reading.
    static let specCompletenessManyAIs = ComputedPart(family: "spec-completeness", drafts: {
        [64, 65].map { count in
            .gs1Parse(
                "many-ais/\(count)", "(01) and \(count - 1) repeats of (91)A: \(count) elements, accepted (GS1's engine stops at 64)",
                clauses: ["C-7.40", "C-7.77", "C-7.10"], flags: ["ManyAIsRefused"],
                parse: GS1ParseCase("(01)" + GS1Samples.gtin + String(repeating: "(91)A", count: count - 1)), generator: "spec-completeness")
        }
    })
}
