import ZipZap
import ZipZapConformance

/// Hand-written GS1 parser vectors of one element after a key (SPEC C-7.40): the outcome of each is
/// reasoned from the spec, never taken from the reference (the generator refuses a draft the reference disagrees
/// with). A key comes first, the sample GTIN in (01) or, for the AIs that require an SSCC, the sample SSCC in (00);
/// both have a predefined length and are Digital Link primary keys.
enum GS1CheckProbes {
    static let gtin = GS1Samples.gtin
    static let sscc = "006141411234567890"

    /// The key the tested AI needs before it.
    static func lead(for ai: String) -> (ai: String, value: String) {
        GS1ElementStrings.table.definition(for: ai)?.requisiteDescriptions.contains("00") == true ? ("00", sscc) : ("01", gtin)
    }

    /// Where the value after `(KEY)KEYVALUE(AI)` starts.
    static func valueOffset(ai: String) -> Int { input(ai, "").utf8.count }

    static func input(_ ai: String, _ value: String) -> String {
        let lead = Self.lead(for: ai)
        return "(\(lead.ai))\(lead.value)(\(ai))\(value)"
    }

    /// `(KEY)KEYVALUE(AI)VALUE` is refused with `kind`, at `offset` bytes into VALUE (C-7.15, C-7.44).
    static func rejected(
        _ key: String, _ description: String, ai: String, _ value: String, kind: String, at offset: Int,
        clauses: [String], flag: String, referenceYear: Int? = nil
    ) -> VectorDraft {
        var parse = GS1ParseCase(input(ai, value))
        parse.referenceYear = referenceYear
        return .gs1Parse(
            key, "(\(ai))\(value): " + description, clauses: ["C-7.40", "C-7.9", "C-7.15"] + clauses, flags: [flag], parse: parse,
            expected: GS1ParseOutcome.rejected(kind: kind, ai: ai, offset: valueOffset(ai: ai) + offset))
    }

    /// `(KEY)KEYVALUE(AI)VALUE` is accepted: the two elements, both element string forms (FNC1 `^` first, none after
    /// the predefined-length key, none at the end: C-7.16) and the Digital Link URI with the AI as a query attribute,
    /// its value percent-encoded outside `A-Z a-z 0-9 - . _ ~` (C-7.8). Only for AIs whose requisite the key meets,
    /// that are data attributes and no qualifier of the key.
    static func accepted(
        _ key: String, _ description: String, ai: String, _ value: String, clauses: [String], flag: String,
        referenceYear: Int? = nil
    ) -> VectorDraft {
        var parse = GS1ParseCase(input(ai, value))
        parse.referenceYear = referenceYear
        let lead = Self.lead(for: ai)
        let expected = GS1ParseOutcome.accepted(
            elements: [lead, (ai, value)], bracketed: input(ai, String(value.flatMap { $0 == "(" ? Array(#"\("#) : [$0] })),
            unbracketed: "^\(lead.ai)\(lead.value)\(ai)\(value)",
            digitalLink: .string("https://id.gs1.org/\(lead.ai)/\(lead.value)?\(ai)=\(percentEncoded(value))"))
        return .gs1Parse(
            key, "(\(ai))\(value): " + description, clauses: ["C-7.40", "C-7.8", "C-7.16"] + clauses, flags: [flag], parse: parse,
            expected: expected)
    }

    static let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)

    static func percentEncoded(_ value: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in value.utf8 {
            if unreserved.contains(byte) { bytes.append(byte) } else { bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]] }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
