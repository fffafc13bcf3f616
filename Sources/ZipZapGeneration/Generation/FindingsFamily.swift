import ZipZapConformance

extension VectorFamily {
    public static let findingsName = "fuzz-findings"

    /// The fuzz findings a maintainer adopted (SPEC C-13.5): every vector of the vector files in `folder`, which
    /// `fuzz --out` wrote, held to the expectation its file gives, so the generator refuses one the reference no
    /// longer agrees with. Each keeps its id through the key its request hashes to. nil when the folder has none.
    public static func findings(in folder: String, knownClauses: Set<String>?) throws(VectorGenerator.Failure) -> VectorFamily? {
        guard FileSystem.exists(folder) else { return nil }
        let loaded = SuiteLoader.load(folder: folder, knownClauses: knownClauses)
        if let problem = loaded.problems.first {
            throw VectorGenerator.Failure(family: findingsName, key: problem.file, message: problem.description)
        }
        var drafts: [VectorDraft] = []
        for (file, vector) in loaded.vectors {
            guard case .fuzz = vector.provenance else {
                throw VectorGenerator.Failure(family: findingsName, key: file, message: "\(vector.id) is not a fuzz finding (provenance kind fuzz)")
            }
            var draft = VectorDraft(
                key: vector.unadoptedID, description: vector.description, clauses: vector.clauses, flags: [],
                provenance: vector.provenance, field: vector.field, input: vector.input,
                expectation: .recorded(ReferenceEngine.Result(trace: vector.expectedTrace, value: vector.expectedValue, refusal: vector.expectedError)))
            draft.gs1 = vector.gs1
            drafts.append(draft)
        }
        guard !drafts.isEmpty else { return nil }
        let adopted = drafts
        return VectorFamily(
            name: findingsName, description: "Vectors found by zipzap-conformance fuzz and adopted from Conformance/findings/ (SPEC C-13.5).",
            flags: [], drafts: { adopted })
    }
}
