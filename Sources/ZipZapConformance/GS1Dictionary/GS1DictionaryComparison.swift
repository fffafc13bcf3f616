import ZipZap
import ZipZapVectors

/// One difference between a dictionary file and the built-in AI table: the AI (or a range of AIs that differ alike),
/// the field, and each side's value in the dictionary's notation, `-` where a side has none.
public struct GS1DictionaryDifference: Sendable, Equatable, CustomStringConvertible {
    public let ai: String
    public let field: String
    public let ours: String
    public let theirs: String

    public init(ai: String, field: String, ours: String, theirs: String) {
        self.ai = ai
        self.field = field
        self.ours = ours.isEmpty ? "-" : ours
        self.theirs = theirs.isEmpty ? "-" : theirs
    }

    /// One line: AI, field, ours, theirs, separated by tabs.
    public var description: String { [ai, field, ours, theirs].joined(separator: "\t") }
}

/// Compares a GS1 Barcode Syntax Dictionary with the built-in AI table, AI by AI.
public enum GS1DictionaryComparison {
    /// Every difference, in the lexical order of the AIs; consecutive AIs that differ in the same way are reported
    /// once, as a range. A release the file names that is not the table's is the first difference (AI `-`).
    public static func differences(_ dictionary: GS1Dictionary, table: GS1AITable = .current) -> [GS1DictionaryDifference] {
        var theirs: [String: GS1DictionaryFacts] = [:]
        for entry in dictionary.entries {
            for ai in entry.ais { theirs[ai] = GS1DictionaryFacts(entry) }
        }
        var ours: [String: GS1DictionaryFacts] = [:]
        for definition in table.definitions { ours[definition.ai] = GS1DictionaryFacts(definition) }
        var release: [GS1DictionaryDifference] = []
        if let named = dictionary.release, named != table.release {
            release.append(GS1DictionaryDifference(ai: "-", field: "release", ours: table.release, theirs: named))
        }
        let perAI = Set(ours.keys).union(theirs.keys).sorted().map { ai in
            (ai: ai, differences: differences(ours: ours[ai], theirs: theirs[ai]))
        }
        return release + collapsed(perAI.filter { !$0.differences.isEmpty })
    }

    /// The linters the dictionary names that this package does not implement, each once, in the order first named.
    public static func unimplementedLinters(_ dictionary: GS1Dictionary) -> [String] {
        let implemented = Set(GS1Check.allCases.map(\.rawValue))
        var seen: Set<String> = []
        return dictionary.entries.flatMap { $0.components.flatMap(\.linters) }.filter { !implemented.contains($0) && seen.insert($0).inserted }
    }

    /// An AI's differences as (field, ours, theirs); an AI only one side has is one `entry` difference.
    private static func differences(ours: GS1DictionaryFacts?, theirs: GS1DictionaryFacts?) -> [(String, String, String)] {
        guard let ours, let theirs else { return [("entry", ours?.line ?? "", theirs?.line ?? "")] }
        let count = max(ours.components.count, theirs.components.count)
        return zip(ours.fields(components: count), theirs.fields(components: count)).compactMap { mine, their in
            mine.value == their.value ? nil : (mine.name, mine.value, their.value)
        }
    }

    /// Runs of consecutive AIs (same length, numbers one apart) with the same differences become one range.
    private static func collapsed(_ perAI: [(ai: String, differences: [(String, String, String)])]) -> [GS1DictionaryDifference] {
        var result: [GS1DictionaryDifference] = []
        var index = 0
        while index < perAI.count {
            var end = index
            while end + 1 < perAI.count, follows(perAI[end + 1].ai, perAI[end].ai),
                  perAI[end + 1].differences.elementsEqual(perAI[index].differences, by: ==) {
                end += 1
            }
            let name = end == index ? perAI[index].ai : perAI[index].ai + "-" + perAI[end].ai
            result += perAI[index].differences.map { GS1DictionaryDifference(ai: name, field: $0.0, ours: $0.1, theirs: $0.2) }
            index = end + 1
        }
        return result
    }

    private static func follows(_ ai: String, _ previous: String) -> Bool {
        ai.count == previous.count && Int(ai) == Int(previous).map { $0 + 1 }
    }
}
