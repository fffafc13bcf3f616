/// The reports for machines: JSON for tools, JUnit XML for CI test views (Markdown and HTML have files of their own).
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
    /// stale expectation entries and harness errors as failing cases of their own suites. Skipped, unsupported, not
    /// run and expected failures are all `<skipped>` — what CI test views (GitLab, Jenkins, GitHub test reporters)
    /// show as skipped — told apart by `type` and by the message's first words, which carry the reason; an expected
    /// failure keeps its comparison in `<system-out>`.
    public static func junit(_ report: RunReport) -> String {
        var suites: [(name: String, cases: [String], failures: Int, skipped: Int, seconds: Double)] = []
        for file in orderedFiles(report) {
            let results = report.results.filter { $0.file == file }
            let cases = results.map { result -> String in
                let family = file.hasSuffix(".json") ? String(file.dropLast(5)) : file
                let open = "    <testcase classname=\"zipzap.\(xml(family))\" name=\"\(xml(result.vector.id + " " + result.vector.description))\" time=\"\(FixedPoint.decimal(result.seconds, places: 6))\""
                func skipped(_ type: String, _ label: String, output: String? = nil) -> String {
                    open + ">\n      <skipped type=\"\(type)\" message=\"\(xml(label + ": " + result.reasonShown))\"/>\n"
                        + (output.map { "      <system-out>\(xml($0))</system-out>\n" } ?? "") + "    </testcase>"
                }
                switch result.status {
                case .passed: return open + "/>"
                case .skipped: return skipped("skipped", "skipped")
                case .unsupported: return skipped("unsupported", "unsupported")
                case .notRun: return skipped("not-run", "not run")
                case .expectedFailure:
                    return skipped("expected-failure", "expected failure", output: HumanReport.detailLines(result).joined(separator: "\n"))
                case .failed, .unexpectedPass:
                    let details = HumanReport.failureLines(result, reproduce: report.reproduceOptions).joined(separator: "\n")
                    let type = result.status == .failed ? "failed" : "unexpected-pass"
                    return open + ">\n      <failure type=\"\(type)\" message=\"\(xml(result.message ?? "failed"))\">\(xml(details))</failure>\n    </testcase>"
                }
            }
            suites.append((file, cases, results.filter(\.isFailure).count,
                           results.filter { ![.passed, .failed, .unexpectedPass].contains($0.status) }.count,
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

    static func orderedFiles(_ report: RunReport) -> [String] {
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
}
