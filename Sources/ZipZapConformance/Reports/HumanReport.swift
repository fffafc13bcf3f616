/// The report a person reads in a terminal or a CI log: counts, then each failure with its input, the expected and
/// actual traces entry by entry, the first difference marked, and the command that reproduces it.
public enum HumanReport {
    public static func render(_ report: RunReport, maximumFailures: Int = 20) -> String {
        var lines: [String] = []
        lines.append("zipzap-conformance run: \(report.implementation) \(report.implementationVersion) against suite \(report.suiteVersion)")
        let failures = report.results.filter(\.isFailure)
        for result in failures.prefix(maximumFailures) { lines += failureLines(result) }
        if failures.count > maximumFailures {
            lines.append("... and \(failures.count - maximumFailures) more failures (see --report-json, or --max-failures)")
        }
        for problem in report.suiteProblems { lines.append("VECTOR FILE PROBLEM \(problem)") }
        for stale in report.staleEntries { lines.append("STALE \(stale)") }
        if let error = report.harnessError { lines.append("HARNESS ERROR \(error)") }
        lines.append("")
        lines.append(summary(report))
        return lines.joined(separator: "\n")
    }

    /// Counts by status; its last part is the plain `N passed, N failed` line CI systems read.
    public static func summary(_ report: RunReport) -> String {
        let counts: [(String, VectorResult.Status)] = [
            ("skipped", .skipped), ("unsupported", .unsupported), ("expected failures", .expectedFailure),
            ("unexpected passes", .unexpectedPass), ("not run", .notRun),
        ]
        let others = counts.map { "\(report.count($0.1)) \($0.0)" }.joined(separator: ", ")
        return "\(report.total) vectors in \(FixedPoint.seconds(report.seconds)): \(others)"
            + (report.staleEntries.isEmpty ? "" : ", \(report.staleEntries.count) stale expectation entries")
            + (report.suiteProblems.isEmpty ? "" : ", \(report.suiteProblems.count) vector file problems") + "\n"
            + "conformance: \(report.count(.passed)) passed, \(report.results.filter(\.isFailure).count) failed"
    }

    static func failureLines(_ result: VectorResult) -> [String] {
        let writer = JSONWriter()
        let vector = result.vector
        var lines = ["", "FAIL \(vector.id) (\(result.file)): \(vector.description)"]
        lines.append("  clauses \(vector.clauses.joined(separator: ", "))" + (vector.flags.isEmpty ? "" : "; flags \(vector.flags.joined(separator: ", "))"))
        if let parse = vector.gs1 {
            lines.append("  gs1    " + clip(writer.compact(.object(parse.requestMembers))))
        } else {
            lines.append("  field  " + clip(writer.compact(vector.field.json)))
            lines.append("  source \(vector.source.rawValue)" + (vector.sourceConfiguration.map { " " + writer.compact($0) } ?? "")
                + ", events " + clip(writer.compact(.array(vector.events))))
        }
        if let message = result.message { lines.append("  " + message.split(separator: "\n").joined(separator: "\n  ")) }
        if let trace = result.actualTrace {
            let differing = result.difference?.firstDifferingEntry
            for index in 0..<max(vector.expectedTrace.count, trace.count) {
                let marker = index == differing ? ">" : " "
                let expected = index < vector.expectedTrace.count ? writer.compact(vector.expectedTrace[index]) : "(none)"
                let actual = index < trace.count ? writer.compact(trace[index]) : "(none)"
                if expected == actual {
                    lines.append("  \(marker) #\(index) both     \(clip(expected))")
                } else {
                    lines.append("  \(marker) #\(index) expected \(clip(expected))")
                    lines.append("  \(marker) #\(index) actual   \(clip(actual))")
                }
            }
            if vector.gs1 == nil {
                lines.append("    final value expected \(VectorCheck.describe(vector.expectedValue)), actual \(VectorCheck.describe(result.actualValue))")
            }
        }
        lines.append("  reproduce: zipzap-conformance run --reproduce \(vector.id) | ADAPTER")
        return lines
    }

    static func clip(_ text: String, _ limit: Int = 240) -> String {
        text.count <= limit ? text : String(text.prefix(limit)) + "... (\(text.count) characters)"
    }
}
