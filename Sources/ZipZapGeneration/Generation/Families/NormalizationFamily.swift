import ZipZap
import ZipZapConformance

extension ComputedPart {
    /// `normalization` after its rows (`Conformance/cases/C-03/normalization.cases`): every type's sample with
    /// `.checkDigit` after `gtin14` — GTIN types are padded and verified, others cannot take the form; the
    /// reference gives each outcome.
    static let normalizationOfEveryType = ComputedPart(family: "normalization", drafts: {
        BarcodeType.allCases.map { type in
            VectorDraft.generatedScan(
                "every-type/\(type.rawValue)", "a \(type.rawValue) sample normalized to gtin14, then checked",
                clauses: ["C-3.5", "C-3.6", "C-4.2"], flags: ["NormalizationSkipped"], generator: "every-type-gtin14",
                field: FieldSpec(normalization: .gtin14, rules: [.checkDigit]), scan: Samples.scan(type))
        }
    })
}
