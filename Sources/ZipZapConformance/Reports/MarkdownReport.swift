import ZipZapVectors

/// The Markdown report, for a CI step summary or a pull-request comment: the verdict on the first line, the counts,
/// the failures grouped by cause (an index of every group, then each group with its representative in a `<details>`
/// block and the ids of the rest), the results by SPEC section and clause, then what did not count (skipped,
/// unsupported, expected failures, not run) grouped by reason. Lines stay short: ids are listed ten a line.
///
/// Its size is bounded well under GitHub's 1 MiB step-summary limit: representatives are shown in full for the
/// first `maximumFailures` groups and while the text is under `fullBudget`; later groups show the representative's
/// id. Signatures come from closed vocabularies, so even thousands of failures make few groups; should the text
/// still pass `hardLimit`, the remaining groups are counted in one line (the JSON report has them all).
extension MachineReports {
    static let fullBudget = 256 << 10, hardLimit = 768 << 10

    public static func markdown(_ report: RunReport, maximumFailures: Int = 50) -> String {
        var out = "## \(report.exitCode == 0 ? "✅" : "❌") ZipZap conformance — \(html(report.verdict))\n\n"
        out += "\(html(report.runLine)), \(FixedPoint.seconds(report.seconds)).\n\n"
        out += "| vectors | count |\n| --- | ---: |\n"
        for (_, label, count) in report.countRows { out += "| \(label) | \(count) |\n" }
        out += failureGroups(report, maximumFailures: maximumFailures)
        out += clauses(ClauseResults(report))
        let problems = report.problemLines
        if !problems.isEmpty { out += "\n### Problems\n\n" + problems.map { "- \(html($0))\n" }.joined() }
        for (status, heading) in RunReport.notCountedHeadings {
            let groups = report.groupedByReason(status)
            guard !groups.isEmpty else { continue }
            out += "\n### \(heading) (\(report.count(status)))\n"
            for group in groups {
                out += "\n<details><summary>\(group.ids.count) × \(html(group.reason))</summary>\n\n" + idRows(group.ids) + "\n\n</details>\n"
            }
        }
        return out
    }

    /// Every group: an index table, then each group's signature, clauses, representative and the other ids.
    private static func failureGroups(_ report: RunReport, maximumFailures: Int) -> String {
        let groups = report.failureGroups
        guard !groups.isEmpty else { return "" }
        var out = "\n### Failures by cause (\(RunReport.failuresInGroups(groups)))\n\n"
        out += "| group | failures | signature | clauses |\n| ---: | ---: | --- | --- |\n"
        for (rank, group) in groups.enumerated() {
            guard out.utf8.count < hardLimit / 2 else {
                out += "| … | \(groups.count - rank) more groups | | |\n"
                break
            }
            out += "| \(rank + 1) | \(group.results.count) | \(html(HumanReport.clip(group.signature.description, 160))) | \(html(group.clauseLine(limit: 3))) |\n"
        }
        for (rank, group) in groups.enumerated() {
            guard out.utf8.count < hardLimit else {
                let rest = groups[rank...]
                out += "\n… \(rest.count) more groups (\(rest.reduce(0) { $0 + $1.results.count }) failures) past the size limit: see the JSON report.\n"
                break
            }
            let representative = group.representative
            out += "\n#### Group \(rank + 1): \(group.results.count) × \(html(HumanReport.clip(group.signature.description, 160)))\n\n"
            out += "variants \(html(group.variantLine()))<br>\nclauses \(html(group.clauseLine()))\n"
            let summary = "<code>\(representative.vector.id)</code> \(html(representative.file)): \(html(representative.vector.description))"
            if rank < maximumFailures && out.utf8.count < fullBudget {
                out += "\n<details><summary>representative \(summary)</summary>\n\n"
                let lines = HumanReport.failureLines(representative, reproduce: report.reproduceOptions).dropFirst(2)
                out += "```text\n" + lines.joined(separator: "\n").replacing("```", with: "'''") + "\n```\n\n</details>\n"
            } else {
                out += "\nrepresentative \(summary) (`run --reproduce \(representative.vector.id)` shows it)\n"
            }
            if group.results.count > 1 {
                out += "\n<details><summary>the other \(group.results.count - 1)</summary>\n\n" + idRows(Array(group.ids.dropFirst())) + "\n\n</details>\n"
            }
        }
        return out
    }

    /// A table of sections, each followed by a `<details>` table of its clauses.
    private static func clauses(_ results: ClauseResults) -> String {
        guard !results.sections.isEmpty else { return "" }
        func row(_ row: ClauseResults.Row) -> String { "| \(row.id) | \(row.counts.passed) | \(row.counts.failed) | \(row.counts.notCounted) |\n" }
        let header = "| passed | failed | not counted |\n| --- | ---: | ---: | ---: |\n"
        var out = "\n### Results by SPEC section\n\nA vector counts under every clause it cites.\n\n| section " + header
        out += results.sections.map(row).joined()
        out += "\n<details><summary>by clause</summary>\n\n| clause " + header
        out += results.sections.flatMap(\.clauses).map(row).joined() + "\n</details>\n"
        return out
    }

    /// Ids ten a line, lines joined by `<br>`.
    private static func idRows(_ ids: [String]) -> String {
        stride(from: 0, to: ids.count, by: 10).map { ids[$0..<min($0 + 10, ids.count)].joined(separator: " ") }.joined(separator: "<br>\n")
    }

    /// Text inside HTML (a `<summary>`) or a Markdown paragraph: markup, and the characters Markdown reads as emphasis,
    /// tables, code, links or headings, as character references, which both read as the character itself.
    static func html(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "|", "*", "_", "`", "[", "]", "\\", "#": out += "&#\(character.unicodeScalars.first!.value);"
            case "\n", "\r": out += " "
            default: out.append(character)
            }
        }
        return out
    }
}
