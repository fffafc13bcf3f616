import ZipZap
import ZipZapConformance

extension VectorFamily {
    /// The GTIN forms (C-3.5, C-3.6) on digit strings of every length from 0 to 16, each with 0 to 7 leading zeros,
    /// into each of the three forms, for unknown type, each GTIN type but upcE (whose values are C-3.20's) and two
    /// types that carry none, delivered plain and behind trimmed padding and an identifier. Expected values follow
    /// `gtinForm`, C-3.5 written out in `NormalizationBoundariesFamily`.
    static let gtinFormMatrix = VectorFamily(
        name: "gtin-form-matrix",
        description: "Every digit length 0-16 with 0-7 leading zeros into gtin12, gtin13 and gtin14, by type, plain and padded behind an identifier.",
        flags: [
            .init("GTINFormLeadingZeros", bug: "a GTIN form counts the zeros it may drop wrongly, keeps a digit it drops, or pads to the wrong width",
                  breaks: "GTINs with leading zeros are refused, or two products are stored as one"),
            .init("GTINFormLengthByType", bug: "a GTIN form takes or refuses a length depending on the type, or after trimming and stripping",
                  breaks: "the same GTIN is stored from one symbology or scanner and refused from another"),
        ],
        drafts: { gtinMatrixDrafts() + gtinPaddedDrafts() })

    /// Digit strings of length 0 to 16 with 0 to 7 leading zeros; the rest starts with 9 and holds no 0, so no prefix
    /// of a value is AI (01) or (02) and a value that is no GTIN carries none either (C-3.8).
    static let gtinMatrixValues: [String] = {
        var values: [String] = []
        for length in 0...16 {
            for zeros in 0...min(length, 7) {
                values.append(String(repeating: "0", count: zeros) + String("9876543219876543".prefix(length - zeros)))
            }
        }
        return values
    }()

    private static let gtinForms: [NormalizationForm] = [.gtin12, .gtin13, .gtin14]

    private static func gtinOutcome(_ digits: String, form: NormalizationForm) -> Expectation.Outcome {
        gtinForm(digits, length: form.gtinLength!).map { .accepted($0) } ?? .rejected("normalize", position: nil)
    }

    private static func gtinMatrixDrafts() -> [VectorDraft] {
        gtinForms.flatMap { form in
            ([nil, .upcA, .ean13, .ean8, .itf14, .code128, .interleaved2of5] as [BarcodeType?]).map { type in
                let typeName = type?.rawValue ?? "unknown"
                return .expecting(
                    "\(form.rawValue)/\(typeName)", "digit strings of 0 to 16 digits with 0 to 7 leading zeros as \(form.rawValue), type \(typeName)",
                    clauses: ["C-3.5", "C-3.6"], flags: ["GTINFormLeadingZeros"], field: FieldSpec(normalization: form),
                    gtinMatrixValues.map { (Scan($0, type: type), gtinOutcome($0, form: form)) })
            }
        }
    }

    /// The same values behind padding each end trims (C-3.2) and an identifier the form strips (C-3.3) that names a
    /// type other than upcE: `]E4`, `]I1` and `]C0` name ean8, itf14 or interleaved2of5, and code128 whatever the data.
    private static func gtinPaddedDrafts() -> [VectorDraft] {
        gtinForms.flatMap { form in
            ["E4", "I1", "C0"].map { identifier in
                .expecting(
                    "\(form.rawValue)/padded-\(identifier)", "the values behind padding and ]\(identifier) as \(form.rawValue)",
                    clauses: ["C-3.5", "C-3.6", "C-3.2", "C-3.3"], flags: ["GTINFormLengthByType"], field: FieldSpec(normalization: form),
                    gtinMatrixValues.map { (Scan("\u{FEFF}\t]\(identifier)" + $0 + "\u{2029} \u{0}"), gtinOutcome($0, form: form)) })
            }
        }
    }
}
