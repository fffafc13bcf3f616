import ZipZapConformance

/// The oracle: the in-process reference's outcome is the vector's expectation, and any difference in the trace,
/// the final value or a refusal is a disagreement (SPEC C-13.1).
enum FuzzOracle {
    /// What differs, or nil when the implementation answers as the reference does. A request the implementation
    /// chooses to skip is no disagreement; an error it reports, or a crash, hang or protocol violation, is one.
    static func disagreement(_ vector: Vector, _ implementation: any ImplementationUnderTest) throws(HarnessError) -> String? {
        switch try implementation.run(vector) {
        case .result(let trace, let value):
            VectorCheck.difference(
                vector, actualTrace: trace, actualValue: value,
                gs1Members: implementation.capabilities.gs1Parse?.members ?? GS1ParseMember.everything)?.message
        case .refused(let refusal): VectorCheck.difference(vector, actualRefusal: refusal)?.message
        case .skipped: nil
        case .error(let message): "the implementation reported an error: " + message
        case .broken(let message): message
        }
    }
}
