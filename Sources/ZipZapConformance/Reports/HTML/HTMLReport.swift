/// The HTML report (`run --report-html FILE`): one self-contained page — no script, no network, no external asset —
/// with the verdict, the counts, matrices of rules × sources and of vector families coloured by outcome, each failure
/// expandable with its request, the expected and actual traces side by side and the reproduce command, and what did
/// not count grouped by reason.
public enum HTMLReport {
    public static func render(_ report: RunReport, maximumFailures: Int = 50) -> String {
        let passed = report.exitCode == 0
        var body = "<h1 id=\"verdict\" class=\"\(passed ? "pass" : "fail")\">\(escape(report.verdict))</h1>\n"
        body += "<p id=\"run\">\(escape(report.implementation)) \(escape(report.implementationVersion)) against suite "
            + "\(escape(report.suiteVersion)), \(escape(FixedPoint.seconds(report.seconds))).</p>\n"
        body += "<table id=\"counts\"><tr><th>vectors</th><th>count</th></tr>\n"
        for (status, label) in RunReport.statusLabels {
            body += "<tr class=\"\(status.rawValue)\"><td>\(label)</td><td class=\"number\">\(report.count(status))</td></tr>\n"
        }
        body += "</table>\n"
        body += "<h2>Rules × sources</h2>\n" + HTMLMatrix.rulesBySources(report).html(id: "rules-by-sources")
        body += "<h2>Vector families</h2>\n" + HTMLMatrix.families(report).html(id: "families")
        body += problems(report)
        let failures = report.results.filter(\.isFailure)
        if !failures.isEmpty {
            body += "<h2>Failures (\(failures.count))</h2>\n<section id=\"failures\">\n"
            // The first failure open, so that the page shows one comparison without a click.
            body += failures.prefix(maximumFailures).enumerated().map { HTMLFailure.section($1, reproduce: report.reproduceOptions, open: $0 == 0) }.joined()
            if failures.count > maximumFailures {
                body += "<p>… and \(failures.count - maximumFailures) more (see the JSON or JUnit report, or --max-failures).</p>\n"
            }
            body += "</section>\n"
        }
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
        """
}
