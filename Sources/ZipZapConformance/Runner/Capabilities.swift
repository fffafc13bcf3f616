import ZipZap
import ZipZapVectors

/// What an implementation says it can run (PROTOCOL.md), and what a vector needs that it lacks.
public struct Capabilities: Sendable, Hashable {
    public var sources: Set<String>
    public var rules: Set<String>
    public var normalizations: Set<String>
    public var fixtures: Set<String>
    /// The `Feature`s it has; an adapter that sends no list is given `Feature.implied`.
    public var features: Set<String>
    /// GS1 parser vectors (SPEC C-7.40); nil when the implementation runs none.
    public var gs1Parse: GS1ParseCapability?
    /// True when the adapter sent no `features` list and was given `Feature.implied`.
    public var featuresAssumed = false

    public init(
        sources: Set<String>, rules: Set<String>, normalizations: Set<String>, fixtures: Set<String>,
        features: Set<String> = Feature.implied, gs1Parse: GS1ParseCapability? = nil
    ) {
        self.sources = sources
        self.rules = rules
        self.normalizations = normalizations
        self.fixtures = fixtures
        self.features = features
        self.gs1Parse = gs1Parse
    }

    /// Everything the reference implements.
    public static let reference = Capabilities(
        sources: Set(SourceKind.allCases.map(\.rawValue)),
        rules: ["checkDigit", "length", "matches", "gs1", "custom"],
        normalizations: Set(NormalizationForm.allCases.map(\.rawValue)),
        fixtures: ["assetTag", "mod97", "typeIs"],
        features: Set(Feature.allCases.map(\.rawValue)), gs1Parse: .everything)

    public func names(_ kind: Need.Kind) -> Set<String> {
        switch kind {
        case .sources: sources
        case .rules: rules
        case .normalizations: normalizations
        case .fixtures: fixtures
        case .features: features
        case .gs1Parse: gs1Parse == nil ? [] : [Need.gs1Parser.name]
        case .gs1ParseForms: gs1Parse?.forms ?? []
        case .gs1ParseOptions: gs1Parse?.options ?? []
        }
    }

    public func has(_ need: Need) -> Bool {
        // Without the gs1Parse capability only it is lacking: a form or an option is lacking only from a parser that
        // reads some, so that adding the capability counts as what unlocks the parser vectors.
        if gs1Parse == nil && (need.kind == .gs1ParseForms || need.kind == .gs1ParseOptions) { return true }
        return names(need.kind).contains(need.name)
    }

    /// What `vector` needs that these capabilities lack, as `kind name` strings; empty when it can run.
    public func missing(for vector: Vector) -> [String] { vector.needs.filter { !has($0) }.map(\.description) }

    /// The one warning line the runner prints when the adapter listed no features (PROTOCOL.md, "Capabilities"): a
    /// port that parses no GS1 data would otherwise claim every GS1 vector silently. Nil when it sent a list.
    public var assumedFeaturesWarning: String? {
        guard featuresAssumed else { return nil }
        return "warning: the adapter sent no \"features\" list; assumed \(features.sorted().joined(separator: ", "))"
            + " (every feature but configurationErrors); send \"features\": [...] to declare exactly what it has"
    }

    public var json: JSONValue {
        .object(Need.Kind.lists.map { kind in (kind.rawValue, .array(names(kind).sorted().map(JSONValue.string))) }
            + (gs1Parse.map { [("gs1Parse", $0.json)] } ?? []))
    }

    /// Reads the `capabilities` member of a `started` message; a missing list means none, except `features`.
    public init(_ reader: JSONReader) throws(JSONReader.Error) {
        func names(_ key: Need.Kind) throws(JSONReader.Error) -> Set<String>? {
            guard let list = try reader.optionalMember(key.rawValue) else { return nil }
            return Set(try list.array().map { (item) throws(JSONReader.Error) in try item.string() })
        }
        sources = try names(.sources) ?? []
        rules = try names(.rules) ?? []
        normalizations = try names(.normalizations) ?? []
        fixtures = try names(.fixtures) ?? []
        let listed = try names(.features)
        features = listed ?? Feature.implied
        featuresAssumed = listed == nil
        gs1Parse = try reader.optionalMember("gs1Parse").map { (item) throws(JSONReader.Error) in try GS1ParseCapability(item) }
    }
}
