import ZipZap
import ZipZapConformance

extension VectorFamily {
    /// UPC-E for every number system (0 to 9) and every sixth digit, with manufacturer/item digits of several kinds
    /// and every check digit: verified as delivered (through the expansion) and as a GTIN-8 when the type is unknown
    /// (C-4.2), expanded with each data digit changed (C-3.4), and learned from `]E0` into a GTIN form (C-2.5, C-3.5).
    /// Expected values come from `upcAOfUPCE`, the zero-suppression table of Docs/check-digits.md written out here.
    static let upcEMatrix = VectorFamily(
        name: "upc-e-matrix",
        description: "UPC-E of every number system and sixth digit with every check digit and each data digit changed, as delivered, expanded and learned from ]E0.",
        flags: [
            .init("UPCEMatrixCheck", bug: "a UPC-E check digit is computed on the wrong expansion or weights for some number system or sixth digit",
                  breaks: "misread UPC-E labels pass .checkDigit, or good ones fail"),
            .init("UPCEMatrixExpansion", bug: "a data digit lands in the wrong place of the UPC-A, or a number system other than 0 and 1 expands",
                  breaks: "a UPC-E label is stored as another product"),
        ],
        drafts: { upcEMatrixDrafts() })

    /// The 12-digit UPC-A of an 8-digit UPC-E `N d1 d2 d3 d4 d5 d6 C`, or nil unless N is 0 or 1 (the table by d6).
    static func upcAOfUPCE(_ upcE: String) -> String? {
        let e = Array(upcE)
        guard e.count == 8, e.allSatisfy({ $0.isASCII && $0.isNumber }), e[0] == "0" || e[0] == "1" else { return nil }
        let (d1, d2, d3, d4, d5, d6) = (e[1], e[2], e[3], e[4], e[5], e[6])
        let middle: [Character] = switch d6 {
        case "0", "1", "2": [d1, d2, d6, "0", "0", "0", "0", d3, d4, d5]
        case "3": [d1, d2, d3, "0", "0", "0", "0", "0", d4, d5]
        case "4": [d1, d2, d3, d4, "0", "0", "0", "0", "0", d5]
        default: [d1, d2, d3, d4, d5, "0", "0", "0", "0", d6]
        }
        return String([e[0]] + middle + [e[7]])
    }

    /// Whether `.checkDigit` passes a value of type upcE, by C-4.2: 8 digits through the expansion.
    static func upcEPassesCheck(_ upcE: String) -> Bool {
        guard let upcA = upcAOfUPCE(upcE) else { return false }
        return IndependentMod10.complete(String(upcA.dropLast())) == upcA
    }

    private static func upcEMatrixDrafts() -> [VectorDraft] {
        let bodies = ["12345", "00000", "97086"]
        var drafts: [VectorDraft] = []
        for numberSystem in 0...9 {
            for sixth in 0...9 {
                let datas = bodies.map { "\(numberSystem)\($0)\(sixth)" }
                let withChecks = datas.flatMap { data in (0...9).map { data + String($0) } }
                // The check digit a UPC-E of this number system would need: its expansion's, or 0 when it has none.
                let valid = datas.map { data in (0...9).map { data + String($0) }.first(where: upcEPassesCheck) ?? data + "0" }
                let key = "\(numberSystem)/\(sixth)"
                drafts.append(.expecting(
                    "check/\(key)", "UPC-Es \(datas.joined(separator: ", ")) with each check digit, as upcE and as unknown type (GTIN-8)",
                    clauses: ["C-4.2"], flags: ["UPCEMatrixCheck"], field: FieldSpec(rules: [.checkDigit]),
                    withChecks.flatMap { value -> [(Scan, Expectation.Outcome)] in
                        let asGTIN8 = IndependentMod10.complete(String(value.dropLast())) == value
                        return [(Scan(value, type: .upcE), upcEPassesCheck(value) ? .accepted(value) : .rejected("checkDigit", position: 0)),
                                (Scan(value), asGTIN8 ? .accepted(value) : .rejected("checkDigit", position: 0))]
                    }))
                let changed = valid.flatMap { value in
                    (0...7).map { position -> String in
                        var digits = Array(value)
                        digits[position] = Character(String((Int(String(digits[position]))! + 1) % 10))
                        return String(digits)
                    }
                }
                drafts.append(.expecting(
                    "expanded/\(key)", "UPC-Es of number system \(numberSystem) and sixth digit \(sixth), and each with one digit changed, expanded and checked",
                    clauses: ["C-3.4", "C-3.6", "C-4.2"], flags: ["UPCEMatrixExpansion", "UPCEMatrixCheck"],
                    field: FieldSpec(normalization: .upcEExpanded, rules: [.checkDigit]),
                    (valid + changed).map { value in
                        guard let upcA = upcAOfUPCE(value) else { return (Scan(value, type: .upcE), .rejected("normalize", position: nil)) }
                        return (Scan(value, type: .upcE), upcEPassesCheck(value) ? .accepted(upcA) : .rejected("checkDigit", position: 0))
                    }))
                drafts.append(.expecting(
                    "learned/\(key)", "]E0 and the UPC-Es of number system \(numberSystem), sixth digit \(sixth): learned as upcE and expanded into gtin13",
                    clauses: ["C-2.5", "C-3.5", "C-3.6"], flags: ["UPCEMatrixExpansion"], field: FieldSpec(normalization: .gtin13),
                    valid.map { value in
                        (Scan("\t]E0" + value + "\n"), upcAOfUPCE(value).map { .accepted("0" + $0) } ?? .rejected("normalize", position: nil))
                    }))
            }
        }
        return drafts
    }
}
