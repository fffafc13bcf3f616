import ZipZapVectors

/// The reference (optionally with catalogued faults planted) behind `InProcessImplementation`: what the example test
/// target runs over every vector, and the model of an adoption. Its traces are the reference engine's, read back
/// into typed entries, since the faults are pipelines that write vector traces.
public struct ReferenceImplementation: InProcessImplementation {
    public let faults: [Fault]

    public init(faults: [Fault] = []) { self.faults = faults }

    public var name: String { InProcessReference(faults: faults).name }
    public var version: String { ConformanceSuite.version }
    public var capabilities: Capabilities { .reference }

    public func run(field: FieldSpec, input: VectorInput) -> FieldRun {
        let result = faults.isEmpty ? ReferenceEngine.run(field: field, input: input) : FaultyReference.run(field: field, input: input, faults: faults)
        do {
            if let refusal = result.refusal { return .refused(refusal) }
            var entries: [FieldTraceEntry] = []
            for (index, entry) in result.trace.enumerated() {
                entries.append(try FieldTraceEntry(JSONReader(entry, path: "$.trace[\(index)]")))
            }
            return .trace(entries, finalValue: result.value)
        } catch {
            return .error(message: "\(error)")
        }
    }

    public func parseGS1(_ request: GS1ParseCase) -> GS1ParseAnswer { GS1ParseAnswer(reference: request) }
}
