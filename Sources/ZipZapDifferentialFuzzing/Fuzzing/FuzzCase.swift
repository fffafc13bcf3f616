import ZipZap
import ZipZapConformance

/// One generated request: a field with a source's input, or a GS1 parse. The vector it becomes carries the
/// reference's outcome as its expectation: the oracle.
public struct FuzzCase: Sendable, Hashable {
    public enum Request: Sendable, Hashable {
        case field(FieldSpec, VectorInput)
        case gs1(GS1ParseCase)
    }

    public var request: Request

    public init(_ request: Request) { self.request = request }

    /// The vector to send, expected outcome from the reference. The reference runs the input as it is, not as its
    /// JSON decodes; a campaign against the reference adapter (which decodes it) shows the two always agree.
    public func vector(id: String, description: String = "fuzz case", clauses: [String] = [],
                       provenance: Vector.Provenance = .generated(generator: "fuzz", seed: nil)) -> Vector {
        switch request {
        case .field(let field, let input):
            let result = ReferenceEngine.run(field: field, input: input)
            return Vector(
                id: id, description: description, clauses: clauses, flags: [], provenance: provenance, field: field,
                input: SourceInput(input), expectedTrace: result.trace,
                expectedValue: result.value, expectedError: result.refusal)
        case .gs1(let parse):
            return Vector(
                id: id, description: description, clauses: clauses, flags: [], provenance: provenance, field: FieldSpec(),
                expectedTrace: [GS1ParseOutcome.reference(parse)], expectedValue: nil, gs1: parse)
        }
    }
}
