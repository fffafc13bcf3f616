import ZipZap
import ZipZapConformance

extension VectorFamily {
    /// Type detection at every edge of SPEC C-2.5's table (each digit count of `]E0` and `]I0`/`]I1`, the first and last
    /// modifier of each code and the one after it, code characters next to the letters), learned types meeting the
    /// type filter after trimming, and the carried GTINs of C-2.6 for each kind of field.
    static let barcodeTypeBoundaries = VectorFamily(
        name: "barcode-type-boundaries",
        description: "AIM identifiers at the edges of the C-2.5 table (digit counts, first/last/next modifier, neighbouring code characters), learned types through the filter, carried GTINs (C-2.6).",
        flags: [
            .init("IdentifierEdge", bug: "an identifier next to a recognized one is recognized, or a digit count of `]E0`/`]I1` names the wrong type",
                  breaks: "scanner prefixes are stripped from data that is not theirs, or values reach rules under the wrong type"),
            .init("LearnedTypeNotFiltered", bug: "a type learned from an identifier after trimming does not meet the type filter",
                  breaks: "keyboard-wedge scans of refused symbologies are read"),
            .init("TypeSetConflated", bug: "two types share a place in a type set, so a field of one also reads the other",
                  breaks: "a UPC-E field reads UPC-A labels, a QR field reads Micro QR codes"),
            .init("CarriedGTINEdge", bug: "a field reads carried GTINs when it should not (no GTIN form, no GTIN type, no GTIN in the data) or misses them",
                  breaks: "product fields read arbitrary QR codes, or miss the GTIN in a Digital Link"),
        ],
        drafts: { identifierEdgeDrafts() + carriedGTINDrafts() + singleTypeDrafts() })

    private static func identifierEdgeDrafts() -> [VectorDraft] {
        // (value, the type C-2.5 gives it, or nil when the identifier is not recognized)
        var rows: [(String, BarcodeType?)] = [
            ("]E0", .ean13), ("]E09638507", .ean13), ("]E096385074", .upcE), ("]E0963850740", .ean13),
            ("]E003600029145", .ean13), ("]E0036000291452", .upcA), ("]E00036000291452", .upcA), ("]E01036000291452", .ean13),
            ("]E09036000291452", .ean13), ("]E010012345678902", .ean13), ("]E00425261A", .ean13), ("]E003600029145A", .ean13),
            ("]E0003600029145A", .ean13), ("]E4ABC", .ean8), ("]E1ABC", nil), ("]E3ABC", nil), ("]E5ABC", nil), ("]EAABC", nil),
            ("]I11001234567890", .interleaved2of5), ("]I110012345678902", .itf14), ("]I1100123456789020", .interleaved2of5),
            ("]I11001234567890A", .interleaved2of5), ("]I0", .interleaved2of5), ("]I010012345678902", .itf14), ("]I2ABC", nil),
            ("]G0ABC", .code93), ("]G1ABC", nil), ("]C3ABC", nil), ("]C5ABC", nil), ("]C1", .gs1128), ("]C0", .code128),
            ("]e0ABC", .gs1DataBar), ("]e1ABC", nil), ("]d2ABC", .gs1DataMatrix), ("]d3ABC", nil), ("]z0ABC", .aztec), ("]z1ABC", nil),
            ("]J0ABC", .dotCode), ("]J1ABC", .gs1DotCode), ("]J2ABC", nil), ("]Q3ABC", .gs1QR), ("]Q4ABC", .gs1QR), ("]Q5ABC", nil),
            // Code characters are case-sensitive; the neighbours of the letters are no code characters.
            ("]c0ABC", nil), ("]a0ABC", nil), ("]q0ABC", nil), ("]D0ABC", nil), ("]Z0ABC", nil), ("]j0ABC", nil), ("]@0ABC", nil),
            ("][0ABC", nil), ("]`0ABC", nil), ("]{0ABC", nil), ("]C", nil), ("]", nil), ("]Ca", nil), ("]C/ABC", nil), ("]C:ABC", nil),
            ("]Q@ABC", nil), ("]Q[ABC", nil), ("x]C0ABC", nil), ("]]C0ABC", nil),
        ]
        for (code, modifiers, type) in [("A", "01234567", BarcodeType.code39), ("F", "01234", .codabar), ("L", "012", .pdf417),
                                         ("Q", "012", .qr), ("d", "01", .dataMatrix), ("C", "024", .code128)] {
            rows += modifiers.map { ("]\(code)\($0)ABC", type) }
            // The modifier after the last: rows above already give it when the table names it (the first row wins).
            let next = Character(UnicodeScalar(modifiers.last!.asciiValue! + 1))
            rows += [("]\(code)\(next)ABC", nil), ("]\(code)9ABC", nil), ("]\(code)ZABC", nil)]
        }
        var seen = Set<String>()
        return rows.filter { seen.insert($0.0).inserted }.flatMap { value, type -> [VectorDraft] in
            let key = "identifier/" + value
            guard let type else {
                return [.expecting(key, "\(value.prefix(3)) is not a recognized identifier: the value is kept whole and its type stays unknown",
                                   clauses: ["C-2.5", "C-3.3"], flags: ["IdentifierEdge"],
                                   field: FieldSpec(normalization: .symbologyIdentifierStripped, rules: [.custom(.typeIs(.code128))]),
                                   [(Scan(value), .rejected("typeIs", position: 0))]),
                        .expecting(key + "/kept", "\(value) stays in the value", clauses: ["C-2.5", "C-3.3"], flags: ["IdentifierEdge"],
                                   field: FieldSpec(types: [.code39], normalization: .symbologyIdentifierStripped), [(Scan(value), .accepted(value))])]
            }
            let data = String(value.dropFirst(3))
            return [
                .expecting(key, "\(value.prefix(3)) with data '\(data)' is learned as \(type.rawValue)", clauses: ["C-2.5", "C-3.3"],
                           flags: ["IdentifierEdge"],
                           field: FieldSpec(normalization: .symbologyIdentifierStripped, rules: [.custom(.typeIs(type))]),
                           [(Scan(value), .accepted(data))]),
                .expecting(key + "/filtered", "after trimming, \(value) is a \(type.rawValue), which a field of every other type ignores",
                           clauses: ["C-2.2", "C-2.5", "C-3.2"], flags: ["LearnedTypeNotFiltered"],
                           field: FieldSpec(types: BarcodeTypeSet.all.subtracting([type]), normalization: .symbologyIdentifierStripped),
                           [(Scan(" \t" + value + "\r\n"), .ignored(type)), (Scan(value, type: type == .code39 ? .code93 : .code39), .accepted(data))]),
            ]
        }
    }

    private static func carriedGTINDrafts() -> [VectorDraft] {
        let link = "https://id.gs1.org/01/9520123456788", gtin = "09520123456788"
        let badLink = "https://id.gs1.org/01/9520123456789"
        let sscc = "00376104250021234569", upcLink = "https://id.gs1.org/01/00036000291452"
        func field(_ types: BarcodeTypeSet, _ form: NormalizationForm) -> FieldSpec { FieldSpec(types: types, normalization: form) }
        func carried(_ key: String, _ description: String, _ field: FieldSpec, _ items: [(Scan, Expectation.Outcome)]) -> VectorDraft {
            .expecting("carried/" + key, description, clauses: ["C-2.6", "C-2.7", "C-3.8"], flags: ["CarriedGTINEdge"], field: field, items)
        }
        return [
            carried("retail-gtin14", "a retail GTIN-14 field reads the GTIN of GS1 data in other types, and ignores them without one",
                    field(.retailProduct, .gtin14),
                    [(Scan(link, type: .qr), .accepted(gtin)), (Scan("HELLO", type: .qr), .ignored(.qr)),
                     (Scan(badLink, type: .qr), .ignored(.qr)), (Scan("01" + gtin, type: .gs1128), .accepted(gtin)),
                     (Scan(sscc, type: .gs1128), .ignored(.gs1128)), (Scan("4006381333931", type: .code128), .ignored(.code128)),
                     (Scan("]Q1" + link), .accepted(gtin)), (Scan("]C101" + gtin), .accepted(gtin)),
                     (Scan("00006141411234567890" + "0206141411111115" + "3710", type: .gs1DataBarExpanded), .accepted("06141411111115"))]),
            carried("itf14-only", "ITF-14 is a GTIN type: a field of only itf14 reads carried GTINs", field([.itf14], .gtin14),
                    [(Scan(link, type: .qr), .accepted(gtin)), (Scan("HELLO", type: .qr), .ignored(.qr))]),
            carried("upce-gtin12", "a UPC-E field in GTIN-12 form reads a carried GTIN that fits 12 digits, and ignores one that does not: an unlisted type is never rejected (C-2.7)",
                    field([.upcE], .gtin12),
                    [(Scan(upcLink, type: .qr), .accepted("036000291452")), (Scan(link, type: .qr), .ignored(.qr))]),
            carried("retail-gtin13", "GTIN-13 is a GTIN form too", field(.retailProduct, .gtin13),
                    [(Scan(link, type: .qr), .accepted("9520123456788"))]),
            carried("no-gtin-type", "a GTIN-14 field without a GTIN type keeps the strict filter", field([.code128], .gtin14),
                    [(Scan(link, type: .qr), .ignored(.qr)), (Scan("01" + gtin, type: .gs1128), .ignored(.gs1128))]),
            carried("gs1-types", "a GTIN-14 field of the gs1 set has no GTIN type", field(.gs1, .gtin14),
                    [(Scan(link, type: .qr), .ignored(.qr)), (Scan("01" + gtin, type: .gs1128), .accepted(gtin))]),
            carried("stripped-form", "a retail field that does not store GTINs keeps the strict filter", field(.retailProduct, .symbologyIdentifierStripped),
                    [(Scan(link, type: .qr), .ignored(.qr)), (Scan("]Q1" + link), .ignored(.qr))]),
            carried("upc-e-expanded-form", "upcEExpanded is no GTIN form", field(.retailProduct, .upcEExpanded),
                    [(Scan(link, type: .qr), .ignored(.qr))]),
        ]
    }

    /// A field of exactly one type reads that type and ignores each of the 23 others (C-2.1): every pair of types told
    /// apart. Values are kept plain text so that no GTIN is carried (C-2.6 needs a GTIN form anyway).
    private static func singleTypeDrafts() -> [VectorDraft] {
        BarcodeType.allCases.map { type in
            .expecting("single-type/\(type.rawValue)", "a field of only \(type.rawValue) reads it and ignores every other type",
                       clauses: ["C-2.1"], flags: ["TypeSetConflated"], field: FieldSpec(types: [type]),
                       BarcodeType.allCases.map { other in
                           (Scan("X", type: other), other == type ? .accepted("X") : .ignored(other))
                       })
        }
    }
}
