/// A field configuration an implementation refuses (SPEC C-4.20): the first refused rule in declaration order, its
/// position from 0 and name, why (a PATTERNS.md reason, or `invertedRange` for a length range), and for a pattern the
/// offset in its Unicode scalars. A vector that expects one carries it as `expected.error`; an adapter reports it as
/// a `configurationError` response (PROTOCOL.md).
public struct ConfigurationRefusal: Sendable, Hashable, CustomStringConvertible {
    public var position: Int
    public var rule: String
    public var reason: String
    /// Where the spec pins it: the pattern offset. nil for refusals that have none (an inverted range).
    public var offset: Int?

    public init(position: Int, rule: String, reason: String, offset: Int?) {
        self.position = position
        self.rule = rule
        self.reason = reason
        self.offset = offset
    }

    public var description: String {
        "rule \(position) (\(rule)) refused: \(reason)" + (offset.map { " at offset \($0)" } ?? "")
    }

    public var json: JSONValue {
        .object([("position", .int(position)), ("rule", .string(rule)), ("reason", .string(reason))]
            + (offset.map { [("offset", JSONValue.int($0))] } ?? []))
    }

    /// Reads an `error` object; `message`, free text for people, is allowed and not kept.
    public init(_ reader: JSONReader) throws(JSONReader.Error) {
        try reader.onlyMembers(["position", "rule", "reason", "offset", "message"])
        position = try reader.member("position").int()
        rule = try reader.member("rule").string()
        reason = try reader.member("reason").string()
        offset = try reader.optionalMember("offset")?.int()
    }

    /// How `actual` differs from this expected refusal, or nil when it matches: position, rule and reason must be
    /// equal, and the offset too when this one pins it.
    public func mismatch(_ actual: ConfigurationRefusal) -> String? {
        var differences: [String] = []
        if actual.position != position { differences.append("position \(position) expected, got \(actual.position)") }
        if actual.rule != rule { differences.append("rule \(rule) expected, got \(actual.rule)") }
        if actual.reason != reason { differences.append("reason \(reason) expected, got \(actual.reason)") }
        if let offset, actual.offset != offset {
            differences.append("offset \(offset) expected, got \(actual.offset.map(String.init) ?? "none")")
        }
        return differences.isEmpty ? nil : differences.joined(separator: "; ")
    }
}
