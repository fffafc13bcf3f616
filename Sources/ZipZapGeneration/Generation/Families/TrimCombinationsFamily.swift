import ZipZap
import ZipZapConformance

extension VectorFamily {
    /// Trimming (C-3.2, C-3.9) of runs of two trimmed scalars of every width class at each end, through each kind of
    /// form (trimmed, a GTIN form, identifier stripping with its type filter), and every multi-byte trimmed scalar next
    /// to ill-formed bytes: a stray lead byte before it, a stray continuation byte after it, cut short, or spelled
    /// overlong. Expected values follow C-3.2: whole trimmed scalars go from the ends, ill-formed bytes stay.
    static let trimCombinations = VectorFamily(
        name: "trim-combinations",
        description: "Runs of two trimmed scalars of each width at each end through three kinds of form, and each multi-byte trimmed scalar beside ill-formed bytes.",
        flags: [
            .init("TrimRunMixedWidths", bug: "trimming stops after one scalar, or at a change of UTF-8 width, at one end or in one form",
                  breaks: "values keep part of their padding and fail their rules, or reach the type filter still padded"),
            .init("TrimBesideIllFormed", bug: "a trimmed scalar next to an ill-formed byte is kept, or the ill-formed byte goes with it",
                  breaks: "damaged values are cut differently on each platform"),
        ],
        drafts: { trimRunDrafts() + trimIllFormedNeighbourDrafts() })

    /// The first and last scalar of each range C-3.9 trims, and one inside the longer ones: 1, 2 and 3 UTF-8 bytes.
    static let trimRunScalars: [UInt32] = [
        0x00, 0x09, 0x1F, 0x20, 0x7F, 0x80, 0x85, 0x9F, 0xA0, 0x1680, 0x2000, 0x2005, 0x200A, 0x2028, 0x2029, 0x202F, 0x205F,
        0x3000, 0xFEFF,
    ]

    private static func text(_ value: UInt32) -> String { String(Character(Unicode.Scalar(value)!)) }

    private static func trimRunDrafts() -> [VectorDraft] {
        let kinds: [(String, FieldSpec, String, Expectation.Outcome)] = [
            ("trimmed", FieldSpec(normalization: .trimmed), "A\u{1D}B", .accepted("A\u{1D}B")),
            ("gtin13", FieldSpec(normalization: .gtin13), "00036000291452", .accepted("0036000291452")),
            ("stripped", FieldSpec(types: [.ean8], normalization: .symbologyIdentifierStripped), "]E496385074", .accepted("96385074")),
            ("filtered", FieldSpec(types: [.ean8], normalization: .symbologyIdentifierStripped), "]C0X", .ignored(.code128)),
        ]
        return kinds.flatMap { name, field, core, outcome in
            trimRunScalars.map { first in
                let firstName = String(first, radix: 16, uppercase: true)
                return .expecting(
                    "run/\(name)/U+\(firstName)", "U+\(firstName) beside each other trimmed scalar at both ends of \(core), \(name)",
                    clauses: ["C-3.2", "C-3.9", "C-3.1"], flags: ["TrimRunMixedWidths"], field: field,
                    trimRunScalars.map { second in
                        (Scan(text(first) + text(second) + core + text(second) + text(first)), outcome)
                    })
            }
        }
    }

    private static func trimIllFormedNeighbourDrafts() -> [VectorDraft] {
        let multiByte = VectorFamily.trimmedScalars.flatMap { Array($0) }.filter { $0 >= 0x80 }
        let field = FieldSpec(normalization: .trimmed)
        let a: [UInt8] = [0x41]
        return multiByte.map { value in
            let bytes = Array(text(value).utf8), cut = Array(bytes.dropLast())
            var items: [(Scan, Expectation.Outcome)] = []
            // A stray lead byte before the scalar is its own ill-formed subpart: the scalar after it still goes.
            for lead: UInt8 in [0xC2, 0xE2, 0xF0, 0xF4] {
                items.append((Scan(value: a + [lead] + bytes, type: nil), .accepted(a + [lead])))
                items.append((Scan(value: bytes + [lead] + a, type: nil), .accepted([lead] + a)))
            }
            // A stray continuation byte after it is ill-formed and stays, at either end.
            for continuation: UInt8 in [0x80, 0xBF] {
                items.append((Scan(value: bytes + [continuation] + a, type: nil), .accepted([continuation] + a)))
                items.append((Scan(value: a + bytes + [continuation], type: nil), .accepted(a + bytes + [continuation])))
            }
            // Cut short it is ill-formed: kept at the start and at the end.
            items.append((Scan(value: cut + a + cut, type: nil), .accepted(cut + a + cut)))
            items.append((Scan(value: cut + bytes + a + bytes + cut, type: nil), .accepted(cut + bytes + a + bytes + cut)))
            // Cut short before a trimmed ASCII byte: the cut sequence stays, and stops trimming at the start.
            for ascii: UInt8 in [0x20, 0x7F] {
                items.append((Scan(value: cut + [ascii] + a, type: nil), .accepted(cut + [ascii] + a)))
                items.append((Scan(value: a + cut + [ascii], type: nil), .accepted(a + cut)))
            }
            // Spelled with one byte more (overlong), it is not the scalar.
            let overlong = overlongEncoding(value)
            items.append((Scan(value: overlong + a + overlong, type: nil), .accepted(overlong + a + overlong)))
            return .expecting(
                "ill-formed/U+\(String(value, radix: 16, uppercase: true))", "U+\(String(value, radix: 16, uppercase: true)) beside stray lead and continuation bytes, cut short and overlong",
                clauses: ["C-3.2", "C-1.2"], flags: ["TrimBesideIllFormed"], field: field, items)
        }
    }

    /// `value` encoded in one byte more than UTF-8 allows (3 bytes for a 2-byte scalar, 4 for a 3-byte one).
    private static func overlongEncoding(_ value: UInt32) -> [UInt8] {
        if value < 0x800 {
            return [0xE0, UInt8(0x80 | (value >> 6)), UInt8(0x80 | (value & 0x3F))]
        }
        return [0xF0, UInt8(0x80 | (value >> 12)), UInt8(0x80 | ((value >> 6) & 0x3F)), UInt8(0x80 | (value & 0x3F))]
    }
}
