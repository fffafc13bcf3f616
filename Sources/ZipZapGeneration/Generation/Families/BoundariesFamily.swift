import ZipZap
import ZipZapConformance

extension VectorFamily {
    static let boundaries = VectorFamily(
        name: "boundaries",
        description: "Edge values through typical fields: empty, one character, the longest allowed and one longer, non-ASCII, control characters, ill-formed UTF-8, a long value.",
        flags: [
            .init("EdgeValueMishandled", bug: "an empty, huge, non-ASCII or control-character value crashes or is handled unlike other values",
                  breaks: "a hostile or damaged barcode takes the app down or slips past the rules"),
        ],
        drafts: {
            let gtinField = FieldSpec(types: .gtin, normalization: .gtin14, rules: [.checkDigit, .length(minimum: 14, maximum: 14)])
            let tagField = FieldSpec(normalization: .trimmed, rules: [.length(minimum: 1, maximum: 64), .custom(.assetTag)])
            let longest = String(repeating: "7", count: 64)
            let long = String(repeating: "A", count: 10_000)
            func edge(_ key: String, _ description: String, _ clauses: [String], _ field: FieldSpec, _ scan: Scan, _ expect: Expect,
                      _ final: [UInt8]?) -> VectorDraft {
                .direct(key, description, clauses: clauses, flags: ["EdgeValueMishandled"], field: field, [(scan, expect)], finalValue: final)
            }
            return [
                edge("empty/gtin", "the empty value cannot be a GTIN-14", ["C-3.6"], gtinField, Scan("", type: .ean13), .rejected("normalize"), nil),
                edge("empty/tag", "the empty value is too short", ["C-4.3"], tagField, Scan(""), .rejected("length", position: 0), nil),
                edge("one-char/tag", "one character passes the length and fails the tag", ["C-4.3", "C-4.7"], tagField, Scan("A"),
                     .rejected("assetTag", position: 1), nil),
                edge("longest/length", "64 characters pass length 1...64", ["C-4.3"], FieldSpec(rules: [.length(minimum: 1, maximum: 64)]),
                     Scan(longest), .accepted(longest), Array(longest.utf8)),
                edge("one-longer/length", "65 characters fail length 1...64", ["C-4.3"], FieldSpec(rules: [.length(minimum: 1, maximum: 64)]),
                     Scan(longest + "7"), .rejected("length", position: 0), nil),
                edge("long/default", "a 10 000-character value is accepted whole", ["C-1.2"], FieldSpec(), Scan(long, type: .qr),
                     .accepted(long), Array(long.utf8)),
                edge("long/gtin", "a 10 000-character value is not a GTIN", ["C-3.6"], gtinField, Scan(long, type: .ean13),
                     .rejected("normalize"), nil),
                edge("non-ascii/gtin", "Arabic-Indic digits are not ASCII digits", ["C-3.5", "C-3.6"], gtinField,
                     Scan("٤٠٠٦٣٨١٣٣٣٩٣١", type: .ean13), .rejected("normalize"), nil),
                edge("non-ascii/check-unknown", "fullwidth digits of unknown type are not a GTIN, so they pass .checkDigit", ["C-4.2"],
                     FieldSpec(rules: [.checkDigit]), Scan("４００６３８１３３３９３２"), .accepted("４００６３８１３３３９３２"),
                     Array("４００６３８１３３３９３２".utf8)),
                edge("control/inside", "NUL, GS and DEL inside a value are data", ["C-3.2", "C-1.2"], FieldSpec(normalization: .trimmed),
                     Scan("A\u{0}B\u{1D}C\u{7F}D"), .accepted("A\u{0}B\u{1D}C\u{7F}D"), Array("A\u{0}B\u{1D}C\u{7F}D".utf8)),
                edge("control/gtin", "a GS inside digits makes them no GTIN", ["C-3.6"], gtinField, Scan("40063813\u{1D}33931", type: .ean13),
                     .rejected("normalize"), nil),
                edge("ill-formed/gtin", "ill-formed UTF-8 is not a GTIN", ["C-3.6", "C-1.2"], gtinField,
                     Scan(value: [0x34, 0x30, 0x30, 0x36, 0xFF, 0x38, 0x31, 0x33], type: .ean8), .rejected("normalize"), nil),
                edge("ill-formed/tag", "ill-formed UTF-8 reaches the custom rule, which refuses it", ["C-1.2", "C-4.7"], tagField,
                     Scan(value: [0x41, 0x42, 0x2D, 0xC3, 0x28, 0x31, 0x32, 0x33, 0x34], type: nil), .rejected("assetTag", position: 1), nil),
            ]
        })
}
