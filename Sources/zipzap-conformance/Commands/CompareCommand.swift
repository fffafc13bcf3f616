import ZipZapConformance

/// `zipzap-conformance compare OLD.json NEW.json`: what changed between two runs' JSON reports.
enum CompareCommand {
    static let usage = """
        usage: zipzap-conformance compare OLD.json NEW.json [--badge FILE] [--suite-badge FILE]
          OLD.json, NEW.json    reports written by 'run --report-json' (OLD: the baseline, e.g. the last main's)
          lists regressions (passed in OLD, not in NEW: failed, skipped, unsupported, not run or absent), new passes,
          and the failure groups that appeared, went away or changed
          --badge FILE          shields.io endpoint JSON for NEW: "N% passing" of the vectors the implementation declares
                                (every vector but the unsupported ones)
          --suite-badge FILE    the same of every vector of NEW's run (run the whole suite for the suite's figure)
        exit status: 0 no regression, 1 a regression, 2 usage error or a report that cannot be read
        """

    static func run(_ arguments: [[UInt8]]) -> Int32 {
        var files: [String] = []
        var badges: [(file: String, badge: (SavedReport) -> PassingBadge)] = []
        var cursor = ArgumentCursor(arguments)
        do throws(UsageError) {
            while let token = cursor.next() {
                switch token {
                case .option("--badge"): badges.append((try cursor.path(of: "--badge"), PassingBadge.declared))
                case .option("--suite-badge"): badges.append((try cursor.path(of: "--suite-badge"), PassingBadge.suite))
                case .option(let option): throw UsageError("unknown option '\(option)'")
                case .positional(let bytes): files.append(String(decoding: bytes, as: UTF8.self))
                }
            }
            guard files.count == 2 else { throw UsageError("needs two reports, OLD.json and NEW.json; got \(files.count)") }
        } catch {
            printError("zipzap-conformance compare: \(error.message)\n\(usage)")
            return 2
        }
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
