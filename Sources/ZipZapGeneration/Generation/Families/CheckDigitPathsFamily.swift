import ZipZap
import ZipZapConformance

extension VectorFamily {
    /// `.checkDigit` (C-4.2) after normalization: a GTIN of each length with each digit replaced by the next one,
    /// rewritten by each GTIN form first (zeros added or dropped do not change the check, C-3.5), and the same GTINs
    /// learned from their identifier, so the rule sees the type `]E0`, `]E4` or `]I1` names (C-2.5). Expected by
    /// `IndependentMod10`: a single changed digit is always detected.
    static let checkDigitPaths = VectorFamily(
        name: "check-digit-paths",
        description: "GTINs of each length with each digit changed, through each GTIN form and learned from their identifier, then .checkDigit.",
        flags: [
            .init("CheckDigitAfterForm", bug: "the check digit is verified on the value before its GTIN form, or with weights that depend on the form's width",
                  breaks: "GTINs stored with added or dropped zeros pass or fail differently from the GTIN as scanned"),
        ],
        drafts: { checkDigitPathDrafts() })

    private static func checkDigitPathDrafts() -> [VectorDraft] {
        let gtins = ["96385074", "036000291452", "4006381333931", "00012345600012", "10012345678902"].map { String($0.dropLast()) }
            .map(IndependentMod10.complete)
        let identifiers: [Int: String] = [8: "]E4", 12: "]E0", 13: "]E0", 14: "]I1"]
        var drafts: [VectorDraft] = []
        for gtin in gtins {
            let digits = Array(gtin.utf8)
            let changed = [gtin] + digits.indices.map { position -> String in
                var copy = digits
                copy[position] = 48 + (copy[position] - 48 + 1) % 10
                return String(decoding: copy, as: UTF8.self)
            }
            for form in [NormalizationForm.gtin12, .gtin13, .gtin14] {
                let items = changed.flatMap { value -> [(Scan, Expectation.Outcome)] in
                    let outcome: Expectation.Outcome = gtinForm(value, length: form.gtinLength!).map { written in
                        IndependentMod10.complete(String(value.dropLast())) == value ? .accepted(written) : .rejected("checkDigit", position: 0)
                    } ?? .rejected("normalize", position: nil)
                    return [(Scan(value), outcome), (Scan(identifiers[value.count]! + value + "\r"), outcome)]
                }
                drafts.append(.expecting(
                    "\(form.rawValue)/\(gtin)", "\(gtin) and each of its digits changed, as \(form.rawValue) then .checkDigit, plain and behind its identifier",
                    clauses: ["C-4.2", "C-3.5", "C-2.5"], flags: ["CheckDigitAfterForm"],
                    field: FieldSpec(normalization: form, rules: [.checkDigit]), items))
            }
        }
        return drafts
    }
}
