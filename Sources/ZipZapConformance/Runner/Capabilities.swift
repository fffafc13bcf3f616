import ZipZap

/// What an implementation says it can run (PROTOCOL.md), and what a vector needs.
public struct Capabilities: Sendable, Hashable {
    public var sources: Set<String>
    public var rules: Set<String>
    public var normalizations: Set<String>
    public var fixtures: Set<String>
    /// GS1 parser vectors (SPEC C-7.40); nil when the implementation runs none.
    public var gs1Parse: GS1ParseCapability?

    public init(
        sources: Set<String>, rules: Set<String>, normalizations: Set<String>, fixtures: Set<String>,
        gs1Parse: GS1ParseCapability? = nil
    ) {
        self.sources = sources
        self.rules = rules
        self.normalizations = normalizations
        self.fixtures = fixtures
        self.gs1Parse = gs1Parse
    }

    /// Everything the reference implements.
    public static let reference = Capabilities(
        sources: Set(SourceKind.allCases.map(\.rawValue)),
        rules: ["checkDigit", "length", "matches", "gs1", "custom"],
        normalizations: Set(NormalizationForm.allCases.map(\.rawValue)),
        fixtures: ["assetTag", "mod97", "typeIs"], gs1Parse: .everything)

    /// What `vector` needs that these capabilities lack, as `kind name` strings; empty when it can run.
    public func missing(for vector: Vector) -> [String] {
        if let parse = vector.gs1 { return gs1Parse.map { $0.missing(for: parse) } ?? ["gs1Parse"] }
        var missing: [String] = []
        if !sources.contains(vector.source.rawValue) { missing.append("source \(vector.source.rawValue)") }
        if !normalizations.contains(vector.field.normalization.rawValue) {
            missing.append("normalization \(vector.field.normalization.rawValue)")
        }
        for rule in vector.field.rules {
            let ruleName: String
            switch rule {
            case .checkDigit: ruleName = "checkDigit"
            case .length: ruleName = "length"
            case .matches: ruleName = "matches"
            case .gs1: ruleName = "gs1"
            case .custom(let fixture):
                ruleName = "custom"
                if !fixtures.contains(fixture.name) { missing.append("fixture \(fixture.name)") }
            }
            if !rules.contains(ruleName) { missing.append("rule \(ruleName)") }
        }
        var seen = Set<String>()
        return missing.filter { seen.insert($0).inserted }
    }

    public var json: JSONValue {
        .object([
            ("sources", .array(sources.sorted().map(JSONValue.string))),
            ("rules", .array(rules.sorted().map(JSONValue.string))),
            ("normalizations", .array(normalizations.sorted().map(JSONValue.string))),
            ("fixtures", .array(fixtures.sorted().map(JSONValue.string))),
        ] + (gs1Parse.map { [("gs1Parse", $0.json)] } ?? []))
    }

    /// Reads the `capabilities` member of a `started` message; a missing list means none.
    public init(_ reader: JSONReader) throws(JSONReader.Error) {
        func names(_ key: String) throws(JSONReader.Error) -> Set<String> {
            guard let list = try reader.optionalMember(key) else { return [] }
            return Set(try list.array().map { (item) throws(JSONReader.Error) in try item.string() })
        }
        sources = try names("sources")
        rules = try names("rules")
        normalizations = try names("normalizations")
        fixtures = try names("fixtures")
        gs1Parse = try reader.optionalMember("gs1Parse").map { (item) throws(JSONReader.Error) in try GS1ParseCapability(item) }
    }
}
