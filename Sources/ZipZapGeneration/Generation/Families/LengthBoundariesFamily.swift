import ZipZap
import ZipZapConformance

extension VectorFamily {
    /// `.length` at min-1, min, max and max+1 with scalars of 1, 2, 3 and 4 UTF-8 bytes, the exact and negative forms,
    /// and every edge of UTF-8 decoding (each lead byte range, the narrowed second-byte ranges of E0, ED, F0 and F4,
    /// truncated sequences) counted by `.length` and by a pattern's `.`-like class (C-4.3, C-6.2).
    static let lengthBoundaries = VectorFamily(
        name: "length-boundaries",
        description: "`.length` at each bound with 1- to 4-byte scalars, exact and negative lengths, and the UTF-8 decoding edges counted by `.length` and `.matches`.",
        flags: [
            .init("LengthBoundMultiByte", bug: "a bound is compared with bytes or UTF-16 units for some values, or off by one",
                  breaks: "values with accents, symbols or emoji fail at the limits, or pass one scalar over"),
            .init("UTF8DecodingEdge", bug: "a lead byte at the edge of a range, or a second byte at the edge of E0/ED/F0/F4's ranges, is decoded differently",
                  breaks: "lengths and pattern matches of damaged or unusual values differ between implementations"),
        ],
        drafts: { lengthBoundDrafts() + utf8EdgeDrafts() })

    private static func lengthBoundDrafts() -> [VectorDraft] {
        let widths: [(String, String)] = [("1-byte", "a"), ("2-byte", "é"), ("3-byte", "€"), ("4-byte", "😀"), ("mixed", "a€😀é")]
        var drafts: [VectorDraft] = []
        for (minimum, maximum) in [(1, 1), (4, 4), (0, 2), (3, 5), (2, 3), (0, 0)] {
            for (name, unit) in widths {
                let scalars = Array(unit.unicodeScalars)
                let counts = Set([0, minimum - 1, minimum, maximum, maximum + 1].filter { $0 >= 0 }).sorted()
                drafts.append(.expecting(
                    "bounds/\(minimum)-\(maximum)/\(name)", "length \(minimum)...\(maximum) with \(name) scalars: below, at and above each bound",
                    clauses: ["C-4.3"], flags: ["LengthBoundMultiByte"],
                    field: FieldSpec(rules: [.length(minimum: minimum, maximum: maximum)]),
                    counts.map { count in
                        let value = String(String.UnicodeScalarView((0..<count).map { scalars[$0 % scalars.count] }))
                        return (Scan(value), count >= minimum && count <= maximum ? .accepted(value) : .rejected("length", position: 0))
                    }))
            }
        }
        drafts.append(.expecting(
            "negative", "a negative exact length accepts nothing, not even the empty value", clauses: ["C-4.3"], flags: ["LengthBoundMultiByte"],
            field: FieldSpec(rules: [.length(minimum: -1, maximum: -1)]),
            [(Scan(""), .rejected("length", position: 0)), (Scan("a"), .rejected("length", position: 0))]))
        drafts.append(.expecting(
            "negative-lower-bound", "-2...1 accepts lengths 0 and 1", clauses: ["C-4.8"], flags: ["LengthBoundMultiByte"],
            field: FieldSpec(rules: [.length(minimum: -2, maximum: 1)]),
            [(Scan(""), .accepted("")), (Scan("é"), .accepted("é")), (Scan("é€"), .rejected("length", position: 0))]))
        drafts.append(.expecting(
            "negative-upper-bound", "-3...-1 accepts nothing", clauses: ["C-4.8"], flags: ["LengthBoundMultiByte"],
            field: FieldSpec(rules: [.length(minimum: -3, maximum: -1)]),
            [(Scan(""), .rejected("length", position: 0)), (Scan("a"), .rejected("length", position: 0))]))
        return drafts
    }

    /// Byte sequences and the number of scalars C-4.3 reads in them (one per maximal ill-formed subpart).
    static let utf8Edges: [(String, [UInt8], Int)] = [
        ("7F", [0x7F], 1), ("80", [0x80], 1), ("BF", [0xBF], 1), ("C0-80", [0xC0, 0x80], 2), ("C1-BF", [0xC1, 0xBF], 2),
        ("C2-80", [0xC2, 0x80], 1), ("DF-BF", [0xDF, 0xBF], 1), ("C2", [0xC2], 1), ("C2-41", [0xC2, 0x41], 2), ("C2-C0", [0xC2, 0xC0], 2),
        ("E0-9F-80", [0xE0, 0x9F, 0x80], 3), ("E0-A0-80", [0xE0, 0xA0, 0x80], 1), ("E0-BF-BF", [0xE0, 0xBF, 0xBF], 1),
        ("E0-C0-80", [0xE0, 0xC0, 0x80], 3),
        ("E1-80-80", [0xE1, 0x80, 0x80], 1), ("EC-BF-BF", [0xEC, 0xBF, 0xBF], 1), ("ED-80-80", [0xED, 0x80, 0x80], 1),
        ("ED-9F-BF", [0xED, 0x9F, 0xBF], 1), ("ED-A0-80", [0xED, 0xA0, 0x80], 3), ("EE-80-80", [0xEE, 0x80, 0x80], 1),
        ("EF-BF-BF", [0xEF, 0xBF, 0xBF], 1), ("E1-80", [0xE1, 0x80], 1), ("E1-80-41", [0xE1, 0x80, 0x41], 2), ("E1-7F", [0xE1, 0x7F], 2),
        ("E1-C0", [0xE1, 0xC0], 2), ("E1-80-C0", [0xE1, 0x80, 0xC0], 2),
        ("F0-8F-BF-BF", [0xF0, 0x8F, 0xBF, 0xBF], 4), ("F0-90-80-80", [0xF0, 0x90, 0x80, 0x80], 1),
        ("F0-BF-BF-BF", [0xF0, 0xBF, 0xBF, 0xBF], 1), ("F1-80-80-80", [0xF1, 0x80, 0x80, 0x80], 1),
        ("F3-BF-BF-BF", [0xF3, 0xBF, 0xBF, 0xBF], 1), ("F4-80-80-80", [0xF4, 0x80, 0x80, 0x80], 1),
        ("F4-8F-BF-BF", [0xF4, 0x8F, 0xBF, 0xBF], 1), ("F4-90-80-80", [0xF4, 0x90, 0x80, 0x80], 4),
        ("F5-80-80-80", [0xF5, 0x80, 0x80, 0x80], 4), ("F0-90-80", [0xF0, 0x90, 0x80], 1), ("F0-90", [0xF0, 0x90], 1),
        ("F0-90-80-41", [0xF0, 0x90, 0x80, 0x41], 2), ("F0-90-80-C0", [0xF0, 0x90, 0x80, 0xC0], 2),
        ("F8-88-80-80-80", [0xF8, 0x88, 0x80, 0x80, 0x80], 5), ("FE", [0xFE], 1), ("FF", [0xFF], 1),
    ]

    private static func utf8EdgeDrafts() -> [VectorDraft] {
        utf8Edges.map { name, bytes, count in
            // `[\s\S]` is every scalar, so `^[\s\S]{n}$` also counts scalars (C-6.2).
            let pattern = try! FieldSpec.Pattern("^[\\s\\S]{\(count)}$")
            let field = FieldSpec(rules: [.length(minimum: count, maximum: count), .matches(pattern)])
            return .expecting(
                "utf8/\(name)", "\(name) is \(count) scalar\(count == 1 ? "" : "s") for .length and .matches, with or without ASCII around it",
                clauses: ["C-4.3", "C-6.2", "C-1.2"], flags: ["UTF8DecodingEdge"], field: field,
                [(Scan(value: bytes, type: nil), .accepted(bytes)), (Scan(value: [0x41] + bytes, type: nil), .rejected("length", position: 0)),
                 (Scan(value: bytes + [0x41], type: nil), .rejected("length", position: 0))])
        }
    }
}
