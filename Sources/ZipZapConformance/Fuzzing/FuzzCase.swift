import ZipZap

/// One generated request: a field with a source's input, or a GS1 parse. The vector it becomes carries the
/// reference's outcome as its expectation: the oracle.
public struct FuzzCase: Sendable, Hashable {
    public enum Request: Sendable, Hashable {
        case field(FieldSpec, VectorInput)
        case gs1(GS1ParseCase)
    }

    public var request: Request

    public init(_ request: Request) { self.request = request }

    /// The vector to send, expected outcome from the reference. Events go through their JSON as an adapter gets
    /// them, so the expectation is the reference's answer to exactly what is sent.
    public func vector(id: String, description: String = "fuzz case", clauses: [String] = [],
                       provenance: Vector.Provenance = .generated(generator: "fuzz", seed: nil)) throws(JSONReader.Error) -> Vector {
        switch request {
        case .field(let field, let input):
            let (source, configuration, events) = SourceEventsJSON.encode(input)
            let result = try ReferenceEngine.run(field: field, source: source, configuration: configuration, events: events)
            return Vector(
                id: id, description: description, clauses: clauses, flags: [], provenance: provenance, field: field,
                source: source, sourceConfiguration: configuration, events: events, expectedTrace: result.trace,
                expectedValue: result.value, expectedError: result.refusal)
        case .gs1(let parse):
            return Vector(
                id: id, description: description, clauses: clauses, flags: [], provenance: provenance, field: FieldSpec(),
                source: .direct, events: [], expectedTrace: [GS1ParseOutcome.reference(parse)], expectedValue: nil, gs1: parse)
        }
    }
}
