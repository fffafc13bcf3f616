import ZipZap
import ZipZapConformance

extension VectorDraft {
    /// A GS1 parser vector (SPEC C-7.40). With `expected` it is hand-written and the generator holds the reference
    /// to it; without, `generator` names the family that built it and the reference gives the outcome.
    static func gs1Parse(
        _ key: String, _ description: String, clauses: [String], flags: [String], parse: GS1ParseCase,
        expected: JSONValue? = nil, generator: String? = nil
    ) -> VectorDraft {
        // Every parser vector is compared member by member (C-7.42); a rejection names a kind of C-7.41.
        let rejected = (expected ?? GS1ParseOutcome.reference(parse))["verdict"] == .string("rejected")
        var seen = Set<String>()
        let cited = (clauses + ["C-7.42"] + (rejected ? ["C-7.41"] : [])).filter { seen.insert($0).inserted }
        var draft = VectorDraft(
            key: key, description: description, clauses: cited, flags: flags,
            provenance: generator.map { .generated(generator: $0, seed: nil) } ?? .handWritten, field: FieldSpec(), input: .none,
            expectation: expected.map(Expectation.gs1Parse))
        draft.gs1 = parse
        return draft
    }

    /// The parses a field vector's scans amount to: each `direct` scan as the `.gs1` rule hands it to the parser
    /// (with the symbology identifier of its type, C-7.13), with the rule's switches. Source vectors give none.
    var gs1Parses: [GS1ParseCase] {
        guard case .direct(let scans) = input.decoded, gs1 == nil else { return [] }
        var relaxed: GS1Options.Relaxations = []
        for case .gs1(let rule) in field.rules { relaxed = rule }
        return scans.map { scan in
            let bytes = scan.value
            guard let type = scan.type, bytes.first != UInt8(ascii: "]") else { return GS1ParseCase(input: bytes, relaxed: relaxed) }
            let identifier = SymbologyIdentifier.canonical(for: type)
            return GS1ParseCase(
                input: [UInt8(ascii: "]"), identifier.code, identifier.modifier] + bytes, form: .scanData, relaxed: relaxed)
        }
    }
}
