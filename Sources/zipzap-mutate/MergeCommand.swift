import CommandLineOptions
import Foundation
import ZipZapMutation

/// `zipzap-mutate merge [--package DIR] [--report DIR] [--minimum-score P] SHARD_REPORT_DIR...`: the report of the
/// whole run from its shards' report directories (the same score, survivors and table as one run of every mutant).
enum MergeCommand {
    static let declaration = CommandDeclaration(
        "zipzap-mutate merge",
        about: ["the report of the whole run from its shards' report directories (the same score, survivors and table as one run)"],
        positionals: [PositionalDeclaration("SHARD_REPORT_DIR", help: "a shard's --report directory", required: true, repeats: true)],
        options: [
            .value("--package", "DIR", help: "the package whose sites the shards mutated", default: "."),
            .value("--report", "DIR", help: "writes DIR/mutation-report.txt and DIR/mutants.tsv of the whole run"),
            .value("--minimum-score", "PERCENT", help: "exit 1 when the score is below it"),
        ])

    static func run(_ words: [String]) -> Int32 {
        let arguments = declaration.parsedOrExit(words.map { Array($0.utf8) })
        let package: String, report: String?, minimumScore: Double?
        do throws(UsageError) {
            package = try arguments.path("--package") ?? "."
            report = try arguments.path("--report")
            minimumScore = try arguments.number("--minimum-score", in: 0...100)
        } catch {
            declaration.exitWithUsageError(error)
        }
        let directories = arguments.positionals.map { String(decoding: $0, as: UTF8.self) }
        let root = packageRoot(package)
        let sites = findSites(Workspace(root: root, work: root + "/.build/mutation"), only: [])
        do {
            let merged = try ReportDirectory.merge(directories, sites: sites)
            publish(merged, shard: .whole, mutantCount: merged.entries.count, directory: report, minimumScore: minimumScore)
        } catch {
            fail(error.description)
        }
    }
}
