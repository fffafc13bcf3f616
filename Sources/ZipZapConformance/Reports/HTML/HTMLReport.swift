import ZipZapVectors

/// The HTML report (`run --report-html FILE`): one self-contained page — no script, no network, no external asset —
/// with the verdict, the counts, a clause × source matrix coloured by outcome (the headline: which parts of the SPEC
/// fail), the failures grouped by cause (each group's representative expandable with its request, the expected and
/// actual traces side by side and the reproduce command, then the ids of the rest), matrices of rules × sources and
/// of vector files as details, and what did not count grouped by reason.
public enum HTMLReport {
    /// `maximumFailures`: how many groups show their representative in full.
    public static func render(_ report: RunReport, maximumFailures: Int = 50) -> String {
        let passed = report.exitCode == 0
        var body = "<h1 id=\"verdict\" class=\"\(passed ? "pass" : "fail")\">\(escape(report.verdict))</h1>\n"
        body += "<p id=\"run\">\(escape(report.runLine)), \(escape(FixedPoint.seconds(report.seconds))).</p>\n"
        body += "<table id=\"counts\"><tr><th>vectors</th><th>count</th></tr>\n"
        for (key, label, count) in report.countRows {
            body += "<tr class=\"\(key)\"><td>\(label)</td><td class=\"number\">\(count)</td></tr>\n"
        }
        body += "</table>\n"
        body += "<h2>SPEC clauses × sources</h2>\n<p>A vector counts under every clause it cites and each section of those.</p>\n"
            + HTMLMatrix.clausesBySources(report).html(id: "clauses-by-sources")
        body += problems(report)
        body += failureGroups(report, maximumFailures: maximumFailures)
        body += "<details class=\"matrices\"><summary>Rules × sources</summary>\n" + HTMLMatrix.rulesBySources(report).html(id: "rules-by-sources")
            + "</details>\n<details class=\"matrices\"><summary>Vector files</summary>\n" + HTMLMatrix.files(report).html(id: "families")
            + "</details>\n"
        body += notCounted(report)
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>ZipZap conformance: \(escape(report.verdict))</title>
            <style>\(style)</style>
            </head><body>
            \(body)</body></html>

            """
    }

    /// An index of every group, then each group: its signature and clauses, its representative (the first open) and
    /// the ids of the rest.
    private static func failureGroups(_ report: RunReport, maximumFailures: Int) -> String {
        let groups = report.failureGroups
        guard !groups.isEmpty else { return "" }
        var out = "<h2>Failures by cause (\(RunReport.failuresInGroups(groups)))</h2>\n"
        out += "<table id=\"failure-groups\"><tr><th>group</th><th>failures</th><th>signature</th><th>clauses</th></tr>\n"
        for (rank, group) in groups.enumerated() {
            out += "<tr><td class=\"number\">\(rank + 1)</td><td class=\"number\">\(group.results.count)</td>"
                + "<td><code>\(escape(group.signature.description))</code></td><td>\(escape(group.clauseLine(limit: 3)))</td></tr>\n"
        }
        out += "</table>\n<section id=\"failures\">\n"
        for (rank, group) in groups.enumerated() {
            out += "<section class=\"group\" id=\"group-\(rank + 1)\"><h3>Group \(rank + 1): \(group.results.count) × "
                + "<code>\(escape(group.signature.description))</code></h3>\n<p>variants \(escape(group.variantLine()))<br>clauses \(escape(group.clauseLine()))</p>\n"
            if rank < maximumFailures {
                // The first group's representative open, so that the page shows one comparison without a click.
                out += HTMLFailure.section(group.representative, reproduce: report.reproduceOptions, open: rank == 0)
            } else {
                out += "<p>representative <code>\(escape(group.representative.vector.id))</code> (shown with --max-failures \(rank + 1))</p>\n"
            }
            if group.results.count > 1 {
                out += "<details class=\"ids\"><summary>the other \(group.results.count - 1)</summary><p class=\"ids\">"
                    + group.ids.dropFirst().joined(separator: " ") + "</p></details>\n"
            }
            out += "</section>\n"
        }
        return out + "</section>\n"
    }

    private static func problems(_ report: RunReport) -> String {
        let items = report.problemLines
        guard !items.isEmpty else { return "" }
        return "<h2>Problems</h2>\n<ul id=\"problems\">\n" + items.map { "<li>\(escape($0))</li>\n" }.joined() + "</ul>\n"
    }

    /// Skipped, unsupported, expected failures and not run, each grouped by reason.
    private static func notCounted(_ report: RunReport) -> String {
        var out = ""
        for (status, heading) in RunReport.notCountedHeadings {
            let groups = report.groupedByReason(status)
            guard !groups.isEmpty else { continue }
            out += "<h2>\(heading) (\(report.count(status)))</h2>\n<section id=\"\(status.rawValue)\">\n"
            for group in groups {
                out += "<details class=\"reason\"><summary>\(group.ids.count) × \(escape(group.reason))</summary>"
                    + "<p class=\"ids\">\(group.ids.joined(separator: " "))</p></details>\n"
            }
            out += "</section>\n"
        }
        return out
    }

    /// Text for HTML content or a quoted attribute: the XML escaping serves.
    static func escape(_ text: String) -> String { MachineReports.xml(text) }

    private static let style = """
        body{font:14px/1.4 system-ui,sans-serif;margin:1.5em;color:#222}
        h1.pass{color:#1a7f37}h1.fail{color:#cf222e}
        table{border-collapse:collapse;margin:.5em 0}th,td{border:1px solid #ccc;padding:.2em .5em;text-align:left}
        td.number,td.cell{text-align:right;font-variant-numeric:tabular-nums}
        td.cell.passed{background:#dafbe1}td.cell.failed{background:#ffcecb}td.cell.partial{background:#fff1c2}
        td.cell.empty{background:#f3f3f3;color:#999}
        details{margin:.3em 0}summary{cursor:pointer}
        pre{background:#f6f8fa;padding:.4em;overflow-x:auto;white-space:pre-wrap;word-break:break-all;margin:.2em 0}
        table.traces{width:100%;table-layout:fixed}table.traces td{font:12px monospace;word-break:break-all;vertical-align:top}
        table.traces th.index,table.traces td.index{width:3em}
        tr.differs td{background:#fff1c2}tr.first-difference td{background:#ffcecb}
        p.ids{font:12px monospace;word-spacing:.5em}
        tr.section th{background:#eaeef2}
        """
}
