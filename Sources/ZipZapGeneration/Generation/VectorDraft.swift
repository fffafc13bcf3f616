import ZipZap
import ZipZapConformance

/// A vector before it has an id and an expected outcome. Generated drafts get their expected outcome from the
/// reference; hand-written drafts carry one, reasoned from the spec, and the generator refuses to write them when
/// the reference disagrees.
public struct VectorDraft: Sendable {
    /// Identifies the vector across regenerations, so that it keeps its id (`IDRegistry`).
    public var key: String
    public var description: String
    public var clauses: [String]
    public var flags: [String]
    public var provenance: Vector.Provenance
    public var field: FieldSpec
    /// The source and its events, typed and as the vector's JSON; a draft built in code encodes its typed input once,
    /// a draft read from a fixture keeps the JSON it read, and the generator decodes nothing.
    public var input: SourceInput
    /// For hand-written drafts: what the spec requires of the trace and the final value.
    public var handExpectation: HandExpectation?
    /// Set for a GS1 parser vector: the parse; the field, source and events are then unused (`GS1ParseDrafts`).
    public var gs1: GS1ParseCase?

    public init(
        key: String, description: String, clauses: [String], flags: [String], provenance: Vector.Provenance,
        field: FieldSpec, input: SourceInput, handExpectation: HandExpectation? = nil
    ) {
        self.key = key
        self.description = description
        self.clauses = clauses
        self.flags = flags
        self.provenance = provenance
        self.field = field
        self.input = input
        self.handExpectation = handExpectation
    }
}

/// What a hand-written draft requires: the whole trace, or for source vectors its skeleton — each entry's cause and
/// kind, in order — and the final value; the reference fills in the members (scans, positions), and the generator
/// refuses a draft whose reference trace does not have exactly that skeleton.
public enum HandExpectation: Sendable, Hashable {
    case exact(ReferenceEngine.Result)
    case skeleton([Step], value: [UInt8]?)

    public struct Step: Sendable, Hashable, CustomStringConvertible {
        public var cause: Int
        public var kind: TraceEventKind
        public init(_ cause: Int, _ kind: TraceEventKind) {
            self.cause = cause
            self.kind = kind
        }
        public var description: String { "\(cause):\(kind.rawValue)" }
    }

    /// Whether the reference's result meets the expectation.
    func isMet(by result: ReferenceEngine.Result) -> Bool {
        switch self {
        case .exact(let expected): return expected == result
        case .skeleton(let steps, let value):
            return result.refusal == nil && value == result.value && steps.map { JSONValue.object([("event", .int($0.cause)), ("kind", .string($0.kind.rawValue))]) }
                == result.trace.map { .object([("event", $0["event"] ?? .null), ("kind", $0["kind"] ?? .null)]) }
        }
    }

    var summary: String {
        switch self {
        case .exact(let expected):
            expected.refusal.map { "refused: \($0)" }
                ?? JSONWriter().compact(.array(expected.trace)) + " value " + (expected.value.map(ValueEscaping.display) ?? "none")
        case .skeleton(let steps, let value): steps.map(\.description).joined(separator: " ") + " value " + (value.map(ValueEscaping.display) ?? "none")
        }
    }
}

/// What a hand-written direct-source vector expects of one scan.
public enum Expect: Sendable, Hashable {
    case accepted(String, changed: Bool = true)
    case acceptedBytes([UInt8], changed: Bool = true)
    case rejected(String, position: Int? = nil)
    case ignored(BarcodeType)

    func traceEntry(event: Int, scan: Scan) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("event", .int(event))]
        switch self {
        case .accepted(let value, let changed):
            members += [("kind", .string("write")), ("scan", TraceJSON.json(scan)), ("value", .string(value)), ("changed", .bool(changed))]
        case .acceptedBytes(let value, let changed):
            members += [("kind", .string("write")), ("scan", TraceJSON.json(scan)), ("value", VectorValue.json(value)), ("changed", .bool(changed))]
        case .rejected(let step, let position):
            members += [("kind", .string("reject")), ("scan", TraceJSON.json(scan)), ("step", .string(step))]
            if let position { members.append(("position", .int(position))) }
        case .ignored(let type):
            members += [("kind", .string("ignore")), ("scan", TraceJSON.json(scan)), ("type", .string(type.rawValue))]
        }
        return .object(members)
    }
}

extension VectorDraft {
    /// A hand-written direct-source vector: `scans` in order, each with what the spec says the field does, and the
    /// bound value at the end.
    public static func direct(
        _ key: String, _ description: String, clauses: [String], flags: [String], field: FieldSpec,
        _ steps: [(Scan, Expect)], finalValue: [UInt8]?
    ) -> VectorDraft {
        VectorDraft(
            key: key, description: description, clauses: clauses, flags: flags, provenance: .handWritten, field: field,
            input: SourceInput(.direct(steps.map(\.0))),
            handExpectation: .exact(ReferenceEngine.Result(
                trace: steps.enumerated().map { $1.1.traceEntry(event: $0, scan: $1.0) }, value: finalValue)))
    }

    /// A generated direct-source vector of one scan; the reference supplies the expected outcome.
    public static func generatedScan(
        _ key: String, _ description: String, clauses: [String], flags: [String], generator: String,
        field: FieldSpec, scan: Scan
    ) -> VectorDraft {
        VectorDraft(
            key: key, description: description, clauses: clauses, flags: flags,
            provenance: .generated(generator: generator, seed: nil), field: field, input: SourceInput(.direct([scan])))
    }
}
