import ZipZap
import ZipZapConformance

extension VectorFamily {
    /// GS1 mod 10 for each length class — 8, 12, 13, 14 through `.checkDigit`, 17 (GSIN) and 18 (SSCC) through `.gs1`
    /// — with every single-digit substitution and every adjacent transposition at every position of several bases,
    /// the bytes next to the digits (`/` and `:`), the lengths next to the GTIN lengths, and each GTIN type with each
    /// length. Expected outcomes come from this file's own mod-10 arithmetic (`IndependentMod10`) and SPEC C-4.2.
    static let checkDigitBoundaries = VectorFamily(
        name: "check-digit-boundaries",
        description: "GS1 mod 10 at every position of several bases of each length class (8, 12, 13, 14, 17, 18), the bytes next to the digits, lengths next to the GTIN lengths, each GTIN type with each length.",
        flags: [
            .init("CheckDigitPositionWrong", bug: "one position's weight, or the check digit's, is wrong for some length",
                  breaks: "one digit misread at that position is accepted"),
            .init("CheckDigitByteEdge", bug: "a byte next to the ASCII digits (`/`, `:`) is taken as a digit",
                  breaks: "values with punctuation pass the check digit"),
            .init("IBANCheckWrong", bug: "ISO 7064 MOD 97-10 misses a substituted or swapped character, or mis-values a letter",
                  breaks: "AI (8007) accepts mistyped account numbers"),
            .init("GTINLengthEdge", bug: "a length next to 8, 12, 13 or 14 is taken as a GTIN, or a GTIN length is not",
                  breaks: "typed numbers of other lengths are refused, or GTINs of a type are never checked"),
        ],
        drafts: { checkDigitPositionDrafts() + checkDigitEdgeDrafts() + ibanDrafts() })

    /// Bases without their check digit: zeros, nines and pairs five apart (the swaps GS1 mod 10 cannot see).
    static let checkDigitBoundaryBases: [(data: String, type: BarcodeType)] = [
        ("0505949", .ean8), ("9160273", .ean8), ("05938271640", .upcA), ("99000055161", .upcA), ("490510682734", .ean13),
        ("000000000001", .ean13), ("1051627384950", .itf14), ("9999999999999", .itf14),
    ]

    private static func checkDigitPositionDrafts() -> [VectorDraft] {
        // (key, base data, the field, the bytes a scan carries around the digits, its type, the failed step)
        var cases: [(String, String, FieldSpec, (String) -> Scan, String)] = []
        for (data, type) in checkDigitBoundaryBases {
            cases.append(("\(type.rawValue)/\(data)", data, FieldSpec(rules: [.checkDigit]), { Scan($0, type: type) }, "checkDigit"))
            cases.append(("unknown/\(data)", data, FieldSpec(rules: [.checkDigit]), { Scan($0) }, "checkDigit"))
        }
        let gs1 = FieldSpec(rules: [.gs1(relaxed: [])])
        for data in ["03761042500212345", "10614141000000001", "99999999999999999"] {
            cases.append(("sscc/\(data)", data, gs1, { Scan("(00)" + $0) }, "gs1"))
        }
        for data in ["9520123456789012", "0614141000005050"] {
            cases.append(("gsin/\(data)", data, gs1, { Scan("(402)" + $0) }, "gs1"))
        }
        var drafts: [VectorDraft] = []
        for (key, data, field, scan, step) in cases {
            let valid = Array(IndependentMod10.complete(data).utf8)
            func outcome(_ digits: [UInt8]) -> Expectation.Outcome {
                IndependentMod10.checkDigit(Array(digits.dropLast())) == digits.last!
                    ? .accepted(scan(String(decoding: digits, as: UTF8.self)).value) : .rejected(step, position: 0)
            }
            for position in valid.indices {
                let substitutions = (1...9).map { shift -> [UInt8] in
                    var changed = valid
                    changed[position] = 48 + (valid[position] - 48 + UInt8(shift)) % 10
                    return changed
                }
                drafts.append(.expecting(
                    "substitution/\(key)/\(position)", "\(String(decoding: valid, as: UTF8.self)) with digit \(position) replaced by each other digit",
                    clauses: step == "gs1" ? ["C-4.5", "C-7.3"] : ["C-4.2"], flags: ["CheckDigitPositionWrong"], field: field,
                    ([valid] + substitutions).map { (scan(String(decoding: $0, as: UTF8.self)), outcome($0)) }))
            }
            let swaps = valid.indices.dropLast().map { position -> [UInt8] in
                var swapped = valid
                swapped.swapAt(position, position + 1)
                return swapped
            }
            drafts.append(.expecting(
                "transposition/\(key)", "\(String(decoding: valid, as: UTF8.self)) with each pair of neighbours swapped: only equal digits and digits five apart pass",
                clauses: step == "gs1" ? ["C-4.5", "C-7.3"] : ["C-4.2"], flags: ["CheckDigitPositionWrong"], field: field,
                swaps.map { (scan(String(decoding: $0, as: UTF8.self)), outcome($0)) }))
        }
        return drafts
    }

    private static func checkDigitEdgeDrafts() -> [VectorDraft] {
        var drafts: [VectorDraft] = []
        let anyType = FieldSpec(rules: [.checkDigit])
        // For each GTIN length: data whose check digit is 0, ended by `:` (one above `9`) or `/` (one below `0`), and
        // a `:` standing for a `0` of the data.
        for data in ["1034561", "10345678909", "400638133390", "1001234567894"] {
            let digits = IndependentMod10.complete(data)
            let colonCheck = data + ":", slashCheck = data + "/"
            let zeroIndex = digits.firstIndex(of: "0")!
            let colonData = digits.replacingCharacters(in: zeroIndex...zeroIndex, with: ":")
            let type: BarcodeType = [8: .ean8, 12: .upcA, 13: .ean13, 14: .itf14][digits.count]!
            drafts.append(.expecting(
                "byte-edge/\(digits.count)", "\(digits.count)-digit values with `:` or `/` for a digit fail for \(type.rawValue), and pass with unknown type (not digits)",
                clauses: ["C-4.2"], flags: ["CheckDigitByteEdge"], field: anyType,
                [(Scan(digits, type: type), .accepted(digits)), (Scan(colonCheck, type: type), .rejected("checkDigit", position: 0)),
                 (Scan(slashCheck, type: type), .rejected("checkDigit", position: 0)), (Scan(colonData, type: type), .rejected("checkDigit", position: 0)),
                 (Scan(colonCheck), .accepted(colonCheck)), (Scan(colonData), .accepted(colonData))]))
        }
        // Lengths around the GTIN lengths, with a correct and a wrong mod-10 check digit.
        let source = "4006381333931052"
        for length in 1...16 {
            let valid = length == 1 ? "0" : IndependentMod10.complete(String(source.prefix(length - 1)))
            let wrong = String(valid.dropLast()) + String((Int(String(valid.last!))! + 1) % 10)
            let isGTINLength = [8, 12, 13, 14].contains(length)
            for type in [BarcodeType.ean13, .upcA, .itf14, .ean8, .code128] {
                drafts.append(.expecting(
                    "length-edge/\(length)/\(type.rawValue)", "\(length) digits of type \(type.rawValue), right and wrong check digit",
                    clauses: ["C-4.1", "C-4.2"], flags: ["GTINLengthEdge"], field: anyType,
                    [(Scan(valid, type: type), !type.carriesGTIN || isGTINLength ? .accepted(valid) : .rejected("checkDigit", position: 0)),
                     (Scan(wrong, type: type), !type.carriesGTIN ? .accepted(wrong) : .rejected("checkDigit", position: 0))]))
            }
            drafts.append(.expecting(
                "length-edge/\(length)/unknown", "\(length) digits of unknown type: checked only at 8, 12, 13 and 14",
                clauses: ["C-4.2"], flags: ["GTINLengthEdge"], field: anyType,
                [(Scan(valid), .accepted(valid)), (Scan(wrong), isGTINLength ? .rejected("checkDigit", position: 0) : .accepted(wrong))]))
        }
        // A upcE value of another GTIN length is checked as that GTIN (C-4.2); other lengths fail.
        let upcEField = FieldSpec(types: [.upcE], rules: [.checkDigit])
        drafts.append(.expecting(
            "upc-e/lengths", "a upcE value of 12, 13 or 14 digits is checked as that GTIN; of 7 or 9 digits it fails",
            clauses: ["C-4.2"], flags: ["GTINLengthEdge"], field: upcEField,
            [(Scan("036000291452", type: .upcE), .accepted("036000291452")), (Scan("036000291453", type: .upcE), .rejected("checkDigit", position: 0)),
             (Scan("4006381333931", type: .upcE), .accepted("4006381333931")), (Scan("4006381333932", type: .upcE), .rejected("checkDigit", position: 0)),
             (Scan("10012345678902", type: .upcE), .accepted("10012345678902")), (Scan("10012345678903", type: .upcE), .rejected("checkDigit", position: 0)),
             (Scan("0425261", type: .upcE), .rejected("checkDigit", position: 0)), (Scan("042526140", type: .upcE), .rejected("checkDigit", position: 0)),
             (Scan("96385074", type: .upcE), .rejected("checkDigit", position: 0))]))
        return drafts
    }

    /// ISO 7064 MOD 97-10 on IBANs (AI 8007), through `.gs1` relaxed so that the IBAN needs no (415): every single
    /// substitution and adjacent transposition of several IBANs, and the shortest IBANs. Expected by this file's own
    /// arithmetic: the four leading characters moved to the end, letters read as 10...35, the number 1 modulo 97.
    private static func ibanDrafts() -> [VectorDraft] {
        func isValid(_ iban: [UInt8]) -> Bool {
            let moved = iban[4...] + iban[..<4]
            let digits = moved.map { $0 >= 65 ? String(Int($0) - 55) : String(UnicodeScalar($0)) }.joined()
            return digits.utf8.reduce(0) { ($0 * 10 + Int($1 - 48)) % 97 } == 1
        }
        let field = FieldSpec(rules: [.gs1(relaxed: .all)])
        func scans(_ ibans: [[UInt8]]) -> [(Scan, Expectation.Outcome)] {
            ibans.map { iban in
                let value = "(8007)" + String(decoding: iban, as: UTF8.self)
                return (Scan(value), isValid(iban) ? .accepted(value) : .rejected("gs1", position: 0))
            }
        }
        var drafts: [VectorDraft] = []
        for iban in ["GB82WEST12345698765432", "DE89370400440532013000", "FR1420041010050500013M02606", "NL91ABNA0417164300"] {
            let bytes = Array(iban.utf8)
            // Positions 2 on: the country code must stay a country (C-7.12), which is another check.
            let substitutions = (2..<bytes.count).flatMap { position -> [[UInt8]] in
                let isLetter = bytes[position] >= 65
                return (1...(isLetter ? 25 : 9)).map { shift in
                    var changed = bytes
                    changed[position] = isLetter ? 65 + (bytes[position] - 65 + UInt8(shift)) % 26 : 48 + (bytes[position] - 48 + UInt8(shift)) % 10
                    return changed
                }
            }
            let swaps = (2..<bytes.count - 1).compactMap { position -> [UInt8]? in
                guard bytes[position] != bytes[position + 1] else { return nil }
                var swapped = bytes
                swapped.swapAt(position, position + 1)
                return swapped
            }
            drafts.append(.expecting(
                "iban/\(iban)", "\(iban) and each single substitution and adjacent swap after the country code",
                clauses: ["C-4.5", "C-7.3", "C-7.12"], flags: ["IBANCheckWrong"], field: field, scans([bytes] + substitutions + swaps)))
        }
        drafts.append(.expecting(
            "iban/shortest", "eleven characters is the shortest IBAN the check takes (C-7.71); ten are too short, MOD 97-10 right or not",
            clauses: ["C-4.5", "C-7.3", "C-7.71"], flags: ["IBANCheckWrong"], field: field,
            [(Scan("(8007)GB46ABCDEF9"), .accepted("(8007)GB46ABCDEF9")), (Scan("(8007)NO41ABCDEF9"), .accepted("(8007)NO41ABCDEF9")),
             (Scan("(8007)GB47ABCDEF9"), .rejected("gs1", position: 0)), (Scan("(8007)GB16ABCDEF"), .rejected("gs1", position: 0))]))
        return drafts
    }
}
