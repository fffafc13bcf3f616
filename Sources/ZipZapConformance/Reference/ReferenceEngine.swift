import ZipZap
import ZipZapVectors

/// Runs a vector's events through the reference implementation and records the trace that conforming
/// implementations must reproduce.
public enum ReferenceEngine {
    public struct Result: Sendable, Hashable {
        public var trace: [JSONValue]
        public var value: [UInt8]?
        /// Set when the field cannot be configured (SPEC C-4.20): nothing runs, the trace is empty.
        public var refusal: ConfigurationRefusal?

        public init(trace: [JSONValue], value: [UInt8]?, refusal: ConfigurationRefusal? = nil) {
            self.trace = trace
            self.value = value
            self.refusal = refusal
        }
    }

    public static func run(field spec: FieldSpec, input: VectorInput) -> Result {
        if let refusal = spec.configurationError { return Result(trace: [], value: nil, refusal: refusal) }
        let trace = input.run(field: spec.makeField())
        return Result(trace: trace.events.map(TraceJSON.entry), value: trace.finalValue)
    }

    /// A GS1 parser vector's result is its one outcome, as the only entry of the trace.
    public static func run(_ vector: Vector) -> Result {
        if let parse = vector.gs1 { return Result(trace: [GS1ParseOutcome.reference(parse)], value: nil) }
        return run(field: vector.field, input: vector.input.decoded)
    }
}
