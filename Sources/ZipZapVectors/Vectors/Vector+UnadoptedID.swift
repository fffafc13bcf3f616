extension Vector {
    /// What a fuzz finding without an id is known by until `generate` adopts it (SPEC C-13.2): `fuzz-` and the first
    /// 12 hex digits of the SHA-256 of its request (field, source, configuration and events, or the parse) as compact
    /// JSON. Findings that shrink to the same request have the same one, so each is written once.
    public var unadoptedID: String {
        let request: JSONValue = if let gs1 {
            .object(gs1.requestMembers)
        } else {
            .object([("field", field.json), ("source", .string(source.rawValue))]
                + (sourceConfiguration.map { [("sourceConfiguration", $0)] } ?? []) + [("events", .array(events))])
        }
        return "fuzz-" + SHA256.hexDigest(Array(JSONWriter().compact(request).utf8)).prefix(12)
    }
}
