import ZipZap
import ZipZapConformance

/// What a hand-written vector requires, reasoned from the spec; the generator refuses to write a draft whose
/// reference result does not meet it. The one form every case row and every Swift family writes an expectation in.
public enum Expectation: Sendable, Hashable {
    /// A direct source: what the field does with each scan, in order, and the bound value at the end. Whether a
    /// write changed the value follows from the field's initial value and the writes before it (SPEC C-5.3).
    case scans([ScanStep], final: [UInt8]?)
    /// A source model: the trace's skeleton — each entry's cause and kind, in order — and the bound value at the
    /// end; the reference fills in each entry's members.
    case skeleton([Step], final: [UInt8]?)
    /// The field must not be configured (SPEC C-4.20): nothing runs.
    case refused(ConfigurationRefusal)
    /// A GS1 parser vector's whole answer (SPEC C-7.40), as `GS1ParseOutcome` writes it.
    case gs1Parse(JSONValue)
    /// A result recorded as a whole: a fuzz finding kept as a regression (`FindingsFamily`).
    case recorded(ReferenceEngine.Result)

    /// What the field does with one scan of a direct source.
    public enum Outcome: Sendable, Hashable {
        case accepted([UInt8])
        case rejected(String, position: Int? = nil)
        case ignored(BarcodeType)

        public static func accepted(_ text: String) -> Outcome { .accepted(Array(text.utf8)) }
    }

    /// One scan of a direct source and what the field does with it.
    public struct ScanStep: Sendable, Hashable {
        public var scan: Scan
        public var outcome: Outcome
        public init(_ scan: Scan, _ outcome: Outcome) {
            self.scan = scan
            self.outcome = outcome
        }
    }

    /// One entry of a skeleton: the 0-based event that caused it and its kind.
    public struct Step: Sendable, Hashable, CustomStringConvertible {
        public var cause: Int
        public var kind: TraceEventKind
        public init(_ cause: Int, _ kind: TraceEventKind) {
            self.cause = cause
            self.kind = kind
        }
        public var description: String { "\(cause):\(kind.rawValue)" }
    }

    /// Whether the reference's result for `draft` meets the expectation.
    func isMet(by result: ReferenceEngine.Result, for draft: VectorDraft) -> Bool {
        guard case .skeleton(let steps, let final) = self else { return exactResult(for: draft) == result }
        return result.refusal == nil && final == result.value
            && steps.map { [JSONValue.int($0.cause), .string($0.kind.rawValue)] } == result.trace.map { [$0["event"] ?? .null, $0["kind"] ?? .null] }
    }

    /// The whole result the expectation stands for; nil for a skeleton, whose members the reference fills in.
    func exactResult(for draft: VectorDraft) -> ReferenceEngine.Result? {
        switch self {
        case .scans(let steps, let final): ReferenceEngine.Result(trace: Self.trace(steps, initial: draft.field.initialValue), value: final)
        case .skeleton: nil
        case .refused(let refusal): ReferenceEngine.Result(trace: [], value: nil, refusal: refusal)
        case .gs1Parse(let answer): ReferenceEngine.Result(trace: [answer], value: nil)
        case .recorded(let result): result
        }
    }

    func summary(for draft: VectorDraft) -> String {
        if case .skeleton(let steps, let final) = self { return steps.map(\.description).joined(separator: " ") + " value " + Self.display(final) }
        return exactResult(for: draft).map(Self.summary) ?? ""
    }

    static func summary(_ result: ReferenceEngine.Result) -> String {
        result.refusal.map { "refused: \($0)" } ?? JSONWriter().compact(.array(result.trace)) + " value " + display(result.value)
    }

    private static func display(_ value: [UInt8]?) -> String { value.map(ValueEscaping.display) ?? "none" }

    /// The trace a direct draft's outcomes stand for: one entry per scan, `changed` false for a write of the value
    /// already bound.
    private static func trace(_ steps: [ScanStep], initial: [UInt8]?) -> [JSONValue] {
        var bound = initial
        return steps.enumerated().map { index, step in
            var members: [(key: String, value: JSONValue)] = [("event", .int(index))]
            let scan = TraceJSON.json(step.scan)
            switch step.outcome {
            case .accepted(let value):
                members += [("kind", .string("write")), ("scan", scan), ("value", VectorValue.json(value)), ("changed", .bool(value != bound))]
                bound = value
            case .rejected(let step, let position):
                members += [("kind", .string("reject")), ("scan", scan), ("step", .string(step))]
                if let position { members.append(("position", .int(position))) }
            case .ignored(let type):
                members += [("kind", .string("ignore")), ("scan", scan), ("type", .string(type.rawValue))]
            }
            return .object(members)
        }
    }
}
