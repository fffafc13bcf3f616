import CommandLineOptions
import ZipZapConformance

/// `zipzap-conformance compare OLD.json NEW.json`: what changed between two runs' JSON reports.
enum CompareCommand {
    static let declaration = CommandDeclaration(
        "zipzap-conformance compare",
        about: [
            "lists regressions (passed in OLD, not in NEW: failed, skipped, unsupported, not run or absent), new passes,",
            "and the failure groups that appeared, went away or changed",
        ],
        positionals: [
            PositionalDeclaration("OLD.json", help: "a report written by 'run --report-json': the baseline, e.g. the last main's", required: true),
            PositionalDeclaration("NEW.json", help: "the report of the run to judge", required: true),
        ],
        options: [
            .value("--badge", "FILE", help: "shields.io endpoint JSON for NEW: \"N% passing\" of the vectors the implementation "
                + "declares (every vector but the unsupported ones)"),
            .value("--suite-badge", "FILE", help: "the same of every vector of NEW's run (run the whole suite for the suite's figure)"),
        ],
        notes: ["exit status: 0 no regression, 1 a regression, 2 usage error or a report that cannot be read"])

    static func run(_ arguments: ParsedArguments) throws(UsageError) -> Int32 {
        let files = arguments.positionals.map { String(decoding: $0, as: UTF8.self) }
        var badges: [(file: String, badge: (SavedReport) -> PassingBadge)] = []
        if let file = try arguments.path("--badge") { badges.append((file, PassingBadge.declared)) }
        if let file = try arguments.path("--suite-badge") { badges.append((file, PassingBadge.suite)) }
        let old: SavedReport, new: SavedReport
        do {
            old = try SavedReport(file: files[0])
            new = try SavedReport(file: files[1])
        } catch {
            printError("zipzap-conformance compare: \(error)")
            return 2
        }
        let comparison = RunComparison(old: old, new: new)
        print(comparison.text)
        for (file, badge) in badges {
            do { try FileSystem.writeAtomically(Array(badge(new).json.utf8), to: file) } catch {
                printError("zipzap-conformance compare: \(error)")
                return 2
            }
        }
        return comparison.exitCode
    }
}
