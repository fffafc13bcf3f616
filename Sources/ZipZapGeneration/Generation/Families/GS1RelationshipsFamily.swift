import ZipZap
import ZipZapConformance

extension VectorFamily {
    static let gs1Relationships = VectorFamily(
        name: "gs1-relationships",
        description: "`.gs1` on the requisites and exclusions of the AI table, release 2026-01-27 of GS1's Barcode Syntax Dictionary (SPEC C-7.1, C-7.17): for each entry, each alternative of each requisite met alone (accepted), none met (rejected), each `+` group met in part (rejected), and each exclusion broken (rejected), every other relationship met; and the relationships of (03) that the release does not have.",
        flags: [
            .init("RequisiteNotEnforced", bug: "an AI is accepted when no alternative of one of its requisites is present",
                  breaks: "data the release refuses, such as a lot number with no product, is stored"),
            .init("RequisiteAlternativeRefused", bug: "an alternative the release lists for a requisite is not accepted, or each requisite is not met on its own",
                  breaks: "valid labels are refused"),
            .init("JoinedRequisitePartlyAccepted", bug: "an alternative joined with `+` is accepted with only some of its AIs",
                  breaks: "a secondary serial or a signature is accepted without the full key it must go with"),
            .init("ExclusionNotEnforced", bug: "two AIs the release says must not appear together are accepted together",
                  breaks: "contradictory labels, such as two net weights, are stored"),
            .init("TableNotTheRelease", bug: "relationships that are not in the release (the (03) ones of the dictionary's development head) are applied",
                  breaks: "the implementation disagrees with every engine that ships the release"),
        ],
        drafts: { GS1RelationshipDrafts.all() })
}

/// The drafts of the `gs1-relationships` family, entry by entry of the table, then the (03) checks.
enum GS1RelationshipDrafts {
    static let field = FieldSpec(rules: [.gs1(relaxed: [])])
    static let clauses = ["C-4.5", "C-7.1", "C-7.17"]

    static func all() -> [VectorDraft] {
        entries().flatMap { requisiteDrafts($0) + exclusionDrafts($0) } + releaseDrafts()
    }

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

    /// (03) with each AI whose relationships with (03) the dictionary's development head has (WR 25-306) and the
    /// release 2026-01-27 does not: rejected where the release's requisite leaves (03) out, accepted where only
    /// the head adds an exclusion of (03). Expectations read from the release's entries; values are short valid ones.
    static func releaseDrafts() -> [VectorDraft] {
        let example = "(03)\(GS1Samples.gtin)(243)ABC"
        let cases: [(others: [String], accepted: Bool, reason: String)] = [
            (["20"], false, "(20) requires (01), (02), (8006) or (8026)"),
            (["240"], false, "(240) requires (01), (02), (8006) or (8026)"),
            (["241"], false, "(241) requires (01), (02), (8006) or (8026)"),
            (["21", "250"], false, "(250) requires (01) or (8006), and (21)"),
            (["251"], false, "(251) requires (01) or (8006)"),
            (["422"], false, "(422) requires (01), (02), (8006) or (8026)"),
            (["423"], false, "(423) requires (01) or (02)"),
            (["424"], false, "(424) requires (01) or (02)"),
            (["425"], false, "(425) requires (01) or (02)"),
            (["426"], false, "(426) requires (01) or (02)"),
            (["422", "427"], false, "(427) requires (01) or (02), and (422)"),
            (["7003"], false, "(7003) requires (01) or (02)"),
            (["10", "7004"], false, "(7004) requires (01) with (10)"),
            (["7010"], false, "(7010) requires (01) or (02)"),
            (["7011"], false, "(7011) requires (01) or (02)"),
            (["416", "7020"], false, "(7020) requires (01) or (8006), and (416)"),
            (["7021"], false, "(7021) requires (01) or (8006)"),
            (["7021", "7022"], false, "(7022) requires (7021), which requires (01) or (8006)"),
            (["8008"], false, "(8008) requires (01) or (02)"),
            (["8009"], false, "(8009) requires (00) or (01)"),
            (["8012"], false, "(8012) requires (01) or (8006)"),
            (["21", "8030"], false, "(8030) takes (01), not (03), with (21)"),
            (["8006"], true, "(8006) excludes (01) and (37), not (03)"),
            (["8006", "7240"], true, "(7240) requires (01) or (8006) and excludes nothing"),
        ]
        return [
            .gs1("release/03/example", "\(example): (243) requires (01), which (03) does not stand in for; with (01) it is accepted",
                 clauses: clauses, flags: ["TableNotTheRelease"],
                 [(Scan(example), false), (Scan("(01)\(GS1Samples.gtin)(243)ABC"), true)]),
        ] + cases.map { others, accepted, reason in
            let elements = others.compactMap { GS1ElementStrings.table.definition(for: $0) }
                .map { ($0, GS1ElementStrings.components(of: $0, longest: false).flatMap { $0 }) }
            let value = "(03)\(GS1Samples.gtin)" + String(decoding: GS1ElementStrings.bracketed(elements), as: UTF8.self)
            return .gs1("release/03/" + others.joined(separator: "+"), "\(value): \(reason) in the release, so "
                        + (accepted ? "accepted" : "rejected"), clauses: clauses, flags: ["TableNotTheRelease"],
                        [(Scan(value), accepted)])
        }
    }
}
