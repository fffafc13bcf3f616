import ZipZap
import ZipZapConformance

extension VectorFamily {
    static let barcodeTypes = VectorFamily(
        name: "barcode-types",
        description: "The type filter: named sets, ignored types, unknown types, types learned from AIM identifiers.",
        flags: [
            .init("TypeFilterMissing", bug: "the field reads every type, or filters after validation",
                  breaks: "fields read barcodes they were told to refuse (a QR code in a product field)"),
            .init("SetMembership", bug: "a named set has the wrong members",
                  breaks: "retail fields ignore UPC-E or accept ITF-14"),
            .init("IgnoredTreatedAsRejected", bug: "a refused type is reported as a rejection (handler called)",
                  breaks: "apps show 'not accepted' for every other barcode on a label"),
            .init("UnknownTypeFiltered", bug: "a scan of unknown type is refused by a type filter",
                  breaks: "HID scanners and typing never reach a field that sets barcode types"),
            .init("IdentifierTypeNotLearned", bug: "the type named by an AIM identifier is not learned or not filtered",
                  breaks: "HID scanners with AIM prefixes bypass the type filter"),
            .init("IdentifierTableWrong", bug: "an AIM identifier maps to the wrong type",
                  breaks: "scans from configured scanners are refused or reach the wrong rules"),
        ],
        drafts: {
            var drafts: [VectorDraft] = []
            for (setName, set) in BarcodeTypeSet.named {
                for type in BarcodeType.allCases {
                    drafts.append(.generatedScan(
                        "set/\(setName)/\(type.rawValue)", "a \(type.rawValue) scan in a field of types \(setName)",
                        clauses: ["C-2.1", "C-2.4"], flags: ["TypeFilterMissing", "SetMembership"],
                        generator: "type-set-membership", field: FieldSpec(types: set), scan: Samples.scan(type)))
                }
            }
            let keep = Array("keep".utf8)
            drafts += [
                .direct("ignored-keeps-value", "an ignored scan leaves the bound value and calls no handler",
                        clauses: ["C-2.1", "C-5.4"], flags: ["IgnoredTreatedAsRejected"],
                        field: FieldSpec(types: .retailProduct, rules: [.checkDigit], initialValue: keep),
                        [(Scan("HELLO", type: .qr), .ignored(.qr)), (Scan("4006381333932", type: .code128), .ignored(.code128))],
                        finalValue: keep),
                .direct("unknown-type-passes", "a scan of unknown type passes the type filter",
                        clauses: ["C-2.2"], flags: ["UnknownTypeFiltered"],
                        field: FieldSpec(types: [.ean13]), [(Scan("HELLO"), .accepted("HELLO"))], finalValue: Array("HELLO".utf8)),
                .direct("learned-type-filtered", "a type learned from an AIM identifier is filtered like a reported one",
                        clauses: ["C-2.2", "C-3.3"], flags: ["IdentifierTypeNotLearned"],
                        field: FieldSpec(types: [.ean13], normalization: .symbologyIdentifierStripped),
                        [(Scan("]C1ABC"), .ignored(.gs1128)), (Scan("]E04006381333931"), .accepted("4006381333931"))],
                        finalValue: Array("4006381333931".utf8)),
                .direct("trimmed-does-not-learn", "the trimmed form neither strips an identifier nor learns a type from it",
                        clauses: ["C-2.2", "C-3.1"], flags: ["IdentifierTypeNotLearned"],
                        field: FieldSpec(types: [.ean13], normalization: .trimmed),
                        [(Scan("]C1ABC\r\n"), .accepted("]C1ABC"))], finalValue: Array("]C1ABC".utf8)),
                .direct("reported-type-wins", "a reported type wins over the identifier's, which is still stripped",
                        clauses: ["C-2.3"], flags: ["IdentifierTypeNotLearned"],
                        field: FieldSpec(types: [.qr], normalization: .symbologyIdentifierStripped, rules: [.custom(.typeIs(.qr))]),
                        [(Scan("]E04006381333931", type: .qr), .accepted("4006381333931"))],
                        finalValue: Array("4006381333931".utf8)),
            ]
            // C-2.5, row by row: the value, and the type the table says the identifier names.
            let identifierRows: [(String, BarcodeType)] = [
                ("]E004252614", .upcE), ("]E0036000291452", .upcA), ("]E00036000291452", .upcA),
                ("]E04006381333931", .ean13), ("]E012345", .ean13), ("]E496385074", .ean8),
                ("]I110012345678902", .itf14), ("]I010012345678902", .itf14), ("]I1123456", .interleaved2of5),
                ("]A0ABC", .code39), ("]A7ABC", .code39), ("]G0ABC", .code93), ("]F0A1B", .codabar), ("]F4A1B", .codabar),
                ("]C0ABC", .code128), ("]C2ABC", .code128), ("]C4ABC", .code128), ("]C10109520123456788", .gs1128),
                ("]e00109520123456788", .gs1DataBar), ("]L0ABC", .pdf417), ("]L2ABC", .pdf417), ("]Q0ABC", .qr),
                ("]Q1ABC", .qr), ("]Q2ABC", .qr), ("]Q30109520123456788", .gs1QR), ("]Q40109520123456788", .gs1QR),
                ("]d0ABC", .dataMatrix), ("]d1ABC", .dataMatrix), ("]d20109520123456788", .gs1DataMatrix),
                ("]z0ABC", .aztec), ("]J0ABC", .dotCode), ("]J10109520123456788", .gs1DotCode),
            ]
            for (value, type) in identifierRows {
                let data = String(value.dropFirst(3))
                drafts.append(.direct(
                    "identifier/\(value.prefix(3))/\(data)", "\(value.prefix(3)) with data \(data) is learned as \(type.rawValue)",
                    clauses: ["C-2.5", "C-3.3"], flags: ["IdentifierTableWrong"],
                    field: FieldSpec(types: [type], normalization: .symbologyIdentifierStripped, rules: [.custom(.typeIs(type))]),
                    [(Scan(value), .accepted(data))], finalValue: Array(data.utf8)))
            }
            for value in ["]X9ABC", "]C9ABC", "]e1ABC", "]E5ABC"] {
                drafts.append(.direct(
                    "identifier/unrecognized/\(value)", "\(value.prefix(3)) is not recognized: it stays in the value, the type stays unknown",
                    clauses: ["C-2.5", "C-3.3"], flags: ["IdentifierTableWrong"],
                    field: FieldSpec(normalization: .symbologyIdentifierStripped, rules: [.custom(.typeIs(.code128))]),
                    [(Scan(value), .rejected("typeIs", position: 0))], finalValue: nil))
            }
            return drafts
        })
}
