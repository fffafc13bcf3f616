/// Everything the table says about one AI.
///
/// A class so that the parser can hold one without copying its arrays; immutable, so `Sendable`.
public final class GS1AIDefinition: Sendable {
    public let code: GS1AICode
    public let title: String
    public let components: [GS1Component]
    /// True for the AIs of GS1's predefined-length table, after which no FNC1 separator is needed.
    public let hasPredefinedLength: Bool
    /// Whether the AI may be carried in a GS1 Digital Link URI's query string as a data attribute.
    public let isDigitalLinkAttribute: Bool
    /// For a Digital Link primary key, its alternative qualifier sequences (each in the order the path must keep;
    /// empty when the key takes no qualifier); nil for any other AI.
    public let digitalLinkQualifiers: [[GS1AICode]]?
    /// Each requisite is satisfied by one of its alternatives; an alternative is a group of AIs all present.
    let requisites: [[[GS1AIPattern]]]
    let exclusions: [GS1AIPattern]
    /// Value length bounds implied by the components.
    public let minLength: Int
    public let maxLength: Int

    init(
        code: GS1AICode, title: String, components: [GS1Component], hasPredefinedLength: Bool,
        isDigitalLinkAttribute: Bool, digitalLinkQualifiers: [[GS1AICode]]?, requisites: [[[GS1AIPattern]]],
        exclusions: [GS1AIPattern]
    ) {
        self.code = code
        self.title = title
        self.components = components
        self.hasPredefinedLength = hasPredefinedLength
        self.isDigitalLinkAttribute = isDigitalLinkAttribute
        self.digitalLinkQualifiers = digitalLinkQualifiers
        self.requisites = requisites
        self.exclusions = exclusions
        minLength = components.reduce(0) { $0 + ($1.isOptional ? 0 : $1.minLength) }
        maxLength = components.reduce(0) { $0 + $1.maxLength }
    }

    public var ai: String { code.description }

    /// Whether this AI is a GS1 Digital Link primary key.
    public var isDigitalLinkPrimaryKey: Bool { digitalLinkQualifiers != nil }

    /// The format in the syntax dictionary's notation, components separated by spaces.
    public var specification: String { components.map(\.specification).joined(separator: " ") }

    /// Requisites as text, `01+21,02` style, one string per requisite.
    public var requisiteDescriptions: [String] {
        requisites.map { $0.map { $0.map(\.text).joined(separator: "+") }.joined(separator: ",") }
    }

    public var exclusionDescriptions: [String] { exclusions.map(\.text) }
}
