import ZipZapVectors

/// An `InProcessImplementation` as the runner drives implementations: the vector's input as it was decoded at load, the
/// typed answer written as the trace the comparison reads.
final class InProcessBridge<Implementation: InProcessImplementation>: ImplementationUnderTest, Sendable {
    let implementation: Implementation

    init(_ implementation: Implementation) { self.implementation = implementation }

    var name: String { implementation.name }
    var version: String { implementation.version }
    var capabilities: Capabilities { implementation.capabilities }

    func run(_ vector: Vector) -> ImplementationReply {
        if let parse = vector.gs1 {
            let answer = implementation.parseGS1(parse)
            guard let outcome = answer.json else {
                if case .error(let message) = answer { return .error(message: message) }
                return .error(message: "no GS1 parse outcome")
            }
            return .result(trace: [outcome], value: nil)
        }
        switch implementation.run(field: vector.field, input: vector.input.decoded) {
        case .trace(let entries, let finalValue): return .result(trace: entries.map(\.json), value: finalValue)
        case .refused(let refusal): return .refused(refusal)
        case .skipped(let reason): return .skipped(reason: reason)
        case .error(let message): return .error(message: message)
        }
    }

    func shutdown() {}
}
