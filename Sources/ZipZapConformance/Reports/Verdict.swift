import ZipZapVectors

extension RunReport {
    /// The run in one line: PASS or FAIL, then what decided it.
    public var verdict: String {
        let failed = results.filter(\.isFailure).count
        var reasons: [String] = []
        if let harnessError { reasons.append("the harness stopped: \(harnessError.prefix(120))") }
        if failed > 0 { reasons.append("\(failed) of \(total) vectors failed") }
        if !staleEntries.isEmpty { reasons.append("\(staleEntries.count) stale expectation entries") }
        if !suiteProblems.isEmpty { reasons.append("\(suiteProblems.count) vector file problems") }
        if exitCode == 0 {
            let others = total - count(.passed)
            return "PASS: \(count(.passed)) of \(total) vectors passed" + (others > 0 ? ", \(others) not counted (see below)" : "")
        }
        return "FAIL: " + reasons.joined(separator: "; ")
    }

    /// The statuses in the order the reports list them, with the words they use.
    static let statusLabels: [(status: VectorResult.Status, label: String)] = [
        (.passed, "passed"), (.failed, "failed"), (.unexpectedPass, "unexpected passes"),
        (.expectedFailure, "expected failures"), (.skipped, "skipped"), (.unsupported, "unsupported"), (.notRun, "not run"),
    ]

    /// Who ran against which suite, the words every report opens with.
    var runLine: String { "\(implementation) \(implementationVersion) against suite \(suiteVersion)" }

    /// The rows of the reports' counts table: each status, then the total when some vectors have no result; `key` is
    /// the status's raw value (or `total`), the HTML row's class.
    var countRows: [(key: String, label: String, count: Int)] {
        Self.statusLabels.map { ($0.status.rawValue, $0.label, count($0.status)) } + (total != results.count ? [("total", "total", total)] : [])
    }

    /// `12 in 2 groups`: the failures and the groups they make, as every report heads its failures.
    static func failuresInGroups(_ groups: [FailureGroup]) -> String {
        "\(groups.reduce(0) { $0 + $1.results.count }) in \(groups.count) group\(groups.count == 1 ? "" : "s")"
    }

    /// The statuses that neither pass nor fail a run, with the headings the reports list them under.
    static let notCountedHeadings: [(status: VectorResult.Status, heading: String)] = [
        (.skipped, "Skipped"), (.unsupported, "Unsupported"), (.expectedFailure, "Expected failures"), (.notRun, "Not run"),
    ]

    /// What fails the run besides the vectors, one line each.
    var problemLines: [String] {
        suiteProblems.map { "vector file problem: \($0)" } + staleEntries.map { "stale expectation: \($0)" }
            + (harnessError.map { ["harness error: \($0)"] } ?? [])
    }

    /// The results with `status` grouped by their reason, largest group first, then by reason.
    func groupedByReason(_ status: VectorResult.Status) -> [(reason: String, ids: [String])] {
        var groups: [String: [String]] = [:]
        for result in results where result.status == status { groups[result.reasonShown, default: []].append(result.vector.id) }
        return groups.map { ($0.key, $0.value) }.sorted { ($0.ids.count, $1.reason) > ($1.ids.count, $0.reason) }
    }
}
