import ZipZap
import ZipZapConformance

extension ComputedPart {
    /// `gs1-relationships` after its rows (`Conformance/cases/C-04/gs1-relationships.cases`, the (03) checks of the
    /// release): every requisite and exclusion of the AI table, entry by entry; the reference gives each outcome.
    static let gs1RelationshipsOfTheTable = ComputedPart(family: "gs1-relationships", drafts: {
        GS1RelationshipDrafts.entries().flatMap { GS1RelationshipDrafts.requisiteDrafts($0) + GS1RelationshipDrafts.exclusionDrafts($0) }
    })
}

/// The computed drafts of the `gs1-relationships` family, entry by entry of the table.
enum GS1RelationshipDrafts {
    static let field = FieldSpec(rules: [.gs1(relaxed: [])])
    static let clauses = ["C-4.5", "C-7.1", "C-7.17"]

    /// The first AI of each entry of the table: a run of consecutive AIs with the same title, format and
    /// relationships is one entry (a range such as 3100-3105).
    static func entries() -> [GS1AIDefinition] {
        let definitions = GS1ElementStrings.table.definitions
        return definitions.indices.filter { $0 == 0 || !sameEntry(definitions[$0 - 1], definitions[$0]) }.map { definitions[$0] }
    }

    private static func sameEntry(_ previous: GS1AIDefinition, _ next: GS1AIDefinition) -> Bool {
        previous.code.length == next.code.length && previous.code.number + 1 == next.code.number
            && [previous.title, previous.specification] == [next.title, next.specification]
            && previous.requisiteDescriptions == next.requisiteDescriptions
            && previous.exclusionDescriptions == next.exclusionDescriptions
    }

    /// For requisite N of the entry: each alternative alone (`req/AI/N/ALT`), none (`req/AI/N/none`), and each
    /// `+` group without one of its AIs (`req/AI/N/ALT/without-AI`). A case that no set of AIs can isolate (the AI
    /// left out is required by another AI of the group, say) has no vector.
    static func requisiteDrafts(_ definition: GS1AIDefinition) -> [VectorDraft] {
        var drafts: [VectorDraft] = []
        for (index, requisite) in GS1RelationshipSets.requisites(of: definition).enumerated() {
            let prefix = "req/\(definition.ai)/\(index + 1)"
            let listed = requisite.map { $0.joined(separator: "+") }.joined(separator: ",")
            let every = requisite.flatMap { $0 }
            for group in requisite {
                let name = group.joined(separator: "+")
                let sets = GS1RelationshipSets(avoid: every.filter { !group.contains($0) })
                if let present = sets.complete([definition] + group.compactMap(sets.candidate(matching:))) {
                    drafts.append(draft("\(prefix)/\(name)", "requisite \(listed) met by \(name) alone", present,
                                        flag: "RequisiteAlternativeRefused"))
                }
                guard group.count > 1 else { continue }
                for left in group {
                    let start = [definition] + group.filter { $0 != left }.compactMap(GS1RelationshipSets().candidate(matching:))
                    guard !GS1RelationshipSets.isMet(requisite, by: start) else { continue }
                    let partial = GS1RelationshipSets(open: index, avoid: every.filter { !GS1RelationshipSets.contains(start, $0) })
                    if let present = partial.complete(start) {
                        drafts.append(draft("\(prefix)/\(name)/without-\(left)", "requisite \(listed): \(name) without \(left)",
                                            present, flag: "JoinedRequisitePartlyAccepted"))
                    }
                }
            }
            if let present = GS1RelationshipSets(open: index, avoid: every).complete([definition]) {
                drafts.append(draft("\(prefix)/none", "requisite \(listed) not met, every other one met", present,
                                    flag: "RequisiteNotEnforced"))
            }
        }
        return drafts
    }

    /// For each exclusion pattern of the entry: the entry's AI with the first other AI the pattern matches
    /// (`ex/AI/PATTERN`), every requisite met.
    static func exclusionDrafts(_ definition: GS1AIDefinition) -> [VectorDraft] {
        definition.exclusionDescriptions.compactMap { pattern in
            guard let partner = GS1ElementStrings.table.definitions.first(where: {
                $0.ai != definition.ai && GS1AIPattern.matches(pattern, $0.ai)
            }), let present = GS1RelationshipSets(allowedPair: [definition.ai, partner.ai]).complete([definition, partner])
            else { return nil }
            return draft("ex/\(definition.ai)/\(pattern)", "excludes \(pattern): with (\(partner.ai)), every requisite met", present,
                         flag: "ExclusionNotEnforced")
        }
    }

    /// The bracketed element string of `present`, each AI with a short valid value, the entry's AI first. Beside
    /// (8030) a key that C-7.18 wants serialised keeps its optional serial, so that only the relationship is tested.
    private static func draft(_ key: String, _ description: String, _ present: [GS1AIDefinition], flag: String) -> VectorDraft {
        let signed = present.contains { $0.ai == "8030" }
        let elements = present.map { definition in
            let serialised = signed && ["253", "255", "8003"].contains(definition.ai)
            let components = definition.components.enumerated().filter { serialised || !$0.element.isOptional }.map { index, component in
                GS1ValueSynthesizer.valid(component, length: serialised && index > 0 ? 1 : component.minLength)
            }
            return (definition, components.flatMap { $0 })
        }
        let companions = present.dropFirst().map { "(\($0.ai))" }.joined()
        return .generatedScan(
            key, "(\(present[0].ai)) \(present[0].title): \(description)" + (companions.isEmpty ? "" : "; present: \(companions)"),
            clauses: clauses, flags: [flag], generator: "gs1-relationships", field: field,
            // Bracketed and typed: the form of the example, and what a wedge or a person sends.
            scan: Scan(value: GS1ElementStrings.bracketed(elements), type: nil))
    }
}
