import ZipZap
import ZipZapConformance

extension VectorFamily {
    /// The GTINs the generated check-digit vectors mutate: one of each length, with its type. The rows
    /// `valid/TYPE/VALUE` of `Conformance/cases/C-04/check-digit.cases` accept each as it is.
    static let checkDigitBases: [(value: String, type: BarcodeType)] = [
        (Samples.gtin8, .ean8), (Samples.gtin12, .upcA), (Samples.gtin13, .ean13), (Samples.gtin14, .itf14),
    ]
}

extension ComputedPart {
    /// `check-digit` after its rows (`Conformance/cases/C-04/check-digit.cases`): every single-digit substitution
    /// and adjacent transposition of each base GTIN, and a wrong check digit on every type that carries no GTIN;
    /// the reference gives each outcome.
    static let checkDigitMutations = ComputedPart(family: "check-digit", drafts: {
        var drafts: [VectorDraft] = []
        for (value, type) in VectorFamily.checkDigitBases {
            let field = FieldSpec(types: [type], rules: [.checkDigit])
            let digits = Array(value.utf8)
            for position in digits.indices {
                for shift in 1...9 {
                    var changed = digits
                    changed[position] = UInt8(ascii: "0") + (digits[position] - UInt8(ascii: "0") + UInt8(shift)) % 10
                    drafts.append(.generatedScan(
                        "substitution/\(value)/\(position)/+\(shift)",
                        "\(value) with digit \(position) raised by \(shift) (mod 10)",
                        clauses: ["C-4.2"], flags: ["CheckDigitNotVerified"], generator: "single-digit-substitution",
                        field: field, scan: Scan(value: changed, type: type)))
                }
            }
            for position in digits.indices.dropLast() where digits[position] != digits[position + 1] {
                var swapped = digits
                swapped.swapAt(position, position + 1)
                // GS1 mod 10 misses exactly the swaps of two digits five apart (Docs/check-digits.md).
                let blind = max(digits[position], digits[position + 1]) - min(digits[position], digits[position + 1]) == 5
                drafts.append(.generatedScan(
                    "transposition/\(value)/\(position)",
                    "\(value) with digits \(position) and \(position + 1) swapped",
                    clauses: ["C-4.2"], flags: [blind ? "TranspositionBlindSpot" : "CheckDigitNotVerified"],
                    generator: "adjacent-transposition", field: field, scan: Scan(value: swapped, type: type)))
            }
        }
        let anyType = FieldSpec(rules: [.checkDigit])
        for type in BarcodeType.allCases where !type.carriesGTIN {
            drafts.append(.generatedScan(
                "other-type/\(type.rawValue)", "a \(type.rawValue) value with a wrong GTIN check digit passes",
                clauses: ["C-4.2"], flags: ["CheckDigitOnOtherTypes"], generator: "other-types-pass",
                field: anyType, scan: Scan("4006381333932", type: type)))
        }
        return drafts
    })
}
