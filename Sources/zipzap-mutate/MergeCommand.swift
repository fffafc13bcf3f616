import Foundation
import ZipZapMutation

/// `zipzap-mutate merge [--package DIR] [--report DIR] [--minimum-score P] SHARD_REPORT_DIR...`: the report of the
/// whole run from its shards' report directories (the same score, survivors and table as one run of every mutant).
enum MergeCommand {
    static func run(_ arguments: [String]) -> Int32 {
        var package = ".", report: String?, minimumScore: Double?, directories: [String] = []
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--package", "--report", "--minimum-score":
                guard let value = iterator.next() else { fail("merge: \(argument) needs a value\n\(usage)") }
                if argument == "--package" { package = value }
                if argument == "--report" { report = value }
                if argument == "--minimum-score" {
                    guard let number = Double(value) else { fail("merge: --minimum-score '\(value)' is not a number") }
                    minimumScore = number
                }
            case _ where argument.hasPrefix("--"): fail("merge: unknown option '\(argument)'\n\(usage)")
            default: directories.append(argument)
            }
        }
        guard !directories.isEmpty else { fail("merge needs the shards' report directories\n\(usage)") }
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
