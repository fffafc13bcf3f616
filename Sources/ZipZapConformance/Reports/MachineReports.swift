/// The reports for machines: JSON for tools, JUnit XML for CI test views, Markdown for CI step summaries.
public enum MachineReports {
    public static func json(_ report: RunReport) -> String {
        let summary: [(key: String, value: JSONValue)] = VectorResult.Status.allCases.map { ($0.rawValue, .int(report.count($0))) }
            + [("total", .int(report.total)), ("seconds", .number(FixedPoint.decimal(report.seconds, places: 3)))]
        return JSONWriter().document(.object([
            ("suiteVersion", .string(report.suiteVersion)),
            ("implementation", .object([("name", .string(report.implementation)), ("version", .string(report.implementationVersion))])),
            ("exitCode", .int(Int(report.exitCode))),
            ("summary", .object(summary)),
            ("staleEntries", .array(report.staleEntries.map(JSONValue.string))),
            ("suiteProblems", .array(report.suiteProblems.map(JSONValue.string))),
            ("harnessError", report.harnessError.map(JSONValue.string) ?? .null),
            ("results", .array(report.results.map { result in
                var members: [(key: String, value: JSONValue)] = [
                    ("id", .string(result.vector.id)), ("file", .string(result.file)), ("status", .string(result.status.rawValue)),
                ]
                if let message = result.message { members.append(("message", .string(message))) }
                if let entry = result.difference?.firstDifferingEntry { members.append(("firstDifferingEntry", .int(entry))) }
                if let trace = result.actualTrace, result.isFailure || result.status == .expectedFailure {
                    members.append(("actual", .object([("trace", .array(trace)), ("value", result.actualValue.map(VectorValue.json) ?? .null)])))
                }
                members.append(("seconds", .number(FixedPoint.decimal(result.seconds, places: 6))))
                return .object(members)
            })),
        ]))
    }

    /// JUnit XML: a test suite per vector file, a test case per vector; failures with the human report's details;
    /// stale expectation entries and harness errors as failing cases of their own suites.
    public static func junit(_ report: RunReport) -> String {
        var suites: [(name: String, cases: [String], failures: Int, skipped: Int, seconds: Double)] = []
        for file in orderedFiles(report) {
            let results = report.results.filter { $0.file == file }
            let cases = results.map { result -> String in
                let family = file.hasSuffix(".json") ? String(file.dropLast(5)) : file
                let open = "    <testcase classname=\"zipzap.\(xml(family))\" name=\"\(xml(result.vector.id + " " + result.vector.description))\" time=\"\(FixedPoint.decimal(result.seconds, places: 6))\""
                switch result.status {
                case .passed, .expectedFailure: return open + "/>"
                case .skipped, .unsupported, .notRun:
                    return open + ">\n      <skipped message=\"\(xml(result.status.rawValue + ": " + (result.message ?? "")))\"/>\n    </testcase>"
                case .failed, .unexpectedPass:
                    let details = HumanReport.failureLines(result).joined(separator: "\n")
                    return open + ">\n      <failure message=\"\(xml(result.message ?? "failed"))\">\(xml(details))</failure>\n    </testcase>"
                }
            }
            suites.append((file, cases, results.filter(\.isFailure).count,
                           results.filter { [.skipped, .unsupported, .notRun].contains($0.status) }.count,
                           results.reduce(0) { $0 + $1.seconds }))
        }
        let extra = report.suiteProblems.map { "    <testcase classname=\"zipzap.vectors\" name=\"\(xml($0))\"><failure message=\"vector file problem\"/></testcase>" }
            + report.staleEntries.map { "    <testcase classname=\"zipzap.expectations\" name=\"\(xml($0))\"><failure message=\"stale entry\"/></testcase>" }
            + (report.harnessError.map { ["    <testcase classname=\"zipzap.harness\" name=\"harness\"><error message=\"\(xml($0))\"/></testcase>"] } ?? [])
        if !extra.isEmpty { suites.append(("harness-and-expectations", extra, extra.count, 0, 0)) }
        let failures = suites.reduce(0) { $0 + $1.failures }, skipped = suites.reduce(0) { $0 + $1.skipped }
        let tests = suites.reduce(0) { $0 + $1.cases.count }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"zipzap-conformance\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\" time=\"\(FixedPoint.decimal(report.seconds, places: 3))\">\n"
        for suite in suites {
            out += "  <testsuite name=\"\(xml(suite.name))\" tests=\"\(suite.cases.count)\" failures=\"\(suite.failures)\" errors=\"0\" skipped=\"\(suite.skipped)\" time=\"\(FixedPoint.decimal(suite.seconds, places: 6))\">\n"
            out += suite.cases.joined(separator: "\n") + "\n  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    public static func markdown(_ report: RunReport, maximumFailures: Int = 50) -> String {
        var out = "## ZipZap conformance: \(report.implementation) \(report.implementationVersion)\n\n"
        out += "Suite \(report.suiteVersion), \(report.total) vectors, \(FixedPoint.seconds(report.seconds)).\n\n"
        out += "| status | vectors |\n| --- | ---: |\n"
        for status in VectorResult.Status.allCases { out += "| \(status.rawValue) | \(report.count(status)) |\n" }
        let failures = report.results.filter(\.isFailure)
        if !failures.isEmpty {
            out += "\n### Failures\n"
            for result in failures.prefix(maximumFailures) {
                out += "\n**\(result.vector.id)** (`\(result.file)`): \(markdownText(result.vector.description))\n\n```\n"
                out += HumanReport.failureLines(result).dropFirst(2).joined(separator: "\n").replacing("```", with: "'''") + "\n```\n"
            }
            if failures.count > maximumFailures { out += "\n… and \(failures.count - maximumFailures) more.\n" }
        }
        for problem in report.suiteProblems { out += "\n- vector file problem: `\(problem)`" }
        for stale in report.staleEntries { out += "\n- stale expectation: `\(stale)`" }
        if let error = report.harnessError { out += "\n\n**Harness error:** \(markdownText(error))\n" }
        return out + "\n"
    }

    private static func orderedFiles(_ report: RunReport) -> [String] {
        var seen = Set<String>()
        return report.results.map(\.file).filter { seen.insert($0).inserted }
    }

    /// Text for an XML attribute or element: markup escaped, characters XML 1.0 cannot carry written as \xHH.
    static func xml(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) || (0xD800...0xDFFF).contains(scalar.value):
                out += "\\x" + String(scalar.value, radix: 16, uppercase: true)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func markdownText(_ text: String) -> String {
        text.replacing("|", with: "\\|").replacing("*", with: "\\*").replacing("_", with: "\\_")
    }
}
