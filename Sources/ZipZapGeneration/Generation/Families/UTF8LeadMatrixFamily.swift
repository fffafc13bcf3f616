import ZipZap
import ZipZapConformance

extension VectorFamily {
    /// `.length` (C-4.3) over every byte from 0x80 to 0xFF as the first byte of a sequence, followed by each class of
    /// second byte (ASCII, the edges of the continuation range and of its narrowed parts for E0, ED, F0 and F4, a
    /// lead) and by zero, one or two further continuation bytes. The count each value must have is the one Swift's
    /// `String(decoding:as:)` reads — one of the decoders C-4.3 names — checked by padding to exactly six scalars.
    static let utf8LeadMatrix = VectorFamily(
        name: "utf8-lead-matrix",
        description: "Every non-ASCII first byte with each class of second byte and further continuations, counted by .length.",
        flags: [
            .init("UTF8LeadCount", bug: "a lead byte, or a second byte at the edge of a range, starts a sequence of the wrong width, or a cut sequence counts as more than one scalar",
                  breaks: "damaged or unusual values pass .length on one platform and fail on another"),
        ],
        drafts: { utf8LeadDrafts() })

    private static func utf8LeadDrafts() -> [VectorDraft] {
        let seconds: [UInt8] = [0x41, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xE1]
        let field = FieldSpec(rules: [.length(minimum: 6, maximum: 6)])
        return (UInt8(0x80)...0xFF).map { lead in
            let items = seconds.flatMap { second -> [(Scan, Expectation.Outcome)] in
                ([[], [0x80], [0xBF, 0x80]] as [[UInt8]]).flatMap { tail -> [(Scan, Expectation.Outcome)] in
                    let value = [lead, second] + tail
                    let count = String(decoding: value, as: UTF8.self).unicodeScalars.count
                    let exact = value + Array(repeating: 0x41, count: 6 - count), over = Array(repeating: 0x41, count: 7 - count) + value
                    return [(Scan(value: exact, type: nil), .accepted(exact)), (Scan(value: over, type: nil), .rejected("length", position: 0))]
                }
            }
            return .expecting(
                "lead/\(Hex.upper(lead))", "\(Hex.upper(lead)) followed by each class of second byte and by further continuation bytes, padded to six scalars and to seven",
                clauses: ["C-4.3", "C-1.2"], flags: ["UTF8LeadCount"], field: field, items)
        }
    }
}
