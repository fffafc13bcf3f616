/// The Markdown report, for a CI step summary or a pull-request comment: the verdict on the first line, the counts,
/// each failure in a `<details>` block, then what did not count (skipped, unsupported, expected failures, not run)
/// grouped by reason. Lines stay short: ids are listed ten a line.
extension MachineReports {
    public static func markdown(_ report: RunReport, maximumFailures: Int = 50) -> String {
        var out = "## \(report.exitCode == 0 ? "✅" : "❌") ZipZap conformance — \(html(report.verdict))\n\n"
        out += "\(html(report.implementation)) \(html(report.implementationVersion)) against suite \(report.suiteVersion),"
            + " \(FixedPoint.seconds(report.seconds)).\n\n"
        out += "| vectors | count |\n| --- | ---: |\n"
        for (status, label) in RunReport.statusLabels { out += "| \(label) | \(report.count(status)) |\n" }
        if report.total != report.results.count { out += "| total | \(report.total) |\n" }
        let failures = report.results.filter(\.isFailure)
        if !failures.isEmpty {
            out += "\n### Failures\n"
            for result in failures.prefix(maximumFailures) {
                out += "\n<details><summary><code>\(result.vector.id)</code> \(html(result.file)): \(html(result.vector.description))</summary>\n\n"
                let lines = HumanReport.failureLines(result, reproduce: report.reproduceOptions).dropFirst(2)
                out += "```text\n" + lines.joined(separator: "\n").replacing("```", with: "'''") + "\n```\n\n</details>\n"
            }
            if failures.count > maximumFailures { out += "\n… and \(failures.count - maximumFailures) more (see the JSON or JUnit report).\n" }
        }
        let problems = report.problemLines
        if !problems.isEmpty { out += "\n### Problems\n\n" + problems.map { "- \(html($0))\n" }.joined() }
        for (status, heading) in RunReport.notCountedHeadings {
            let groups = report.groupedByReason(status)
            guard !groups.isEmpty else { continue }
            out += "\n### \(heading) (\(report.count(status)))\n"
            for group in groups {
                out += "\n<details><summary>\(group.ids.count) × \(html(group.reason))</summary>\n\n"
                out += stride(from: 0, to: group.ids.count, by: 10).map { group.ids[$0..<min($0 + 10, group.ids.count)].joined(separator: " ") }
                    .joined(separator: "<br>\n") + "\n\n</details>\n"
            }
        }
        return out
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
