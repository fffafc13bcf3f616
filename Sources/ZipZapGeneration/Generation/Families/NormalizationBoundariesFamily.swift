import ZipZap
import ZipZapConformance

extension VectorFamily {
    /// Trimming for every scalar C-3.2 trims and its neighbours that it keeps, at the start, the end and inside; the
    /// GTIN forms from every length to every form, at the edge of what fits; UPC-E expansion for every sixth digit and
    /// both number systems. Expected values follow SPEC C-3.2 to C-3.6, written out here.
    static let normalizationBoundaries = VectorFamily(
        name: "normalization-boundaries",
        description: "Trimming scalar by scalar (each one trimmed and its kept neighbours, at each end and inside), GTIN forms from each length to each form, UPC-E expansion for every sixth digit.",
        flags: [
            .init("TrimSetEdge", bug: "trimming takes a neighbour of a trimmed range (U+00A1, U+200B, U+2030) or misses an end of one (U+0000, U+009F, U+200A)",
                  breaks: "values lose real characters at their ends, or keep padding that makes them fail their rules"),
            .init("TrimIllFormed", bug: "bytes that only look like the start or end of a trimmed scalar are trimmed",
                  breaks: "damaged values are cut differently on each platform"),
            .init("GTINFormEdge", bug: "a GTIN form drops a non-zero digit, refuses leading zeros it may drop, or takes a value of another length",
                  breaks: "different products are stored as one GTIN, or good scans are refused"),
            .init("UPCEExpansionEdge", bug: "one sixth digit (0-9) or number system expands to the wrong UPC-A",
                  breaks: "a UPC-E label is stored as another product"),
        ],
        drafts: { trimDrafts() + gtinFormDrafts() + upcEDrafts() })

    // MARK: Trimming (C-3.2)

    /// The scalars C-3.2 trims: White_Space, general category Cc, U+FEFF (the list of C-3.9).
    static let trimmedScalars: [ClosedRange<UInt32>] = [
        0x00...0x20, 0x7F...0xA0, 0x1680...0x1680, 0x2000...0x200A, 0x2028...0x2029, 0x202F...0x202F, 0x205F...0x205F,
        0x3000...0x3000, 0xFEFF...0xFEFF,
    ]

    private static func trimDrafts() -> [VectorDraft] {
        var probes = Set<UInt32>([0x21, 0x41, 0x7E, 0x180E, 0x200B, 0x200C, 0x200D, 0x2060, 0xFF00, 0xFFFD, 0x1F600])
        for range in trimmedScalars {
            probes.formUnion(range)
            probes.formUnion([range.lowerBound &- 1, range.upperBound + 1])
        }
        let field = FieldSpec(normalization: .trimmed)
        let scalars = probes.sorted().compactMap { (value: UInt32) -> Unicode.Scalar? in Unicode.Scalar(value) }
        var drafts: [VectorDraft] = scalars.map { (scalar: Unicode.Scalar) -> VectorDraft in
            let p = String(Character(scalar))
            let trimmed = trimmedScalars.contains { $0.contains(scalar.value) }
            let name = "U+" + String(scalar.value, radix: 16, uppercase: true)
            return .expecting(
                "trim/\(name)", "\(name) is \(trimmed ? "trimmed at both ends and kept inside" : "kept everywhere")",
                clauses: ["C-3.2", "C-3.9"], flags: ["TrimSetEdge"], field: field,
                [(Scan(p + "A" + p + "B" + p + p), .accepted(trimmed ? "A" + p + "B" : p + "A" + p + "B" + p + p)),
                 (Scan(p), .accepted(trimmed ? "" : p))])
        }
        // Ill-formed bytes: only whole trimmed scalars go (C-3.2 "ill-formed bytes are never trimmed").
        let illFormed: [(String, [UInt8], [UInt8])] = [
            ("lone-c2", [0xC2, 0x41, 0xC2], [0xC2, 0x41, 0xC2]),
            ("truncated-e2-80", [0xE2, 0x80, 0x41, 0xE2, 0x80], [0xE2, 0x80, 0x41, 0xE2, 0x80]),
            ("nel-then-continuation", [0xC2, 0x85, 0x85, 0x41], [0x85, 0x41]),
            ("lead-then-nbsp", [0xE2, 0xC2, 0xA0], [0xE2]),
            ("en-quad-then-continuation", [0xE2, 0x80, 0x80, 0x80], [0x80]),
            ("truncated-bom", [0xEF, 0xBB, 0x41], [0xEF, 0xBB, 0x41]),
            ("bom-tail", [0x41, 0xBB, 0xBF], [0x41, 0xBB, 0xBF]),
            ("ideographic-space-end", [0x41, 0xE3, 0x80, 0x80], [0x41]),
            ("emoji-then-space", [0xF0, 0x9F, 0x98, 0x80, 0x20], [0xF0, 0x9F, 0x98, 0x80]),
            ("overlong-space", [0xC0, 0xA0, 0x41, 0xC0, 0xA0], [0xC0, 0xA0, 0x41, 0xC0, 0xA0]),
            ("c1-after-lead", [0x41, 0xE1, 0xC2, 0x80], [0x41, 0xE1]),
        ]
        drafts += illFormed.map { key, value, trimmed in
            .expecting("trim/ill-formed/\(key)", "only whole trimmed scalars are removed from \(ValueEscaping.display(value))",
                       clauses: ["C-3.2", "C-1.2"], flags: ["TrimIllFormed"], field: field, [(Scan(value: value, type: nil), .accepted(trimmed))])
        }
        return drafts
    }

    // MARK: GTIN forms (C-3.5, C-3.6)

    /// The GTIN form of `digits` per C-3.5: right-aligned in `length` digits, or nil when it cannot take it (C-3.6).
    static func gtinForm(_ digits: String, length: Int) -> String? {
        guard [8, 12, 13, 14].contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        if digits.count <= length { return String(repeating: "0", count: length - digits.count) + digits }
        let dropped = digits.prefix(digits.count - length)
        return dropped.allSatisfy { $0 == "0" } ? String(digits.dropFirst(dropped.count)) : nil
    }

    private static func gtinFormDrafts() -> [VectorDraft] {
        let gtins = [
            "96385074", "00000000", "036000291452", "100000000007", "0036000291452", "4006381333931", "00036000291452",
            "01234567890128", "10012345678902", "00400638133393", "00000096385074",
        ]
        let notGTINs = [
            "", "4", "9638507", "963850740", "0360002914", "03600029145", "003600029145200", "0000000000000000",
            "03600029145:", "03600029145/", "4006381 333931", "400638133393A", "٤٠٠٦٣٨١٣",
        ]
        var drafts: [VectorDraft] = []
        for length in [12, 13, 14] {
            let form: NormalizationForm = length == 12 ? .gtin12 : length == 13 ? .gtin13 : .gtin14
            for type in [nil, .ean13, .code128, .itf14] as [BarcodeType?] {
                let typeName = type?.rawValue ?? "unknown"
                let values = gtins + (type == nil ? [] : notGTINs)
                drafts.append(.expecting(
                    "gtin/\(form.rawValue)/\(typeName)", "GTINs of each length and values that are none as \(form.rawValue), type \(typeName)",
                    clauses: ["C-3.5", "C-3.6"], flags: ["GTINFormEdge"], field: FieldSpec(normalization: form),
                    values.map { value in
                        (Scan(value, type: type), gtinForm(value, length: length).map { .accepted($0) } ?? .rejected("normalize", position: nil))
                    }))
            }
        }
        return drafts
    }

    // MARK: UPC-E (C-3.4, C-4.2)

    /// The UPC-A of UPC-E `n 1 2 3 4 5 d6 c`, from the expansion table of Docs/check-digits.md written out per sixth digit.
    static func upcAOfSample(numberSystem n: Int, sixth d6: Int, check c: Character) -> String {
        switch d6 {
        case 0, 1, 2: "\(n)12\(d6)0000345\(c)"
        case 3: "\(n)1230000045\(c)"
        case 4: "\(n)1234000005\(c)"
        default: "\(n)123450000\(d6)\(c)"
        }
    }

    private static func upcEDrafts() -> [VectorDraft] {
        var drafts: [VectorDraft] = []
        for numberSystem in 0...1 {
            for sixth in 0...9 {
                let withoutCheck = String(upcAOfSample(numberSystem: numberSystem, sixth: sixth, check: "x").dropLast())
                let check = Character(UnicodeScalar(IndependentMod10.checkDigit(Array(withoutCheck.utf8))))
                let wrong = Character(UnicodeScalar(UInt8(48 + (Int(check.asciiValue!) - 48 + 1) % 10)))
                let upcE = "\(numberSystem)12345\(sixth)\(check)", badUPCE = "\(numberSystem)12345\(sixth)\(wrong)"
                let upcA = upcAOfSample(numberSystem: numberSystem, sixth: sixth, check: check)
                let key = "upc-e/\(numberSystem)/\(sixth)"
                drafts += [
                    .expecting(key + "/expanded", "UPC-E \(upcE) expands to \(upcA); its check digit is verified through the expansion",
                               clauses: ["C-3.4", "C-4.2"], flags: ["UPCEExpansionEdge"],
                               field: FieldSpec(normalization: .upcEExpanded, rules: [.checkDigit]),
                               [(Scan(upcE, type: .upcE), .accepted(upcA)), (Scan(badUPCE, type: .upcE), .rejected("checkDigit", position: 0)),
                                (Scan("]E0" + upcE), .accepted(upcA)),
                                // Eight digits of unknown type are a GTIN-8 (C-3.5): unchanged, and checked as a GTIN-8.
                                (Scan(upcE), IndependentMod10.complete(String(upcE.dropLast())) == upcE
                                    ? .accepted(upcE) : .rejected("checkDigit", position: 0))]),
                    .expecting(key + "/check", "UPC-E \(upcE) passes .checkDigit as delivered; \(badUPCE) fails",
                               clauses: ["C-4.2"], flags: ["UPCEExpansionEdge"], field: FieldSpec(rules: [.checkDigit]),
                               [(Scan(upcE, type: .upcE), .accepted(upcE)), (Scan(badUPCE, type: .upcE), .rejected("checkDigit", position: 0))]),
                    .expecting(key + "/gtin", "UPC-E \(upcE) in each GTIN form", clauses: ["C-3.5"], flags: ["UPCEExpansionEdge"],
                               field: FieldSpec(normalization: .gtin14),
                               [(Scan(upcE, type: .upcE), .accepted("00" + upcA)), (Scan(badUPCE, type: .upcE), .accepted("00" + String(upcA.dropLast()) + String(wrong)))]),
                ]
            }
        }
        // Number systems 2-9 have no UPC-E; values of type upcE that are not 8 digits cannot take a form (C-3.6).
        let notUPCE = (2...9).map { "\($0)1234505" } + ["0123450", "012345050", "0123450A", "012000003455", ""]
        for form in [NormalizationForm.upcEExpanded, .gtin12, .gtin14] {
            drafts.append(.expecting(
                "upc-e/not/\(form.rawValue)", "values of type upcE that are not a UPC-E cannot take \(form.rawValue)",
                clauses: ["C-3.4", "C-3.6"], flags: ["UPCEExpansionEdge"], field: FieldSpec(normalization: form),
                notUPCE.map { (Scan($0, type: .upcE), .rejected("normalize", position: nil)) }))
        }
        return drafts
    }
}
