import ZipZapConformance

/// Turns families of drafts into vector files: runs each draft through the reference, holds hand-written drafts to
/// their expected outcome, and gives every vector its registered id.
public enum VectorGenerator {
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public let family: String
        public let key: String
        public let message: String
        public var description: String { "\(family)/\(key): \(message)" }
    }

    /// `knownClauses`, when given, is the set of clause ids of SPEC.md; a draft citing another is a failure.
    public static func generate(
        _ families: [VectorFamily], registry: inout IDRegistry, knownClauses: Set<String>? = nil
    ) throws(Failure) -> [VectorFile] {
        var files: [VectorFile] = []
        for family in families {
            var vectors: [Vector] = []
            var keys = Set<String>()
            var usedFlags = Set<String>()
            let definedFlags = Set(family.flags.map(\.name))
            for draft in family.drafts() {
                func fail(_ message: String) -> Failure { Failure(family: family.name, key: draft.key, message: message) }
                guard keys.insert(draft.key).inserted else { throw fail("two drafts have this key") }
                guard !draft.clauses.isEmpty else { throw fail("cites no clause") }
                if let knownClauses, let unknown = draft.clauses.first(where: { !knownClauses.contains($0) }) {
                    throw fail("cites clause \(unknown), which SPEC.md does not have")
                }
                if let undefined = draft.flags.first(where: { !definedFlags.contains($0) }) {
                    throw fail("uses flag \(undefined), which the family does not define")
                }
                usedFlags.formUnion(draft.flags)
                let result = draft.gs1.map { ReferenceEngine.Result(trace: [GS1ParseOutcome.reference($0)], value: nil) }
                    ?? ReferenceEngine.run(field: draft.field, input: draft.input.decoded)
                if let expected = draft.expectation, !expected.isMet(by: result, for: draft) {
                    throw fail("""
                        the reference disagrees with the hand-written expectation
                          expected: \(expected.summary(for: draft))
                          reference: \(Expectation.summary(result))
                        """)
                }
                let vector = Vector(
                    id: registry.issue(forKey: family.name + "/" + draft.key), description: draft.description,
                    clauses: draft.clauses, flags: draft.flags, provenance: draft.provenance, field: draft.field,
                    input: draft.input,
                    expectedTrace: result.trace, expectedValue: result.value, expectedError: result.refusal, gs1: draft.gs1)
                // The timeout is a safety net, not a speed bar (PROTOCOL.md, "How much work a vector may ask for").
                let work = VectorWork.units(of: vector)
                guard work <= VectorWork.bound else {
                    throw fail("\(vector.id) asks for \(work) units of work, over the bound of \(VectorWork.bound)")
                }
                vectors.append(vector)
            }
            if let unused = definedFlags.subtracting(usedFlags).sorted().first {
                throw Failure(family: family.name, key: "-", message: "defines flag \(unused), which no vector uses")
            }
            files.append(VectorFile(family: family.name, description: family.description, flags: family.flags, vectors: vectors))
        }
        return files
    }
}
