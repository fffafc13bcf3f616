import ZipZap
import ZipZapConformance

extension VectorFamily {
    /// UPC-E 04252614 expanded (042100005264), and that GTIN as 13 and 14 digits: GTIN-shaped values reported as upcE.
    static let upcELongValues = ["042100005264", "0042100005264", "00042100005264"]

    static let upcELengths = VectorFamily(
        name: "upc-e-lengths",
        description: "UPC-E values of 12 to 14 digits: refused by the GTIN forms and upcEExpanded, verified by .checkDigit (SPEC C-3.20).",
        flags: [
            .init("UPCELongValueTakesForm", bug: "a upcE value of 12 to 14 digits is read by a GTIN form as the GTIN it spells",
                  breaks: "a scanner's mislabelled or expanded UPC-E is stored as a GTIN the field cannot vouch for"),
            .init("UPCELongValueFailsCheck", bug: ".checkDigit fails a upcE value of 12 to 14 digits instead of verifying it as a GTIN",
                  breaks: "fields without a GTIN form reject scans whose check digit is correct"),
        ],
        drafts: {
            var drafts: [VectorDraft] = []
            for value in upcELongValues {
                let digits = value.count
                for form in [NormalizationForm.gtin12, .gtin13, .gtin14, .upcEExpanded] {
                    drafts.append(.direct(
                        "\(form.rawValue)/\(digits)", "a upcE value of \(digits) digits (\(value)) cannot take \(form.rawValue)",
                        clauses: ["C-3.20", "C-3.6"], flags: ["UPCELongValueTakesForm"], field: FieldSpec(normalization: form),
                        [(Scan(value, type: .upcE), .rejected("normalize"))], finalValue: nil))
                }
                drafts.append(.direct(
                    "check-digit/\(digits)", "under none, .checkDigit verifies a upcE value of \(digits) digits as a GTIN",
                    clauses: ["C-3.20", "C-4.2"], flags: ["UPCELongValueFailsCheck"], field: FieldSpec(rules: [.checkDigit]),
                    [(Scan(value, type: .upcE), .accepted(value))], finalValue: Array(value.utf8)))
            }
            drafts += [
                .direct("unknown-type-contrast", "the same 12 digits of unknown type are a GTIN-12 and take gtin14",
                        clauses: ["C-3.20", "C-3.5"], flags: ["UPCELongValueTakesForm"], field: FieldSpec(normalization: .gtin14),
                        [(Scan("042100005264"), .accepted("00042100005264"))], finalValue: Array("00042100005264".utf8)),
                .direct("identifier-keeps-reported-type", "]E0 and 12 digits reported as upcE stay upcE (C-2.3) and cannot take gtin13",
                        clauses: ["C-3.20", "C-2.3"], flags: ["UPCELongValueTakesForm"], field: FieldSpec(normalization: .gtin13),
                        [(Scan("]E0042100005264", type: .upcE), .rejected("normalize"))], finalValue: nil),
                .direct("eight-digit-contrast", "the 8-digit UPC-E itself takes gtin13 through its expansion",
                        clauses: ["C-3.20", "C-3.5"], flags: ["UPCELongValueTakesForm"], field: FieldSpec(normalization: .gtin13),
                        [(Scan("04252614", type: .upcE), .accepted("0042100005264"))], finalValue: Array("0042100005264".utf8)),
            ]
            return drafts
        })
}
