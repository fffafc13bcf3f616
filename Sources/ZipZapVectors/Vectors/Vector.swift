/// One conformance vector: a field, a source with its input events, and what must come out.
///
/// The input is kept as its JSON, which goes to adapters verbatim, beside its meaning, decoded once when the vector
/// is made (`SourceInput`). Trace entries stay JSON: they are compared as data, so the model needs no change when a
/// source gains an event kind.
public struct Vector: Sendable, Hashable {
    public enum Provenance: Sendable, Hashable {
        /// Written by a person, with its expected outcome reasoned from the spec (the generator checks the reference
        /// agrees).
        case handWritten
        /// Built by a named generator family; `seed` is set where the family draws random inputs.
        case generated(generator: String, seed: UInt64?)
        /// Found by `fuzz`: case `case` of the campaign with `seed`, on which `implementation` (its name and version)
        /// disagreed with the reference; shrunk, its expectation the reference's (SPEC C-13.2).
        case fuzz(seed: UInt64, case: Int, implementation: String)
    }

    /// Stable id: never renumbered, never reused (`Conformance/vectors/ids.tsv`). A fuzz finding not yet adopted
    /// has none in its file; it is then known by `Vector.unadoptedID` (SPEC C-13.2).
    public var id: String
    public var description: String
    /// The SPEC.md clauses the vector pins, e.g. `C-4.2`.
    public var clauses: [String]
    /// Bug classes the vector catches; each is defined in its file's `flags`.
    public var flags: [String]
    public var provenance: Provenance
    public var field: FieldSpec
    public var input: SourceInput
    public var expectedTrace: [JSONValue]
    /// The bound value after the last event; nil when nothing was ever written.
    public var expectedValue: [UInt8]?
    /// Set when the field's configuration must be refused (SPEC C-4.20); the trace is then empty and the value nil.
    public var expectedError: ConfigurationRefusal?
    /// Set for a GS1 parser vector (SPEC C-7.40): the parse it asks for. Such a vector has no field, source or
    /// events (their defaults are left in place); `expectedTrace` holds its one expected outcome
    /// (`GS1ParseOutcome`) and `expectedValue` is nil.
    public var gs1: GS1ParseCase?

    public init(
        id: String, description: String, clauses: [String], flags: [String], provenance: Provenance,
        field: FieldSpec, input: SourceInput = .none,
        expectedTrace: [JSONValue], expectedValue: [UInt8]?, expectedError: ConfigurationRefusal? = nil,
        gs1: GS1ParseCase? = nil
    ) {
        self.id = id
        self.description = description
        self.clauses = clauses
        self.flags = flags
        self.provenance = provenance
        self.field = field
        self.input = input
        self.expectedTrace = expectedTrace
        self.expectedValue = expectedValue
        self.expectedError = expectedError
        self.gs1 = gs1
    }

    public var source: SourceKind { input.source }
    /// Source options (windows, counts ...), or nil for the defaults.
    public var sourceConfiguration: JSONValue? { input.configuration }
    public var events: [JSONValue] { input.events }
}

/// Where a vector's events come from.
public enum SourceKind: String, Sendable, Hashable, CaseIterable {
    /// Each event is one scan handed to the field's pipeline directly (no source model).
    case direct
    /// The source models of SPEC C-8 to C-11.
    case camera, hardware, hid, typing

    public init(_ source: EventSource) {
        switch source {
        case .camera: self = .camera
        case .hardware: self = .hardware
        case .hid: self = .hid
        case .typing: self = .typing
        }
    }
}
