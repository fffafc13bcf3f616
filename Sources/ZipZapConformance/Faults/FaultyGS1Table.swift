import ZipZap
import ZipZapVectors

/// The fault `gs1RelationshipsOfDevelopmentHead`: an engine built on the syntax dictionary's development head of
/// July 2026 instead of its release 2026-01-27. The head gives (03) the relationships of work request WR 25-306; the
/// entries it changes are below, their requisites and exclusions in the dictionary's notation (facts of the head,
/// checked with `gs1 --compare-dictionary`), every other entry as the table has it.
enum FaultyGS1Table {
    private static let headEntries: [(first: String, last: String, attributes: String)] = [
        ("03", "03", "ex=01,02,37,235"),
        ("20", "20", "req=01,02,03,8006,8026"),
        ("240", "241", "req=01,02,03,8006,8026"),
        ("243", "243", "req=01,03"),
        ("250", "250", "req=01+21,03+21,8006+21"),
        ("251", "251", "req=01,03,8006"),
        ("37", "37", "req=00+02,00+8026"),
        ("3920", "3929", "req=01+30,01+31nn,01+32nn,01+35nn,01+36nn ex=392n,393n"),
        ("422", "422", "req=01,02,03,8006,8026 ex=426"),
        ("423", "425", "req=01,02,03 ex=426"),
        ("426", "426", "req=01,02,03"),
        ("427", "427", "req=01+422,02+422,03+422"),
        ("7003", "7003", "req=01,02,03"),
        ("7004", "7004", "req=01+10,03+10"),
        ("7010", "7011", "req=01,02,03"),
        ("7020", "7020", "req=01+416,03+416,8006+416"),
        ("7021", "7021", "req=01,03,8006"),
        ("7022", "7022", "req=01+7021,03+7021,8006+7021"),
        ("7240", "7240", "req=01,8006 ex=03"),
        ("8006", "8006", "ex=01,03,37"),
        ("8008", "8008", "req=01,02,03"),
        ("8009", "8009", "req=00,01,03"),
        ("8012", "8012", "req=01,03,8006"),
        ("8026", "8026", "req=37 ex=02,03,8006"),
        ("8030", "8030", "req=00,01+21,03+21,253,255,8003,8004,8006+21,8010+8011,8017,8018"),
    ]

    /// Each AI's requisites (alternatives of `+` groups) and exclusions as the head has them.
    private static let relationships: [String: (requisites: [[[String]]], exclusions: [String])] = {
        var result: [String: (requisites: [[[String]]], exclusions: [String])] = [:]
        for definition in GS1AITable.current.definitions {
            result[definition.ai] = (definition.requisiteDescriptions.map(alternatives), definition.exclusionDescriptions)
        }
        for entry in headEntries {
            let tokens = entry.attributes.split(separator: " ")
            let requisites = tokens.filter { $0.hasPrefix("req=") }.map { alternatives(String($0.dropFirst(4))) }
            let exclusions = tokens.filter { $0.hasPrefix("ex=") }.flatMap { $0.dropFirst(3).split(separator: ",").map(String.init) }
            for definition in GS1AITable.current.definitions where (entry.first...entry.last).contains(definition.ai)
                && definition.ai.count == entry.first.count {
                result[definition.ai] = (requisites, exclusions)
            }
        }
        return result
    }()

    private static func alternatives(_ text: String) -> [[String]] {
        text.split(separator: ",").map { $0.split(separator: "+").map(String.init) }
    }

    static func relationshipsOfDevelopmentHead() -> MutantPipeline.RuleChange {
        FaultyGS1Rules.replacing { scan, options in
            var each = options
            each.checkRequisites = false
            each.checkExclusions = false
            guard case .success(let elements) = FaultyGS1Rules.parse(scan, each) else { return false }
            let present = elements.ais
            let has = { (pattern: String) in present.contains { GS1AIPattern.matches(pattern, $0) } }
            return present.allSatisfy { ai in
                guard let (requisites, exclusions) = relationships[ai] else { return true }
                let met = !options.checkRequisites || requisites.allSatisfy { $0.contains { $0.allSatisfy(has) } }
                let clear = !options.checkExclusions || !exclusions.contains { pattern in
                    present.contains { $0 != ai && GS1AIPattern.matches(pattern, $0) }
                }
                return met && clear
            }
        }
    }
}
