import ZipZap
import ZipZapConformance

/// `zipzap-conformance gs1 --compare-dictionary FILE`: every difference between a GS1 Barcode Syntax Dictionary file
/// and the built-in AI table, one a line (AI, field, ours, theirs, tab-separated), and a summary on standard error.
/// Exit status 0 when there is none, 1 when there are differences, 2 when the file cannot be read or parsed.
enum GS1CompareDictionaryCommand {
    static func run(_ path: String) -> Int32 {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(path)
        } catch {
            printError("zipzap-conformance gs1: \(error)")
            return 2
        }
        let dictionary: GS1Dictionary
        do {
            dictionary = try GS1Dictionary(parsing: bytes)
        } catch {
            for problem in error.problems { printError("\(path): \(problem)") }
            return 2
        }
        let differences = GS1DictionaryComparison.differences(dictionary)
        for difference in differences { print(difference) }
        let table = GS1AITable.current
        let aiCount = dictionary.entries.reduce(0) { $0 + $1.ais.count }
        printError("\(path) (release \(dictionary.release ?? "not named")): \(dictionary.entries.count) entries, \(aiCount) AIs; "
            + "built-in table (release \(table.release)): \(table.definitions.count) AIs; \(differences.count) difference(s)")
        let unimplemented = GS1DictionaryComparison.unimplementedLinters(dictionary)
        if !unimplemented.isEmpty {
            printError("linters the file names that this package does not implement: " + unimplemented.joined(separator: ", "))
        }
        return differences.isEmpty ? 0 : 1
    }
}
