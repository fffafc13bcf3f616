import ZipZap
import ZipZapConformance

/// Sets of AIs that meet every requisite and exclusion of the table but the one a `gs1-relationships` vector breaks.
///
/// A set starts from the AIs the vector is about; AIs are added, alternatives tried in the table's order, until
/// every requisite of every AI present is met, except the requisite left open. An added AI is never one that an
/// `avoid` pattern matches, and no AI present excludes another but the one pair allowed.
struct GS1RelationshipSets {
    /// Requisite `index` of the set's first AI, which is neither sought nor required.
    var open: Int?
    /// Patterns of AIs that must not be added.
    var avoid: [String] = []
    /// The two AIs allowed to exclude each other.
    var allowedPair: Set<String> = []

    /// A set's size limit: the largest chain of requisites in the table is far shorter.
    private static let limit = 12

    /// `start`, with what its requisites call for; nil when no set meets the constraints.
    func complete(_ start: [GS1AIDefinition]) -> [GS1AIDefinition]? {
        guard start.count <= Self.limit, isCompatible(start) else { return nil }
        guard let requisite = firstUnmet(start) else { return start }
        for group in requisite {
            let missing = group.filter { !Self.contains(start, $0) }
            let added = missing.compactMap(candidate(matching:))
            guard added.count == missing.count, let found = complete(start + added) else { continue }
            return found
        }
        return nil
    }

    /// The AI a pattern adds: the first of the table that it matches and no `avoid` pattern does.
    func candidate(matching pattern: String) -> GS1AIDefinition? {
        GS1ElementStrings.table.definitions.first { definition in
            GS1AIPattern.matches(pattern, definition.ai) && !avoid.contains { GS1AIPattern.matches($0, definition.ai) }
        }
    }

    /// The first requisite of an AI present that none of its alternatives meets, the open one aside.
    private func firstUnmet(_ present: [GS1AIDefinition]) -> [[String]]? {
        for (position, definition) in present.enumerated() {
            for (index, requisite) in Self.requisites(of: definition).enumerated()
            where !(position == 0 && index == open) && !Self.isMet(requisite, by: present) {
                return requisite
            }
        }
        return nil
    }

    /// No AI present excludes another (an AI never excludes itself), the allowed pair aside.
    private func isCompatible(_ present: [GS1AIDefinition]) -> Bool {
        present.allSatisfy { definition in
            definition.exclusionDescriptions.allSatisfy { pattern in
                !present.contains { other in
                    other.ai != definition.ai && GS1AIPattern.matches(pattern, other.ai)
                        && allowedPair != [definition.ai, other.ai]
                }
            }
        }
    }

    /// Each requisite as its alternatives, each a group of patterns (`01+21` is `["01", "21"]`).
    static func requisites(of definition: GS1AIDefinition) -> [[[String]]] {
        definition.requisiteDescriptions.map { $0.split(separator: ",").map { $0.split(separator: "+").map(String.init) } }
    }

    static func isMet(_ requisite: [[String]], by present: [GS1AIDefinition]) -> Bool {
        requisite.contains { group in group.allSatisfy { contains(present, $0) } }
    }

    static func contains(_ present: [GS1AIDefinition], _ pattern: String) -> Bool {
        present.contains { GS1AIPattern.matches(pattern, $0.ai) }
    }
}
