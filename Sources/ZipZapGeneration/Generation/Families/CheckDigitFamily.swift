import ZipZap
import ZipZapConformance

extension VectorFamily {
    /// The GTINs the generated check-digit vectors mutate: one of each length, with its type.
    static let checkDigitBases: [(value: String, type: BarcodeType)] = [
        (Samples.gtin8, .ean8), (Samples.gtin12, .upcA), (Samples.gtin13, .ean13), (Samples.gtin14, .itf14),
    ]

    static let checkDigit = VectorFamily(
        name: "check-digit",
        description: "`.checkDigit`: GS1 mod 10 on every GTIN type and length, single-digit substitutions, adjacent transpositions, unknown and other types.",
        flags: [
            .init("CheckDigitNotVerified", bug: "the check digit is not recalculated, or a wrong one is accepted",
                  breaks: "mistyped and misread GTINs reach the app"),
            .init("WeightsSwapped", bug: "weights 1 and 3 are swapped or applied from the left",
                  breaks: "valid GTINs of some lengths are rejected and invalid ones accepted"),
            .init("TranspositionBlindSpot", bug: "a different check (or none) is used, so transpositions of digits five apart are rejected",
                  breaks: "valid GTINs are refused: GS1 mod 10 cannot see these swaps, so the spec accepts them"),
            .init("ShapeNotRequired", bug: "a value of a GTIN type that is not a GTIN passes",
                  breaks: "a 5-digit or lettered value is stored in a product field"),
            .init("UnknownTypeNotChecked", bug: "values of unknown type (HID, typing) are never checked",
                  breaks: "typed GTINs, the case the rule exists for, are never verified"),
            .init("UnknownEightDigitsAsUPCE", bug: "an 8-digit value of unknown type is checked as UPC-E",
                  breaks: "typed GTIN-8s are refused and UPC-E lookalikes accepted"),
            .init("CheckDigitOnOtherTypes", bug: "non-GTIN types are checked as GTINs",
                  breaks: "Code 128 or QR values that happen to be digits are refused"),
        ],
        drafts: {
            var drafts: [VectorDraft] = []
            for (value, type) in checkDigitBases {
                let field = FieldSpec(types: [type], rules: [.checkDigit])
                drafts.append(.direct(
                    "valid/\(type.rawValue)/\(value)", "a valid \(value.count)-digit GTIN of type \(type.rawValue) is accepted",
                    clauses: ["C-4.1", "C-4.2"], flags: ["WeightsSwapped"], field: field,
                    [(Scan(value, type: type), .accepted(value))], finalValue: Array(value.utf8)))
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
            drafts += [
                .direct("shape/ean13", "values of a GTIN type that are not GTINs fail",
                        clauses: ["C-4.2"], flags: ["ShapeNotRequired"], field: anyType,
                        [(Scan("ABC", type: .ean13), .rejected("checkDigit", position: 0)),
                         (Scan("12345", type: .ean13), .rejected("checkDigit", position: 0)),
                         (Scan("", type: .upcA), .rejected("checkDigit", position: 0)),
                         (Scan("40063813339310", type: .ean13), .rejected("checkDigit", position: 0)),
                         (Scan("400638133393A", type: .ean13), .rejected("checkDigit", position: 0)),
                         (Scan("24252614", type: .upcE), .rejected("checkDigit", position: 0))],
                        finalValue: nil),
                .direct("unknown/checked", "values of unknown type with 8, 12, 13 or 14 digits are checked",
                        clauses: ["C-4.2"], flags: ["UnknownTypeNotChecked"], field: anyType,
                        [(Scan("4006381333932"), .rejected("checkDigit", position: 0)),
                         (Scan("036000291453"), .rejected("checkDigit", position: 0)),
                         (Scan("10012345678903"), .rejected("checkDigit", position: 0)),
                         (Scan("4006381333931"), .accepted("4006381333931"))],
                        finalValue: Array("4006381333931".utf8)),
                .direct("unknown/eight-digits", "8 digits of unknown type are a GTIN-8, not a UPC-E",
                        clauses: ["C-4.2", "C-3.5"], flags: ["UnknownEightDigitsAsUPCE"], field: anyType,
                        [(Scan("04252614"), .rejected("checkDigit", position: 0)),
                         (Scan("96385074"), .accepted("96385074"))],
                        finalValue: Array("96385074".utf8)),
                .direct("unknown/other-shapes-pass", "values of unknown type that cannot be GTINs pass",
                        clauses: ["C-4.2"], flags: ["UnknownTypeNotChecked"], field: anyType,
                        [(Scan("12345"), .accepted("12345")), (Scan("AB-123456"), .accepted("AB-123456")),
                         (Scan("400638133393X"), .accepted("400638133393X")), (Scan(""), .accepted(""))],
                        finalValue: []),
            ]
            for type in BarcodeType.allCases where !type.carriesGTIN {
                drafts.append(.generatedScan(
                    "other-type/\(type.rawValue)", "a \(type.rawValue) value with a wrong GTIN check digit passes",
                    clauses: ["C-4.2"], flags: ["CheckDigitOnOtherTypes"], generator: "other-types-pass",
                    field: anyType, scan: Scan("4006381333932", type: type)))
            }
            return drafts
        })
}
