import ZipZapVectors

/// The report a person reads in a terminal or a CI log: the failures grouped by cause, largest group first — each
/// group's signature and count, one representative with its input, the expected and actual traces entry by entry
/// (each shown once), the first difference marked and the command that reproduces it, then the ids of the rest —
/// the results by SPEC section and clause, and the counts.
public enum HumanReport {
    /// `maximumFailures`: how many groups show their representative in full; the others show its headline.
    public static func render(_ report: RunReport, maximumFailures: Int = 20) -> String {
        var lines: [String] = []
        lines.append("zipzap-conformance run: \(report.runLine)")
        let groups = report.failureGroups
        if !groups.isEmpty {
            lines += ["", "FAILURES BY CAUSE: \(RunReport.failuresInGroups(groups))"]
        }
        for (rank, group) in groups.enumerated() {
            lines += ["", "GROUP \(rank + 1) of \(groups.count): \(group.results.count) × \(group.signature)", "  variants \(group.variantLine())", "  clauses \(group.clauseLine())"]
            if rank < maximumFailures {
                lines += failureLines(group.representative, reproduce: report.reproduceOptions).dropFirst().map { "  " + $0 }
            } else {
                lines.append("  representative FAIL \(group.representative.vector.id) (\(group.representative.file)), shown in full with --max-failures \(rank + 1)")
            }
            lines += idLines(Array(group.ids.dropFirst()), heading: "  the other \(group.results.count - 1):", indent: "    ")
        }
        lines += clauseLines(ClauseResults(report))
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

    /// Ids ten a line under a heading; nothing for none.
    static func idLines(_ ids: [String], heading: String, indent: String) -> [String] {
        guard !ids.isEmpty else { return [] }
        return [heading] + stride(from: 0, to: ids.count, by: 10).map { indent + ids[$0..<min($0 + 10, ids.count)].joined(separator: " ") }
    }

    /// Per SPEC section a line of counts, then its clauses as `C-N.M passed/failed/not counted`, six a line.
    static func clauseLines(_ results: ClauseResults) -> [String] {
        var lines = ["", "RESULTS BY SPEC SECTION (passed / failed / not counted; a vector counts under every clause it cites)"]
        for section in results.sections {
            let counts = section.counts
            lines.append("  \(section.id): \(counts.passed) passed, \(counts.failed) failed, \(counts.notCounted) not counted")
            let cells = section.clauses.map { "\($0.id) \($0.counts.passed)/\($0.counts.failed)/\($0.counts.notCounted)" }
            lines += stride(from: 0, to: cells.count, by: 6).map { "    " + cells[$0..<min($0 + 6, cells.count)].joined(separator: "  ") }
        }
        return lines
    }

    /// One vector run alone (`run --reproduce ID --adapter CMD`): its status, input and traces, whatever the outcome.
    public static func reproduction(_ report: RunReport) -> String {
        var lines = report.results.flatMap { result in
            ["\(result.status.rawValue.uppercased()) \(result.vector.id) (\(result.file)): \(result.vector.description)"]
                + detailLines(result, scriptLines: nil)
        }
        if let error = report.harnessError { lines.append("HARNESS ERROR \(error)") }
        return lines.joined(separator: "\n")
    }

    /// A failed vector: its headline, its input, the comparison, and the command that runs it alone.
    static func failureLines(_ result: VectorResult, reproduce: String = " --adapter ADAPTER") -> [String] {
        ["", "FAIL \(result.vector.id) (\(result.file)): \(result.vector.description)"] + detailLines(result)
            + ["  reproduce: zipzap-conformance run --reproduce \(result.vector.id)\(reproduce)"]
    }

    /// The vector's input (a source's events as an event script, at most `scriptLines` of it), then why it failed and
    /// the traces compared: every entry once, `both` where they agree, the first differing one marked `>` with a `^`
    /// under its first differing character.
    static func detailLines(_ result: VectorResult, scriptLines: Int? = 12) -> [String] {
        let writer = JSONWriter()
        let vector = result.vector
        var lines = ["  clauses \(vector.clauses.joined(separator: ", "))" + (vector.flags.isEmpty ? "" : "; flags \(vector.flags.joined(separator: ", "))")]
        if let parse = vector.gs1 {
            lines.append("  gs1    " + clip(writer.compact(.object(parse.requestMembers))))
        } else {
            lines.append("  field  " + clip(writer.compact(vector.field.json)))
            if let script = InputScript.lines(vector, limit: scriptLines) {
                lines += script
            } else {
                lines.append("  source \(vector.source.rawValue)" + (vector.sourceConfiguration.map { " " + writer.compact($0) } ?? "")
                    + ", events " + clip(writer.compact(.array(vector.events))))
            }
        }
        if let headline = headline(result) { lines.append("  " + headline.split(separator: "\n").joined(separator: "\n  ")) }
        guard let trace = result.actualTrace else { return lines }
        for row in TraceComparison(expected: vector.expectedTrace, actual: trace, firstDifference: result.difference?.firstDifferingEntry).rows {
            let marker = row.isFirstDifference ? ">" : " "
            if row.expected == row.actual {
                lines.append("  \(marker) #\(row.index) both     \(clip(row.expected))")
                continue
            }
            let (expected, actual, column) = window(row.expected, row.actual)
            let label = "  \(marker) #\(row.index) expected "
            lines.append(label + expected)
            lines.append("  \(marker) #\(row.index) actual   \(actual)")
            if row.isFirstDifference { lines.append(String(repeating: " ", count: label.count + column) + "^") }
        }
        // A parser vector has no field, so no final value.
        guard vector.gs1 == nil else { return lines }
        let expectedValue = VectorCheck.describe(vector.expectedValue), actualValue = VectorCheck.describe(result.actualValue)
        if expectedValue == actualValue {
            lines.append("    final value both     \(clip(expectedValue))")
        } else {
            let marker = result.difference?.firstDifferingEntry == nil ? ">" : " "
            let (expected, actual, column) = window(expectedValue, actualValue)
            lines.append("  \(marker) final value expected \(expected)")
            lines.append("  \(marker) final value actual   \(actual)")
            if marker == ">" { lines.append(String(repeating: " ", count: 25 + column) + "^") }
        }
        return lines
    }

    /// Why the vector failed, in words. For a difference, only where it is: its message repeats both sides, which the
    /// comparison shows once.
    static func headline(_ result: VectorResult) -> String? {
        guard let difference = result.difference else { return result.message }
        let reason = result.status == .expectedFailure ? result.expectationReason.map { " (expected: \($0))" } ?? "" : ""
        return (difference.firstDifferingEntry.map { "trace entry #\($0) differs" } ?? "the final value differs") + reason
    }

    /// Both texts cut to `limit` characters around their first difference, and that difference's column in the cuts.
    static func window(_ expected: String, _ actual: String, _ limit: Int = 240) -> (String, String, Int) {
        let column = TraceComparison.firstDifferingCharacter(expected, actual)
        let skip = column > limit / 2 ? column - 40 : 0
        func cut(_ text: String) -> String {
            let tail = text.dropFirst(skip)
            return (skip > 0 ? "…" : "") + (tail.count <= limit ? String(tail) : String(tail.prefix(limit)) + "… (\(text.count) characters)")
        }
        return (cut(expected), cut(actual), column - skip + (skip > 0 ? 1 : 0))
    }

    static func clip(_ text: String, _ limit: Int = 240) -> String {
        text.count <= limit ? text : String(text.prefix(limit)) + "... (\(text.count) characters)"
    }
}
