import ZipZap
import ZipZapConformance

extension VectorFamily {
    /// SPEC C-2.5's table tried whole: every code character (each ASCII letter) with every modifier (each digit and
    /// capital) and the bytes next to them, the data kinds that choose among `]E0`'s and `]I0`/`]I1`'s types, and the
    /// learned type meeting the type filter under every form (C-2.2, C-3.1). Expected types come from this file's own
    /// copy of the table (`specIdentifierTypes`, which a test compares with SPEC.md's).
    static let identifierTable = VectorFamily(
        name: "identifier-table",
        description: "Every AIM code character with every modifier (recognized, learned, stripped or kept whole), the digit counts of ]E0 and ]I0/]I1, and learning under each form.",
        flags: [
            .init("IdentifierTableWrong", bug: "an identifier outside C-2.5's table is recognized, or one in it names another type or none",
                  breaks: "scanner prefixes stay in values or data loses its first bytes, and fields read or ignore the wrong symbologies"),
            .init("IdentifierDataKindWrong", bug: "]E0 or ]I0/]I1 choose their type by the wrong digit count or do not look at every byte of the data",
                  breaks: "UPC-A, UPC-E, EAN-13 and ITF-14 values reach rules and filters as one another"),
            .init("IdentifierLearnedByWrongForm", bug: "a form that keeps identifiers learns a type from one, or a form that strips them does not",
                  breaks: "trimmed fields ignore wedge scans they should read, or GTIN fields read refused symbologies"),
        ],
        drafts: { identifierGridDrafts() + identifierDataKindDrafts() + identifierFormDrafts() })

    /// C-2.5's table: the type each identifier names, for the identifiers whose type does not depend on the data.
    static let specIdentifierTypes: [String: BarcodeType] = {
        var table: [String: BarcodeType] = [
            "E4": .ean8, "G0": .code93, "C0": .code128, "C2": .code128, "C4": .code128, "C1": .gs1128, "e0": .gs1DataBar,
            "Q3": .gs1QR, "Q4": .gs1QR, "d0": .dataMatrix, "d1": .dataMatrix, "d2": .gs1DataMatrix, "z0": .aztec,
            "J0": .dotCode, "J1": .gs1DotCode,
        ]
        for (code, modifiers, type) in [("A", "01234567", BarcodeType.code39), ("F", "01234", .codabar), ("L", "012", .pdf417),
                                         ("Q", "012", .qr)] {
            for modifier in modifiers { table[code + String(modifier)] = type }
        }
        return table
    }()

    /// The type C-2.5 gives identifier `code modifier` followed by `data`, or nil when the identifier is not recognized.
    static func specIdentifierType(_ identifier: String, data: [UInt8]) -> BarcodeType? {
        let digitsOnly = data.allSatisfy { (48...57).contains($0) }
        switch identifier {
        case "E0":
            if digitsOnly && data.count == 8 { return .upcE }
            if digitsOnly && (data.count == 12 || (data.count == 13 && data.first == 48)) { return .upcA }
            return .ean13
        case "I0", "I1": return digitsOnly && data.count == 14 ? .itf14 : .interleaved2of5
        default: return specIdentifierTypes[identifier]
        }
    }

    /// Modifiers and the bytes next to their ranges, which no identifier has (C-2.5: a digit or a capital).
    static let identifierModifierProbes = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ") + ["/", ":", "@", "[", "a", "z", " "]

    /// One vector per code character: each modifier with non-digit data, read by a field of one type that no
    /// identifier of that character names, so a recognized identifier shows its type by being ignored, and the same
    /// scan reported as the field's type shows the identifier stripped (C-2.3) or kept.
    private static func identifierGridDrafts() -> [VectorDraft] {
        let codes = (65...90).map { Character(UnicodeScalar($0)) } + (97...122).map { Character(UnicodeScalar($0)) }
        return codes.map { code in
            let probe: BarcodeType = code == "z" ? .code39 : .aztec
            let data = "X1"
            let items = identifierModifierProbes.flatMap { modifier -> [(Scan, Expectation.Outcome)] in
                let value = "]\(code)\(modifier)" + data
                guard let type = specIdentifierType("\(code)\(modifier)", data: Array(data.utf8)) else {
                    return [(Scan(value), .accepted(value)), (Scan(value, type: probe), .accepted(value))]
                }
                return [(Scan(value), type == probe ? .accepted(data) : .ignored(type)), (Scan(value, type: probe), .accepted(data))]
            }
            return .expecting(
                "grid/\(code)", "]\(code) with every modifier: recognized ones are learned and stripped, the others stay in the value",
                clauses: ["C-2.5", "C-2.2", "C-2.3", "C-3.3"], flags: ["IdentifierTableWrong"],
                field: FieldSpec(types: [probe], normalization: .symbologyIdentifierStripped), items)
        }
    }

    /// `]E0` and `]I0`/`]I1` with 0 to 16 digits, with a first digit 0 and 1, and with one non-digit at the start, in
    /// the middle and at the end; `]E4` and `]C0` with the same data keep their one type.
    private static func identifierDataKindDrafts() -> [VectorDraft] {
        var datas: [String] = []
        for count in 0...16 {
            let digits = String("1234567890123456".prefix(count))
            datas += [digits, "0" + digits.dropFirst()]
            if count >= 1 {
                for position in Set([0, count / 2, count - 1]).sorted() {
                    var bytes = Array(digits.utf8)
                    bytes[position] = position == 0 ? UInt8(ascii: "/") : position == count - 1 ? UInt8(ascii: ":") : UInt8(ascii: "A")
                    datas.append(String(decoding: bytes, as: UTF8.self))
                }
            }
        }
        var seen = Set<String>()
        datas = datas.filter { seen.insert($0).inserted }
        return ["E0", "I0", "I1", "E4", "C0"].map { identifier in
            // The field reads one type that the identifier never names, so every learned type is shown by its ignore.
            let probe: BarcodeType = .aztec
            return .expecting(
                "data-kind/\(identifier)", "]\(identifier) followed by 0 to 16 digits and by digits with one other byte",
                clauses: ["C-2.5", "C-2.2"], flags: ["IdentifierDataKindWrong"],
                field: FieldSpec(types: [probe], normalization: .symbologyIdentifierStripped, rules: [.custom(.typeIs(probe))]),
                datas.flatMap { data -> [(Scan, Expectation.Outcome)] in
                    let type = specIdentifierType(identifier, data: Array(data.utf8))!
                    return [(Scan("]\(identifier)" + data), .ignored(type)), (Scan("]\(identifier)" + data, type: probe), .accepted(data))]
                })
        }
    }

    /// Each form with one identifier of each kind: `none` and `trimmed` keep it and learn nothing (the scan stays of
    /// unknown type, which every filter passes); the other forms strip it and filter by the type it names (C-3.1).
    private static func identifierFormDrafts() -> [VectorDraft] {
        let samples: [(String, BarcodeType)] = [
            ("]E04006381333931", .ean13), ("]E0036000291452", .upcA), ("]E4" + "96385074", .ean8), ("]I1" + "10012345678902", .itf14),
            ("]C1" + "0109520123456788", .gs1128), ("]Q1" + "HELLO", .qr), ("]d2" + "10ABC", .gs1DataMatrix),
        ]
        return NormalizationForm.allCases.map { form in
            let strips = form != .none && form != .trimmed
            let items = samples.flatMap { value, type -> [(Scan, Expectation.Outcome)] in
                let padded = "\u{3000}" + value + "\u{A0}"
                let kept: [UInt8] = Array((form == .none ? padded : value).utf8)
                return [(Scan(padded), strips ? .ignored(type) : .accepted(kept))]
            }
            return .expecting(
                "form/\(form.rawValue)", strips ? "\(form.rawValue) learns the type of a padded identifier, which the filter refuses"
                    : "\(form.rawValue) keeps identifiers, so their scans stay of unknown type and pass the filter",
                clauses: ["C-3.1", "C-2.2", "C-3.3"], flags: ["IdentifierLearnedByWrongForm"],
                field: FieldSpec(types: [.aztec], normalization: form), items)
        }
    }
}
