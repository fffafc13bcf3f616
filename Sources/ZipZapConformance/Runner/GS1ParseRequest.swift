import ZipZapVectors

extension ProtocolMessages {
    /// The request for a GS1 parser vector (PROTOCOL.md, "GS1 parse requests"): its id, input, form and options;
    /// the adapter answers `{"type": "result", "seq": N, "gs1": OUTCOME}`.
    public static func gs1Parse(seq: Int, id: String, parse: GS1ParseCase) -> String {
        JSONWriter().compact(.object([("type", .string("gs1Parse")), ("seq", .int(seq)), ("id", .string(id))] + parse.requestMembers))
    }
}
