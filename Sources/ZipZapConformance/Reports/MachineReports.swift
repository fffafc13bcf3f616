import ZipZapVectors

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
            ("failureGroups", .array(report.failureGroups.map(\.json))),
            ("clauses", ClauseResults(report).json),
            ("results", .array(report.results.map { result in
                var members: [(key: String, value: JSONValue)] = [
                    ("id", .string(result.vector.id)), ("file", .string(result.file)), ("status", .string(result.status.rawValue)),
                ]
                if let message = result.message { members.append(("message", .string(message))) }
                if result.isFailure {
                    members += [("signature", .string(FailureSignature(result).cause)), ("difference", .string(FailureSignature.detail(result)))]
                }
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
    ///
    /// The triage is in `<properties>` of a first suite without cases, `triage`: `failureGroup.N` for each group
    /// (count, signature, representative, the ids of the rest), `section.C-N` and `clause.C-N.M` for the results by
    /// SPEC section and clause; each failure's text starts with its group.
    public static func junit(_ report: RunReport) -> String {
        var suites: [(name: String, cases: [String], failures: Int, skipped: Int, seconds: Double)] = []
        let groups = report.failureGroups
        var groupOf: [String: String] = [:]
        for (rank, group) in groups.enumerated() {
            for id in group.ids { groupOf[id] = "failure group \(rank + 1) of \(groups.count) (\(group.results.count) failures): \(group.signature)" }
        }
        for file in orderedFiles(report) {
            let results = report.results.filter { $0.file == file }
            let cases = results.map { result -> String in
                let stem = file.hasSuffix(".json") ? String(file.dropLast(5)) : file
                let open = "    <testcase classname=\"zipzap.\(xml(stem))\" name=\"\(xml(result.vector.id + " " + result.vector.description))\" time=\"\(FixedPoint.decimal(result.seconds, places: 6))\""
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
                    let details = ([groupOf[result.vector.id] ?? ""] + HumanReport.failureLines(result, reproduce: report.reproduceOptions).dropFirst())
                        .joined(separator: "\n")
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
        out += triageSuite(report, groups)
        for suite in suites {
            out += "  <testsuite name=\"\(xml(suite.name))\" tests=\"\(suite.cases.count)\" failures=\"\(suite.failures)\" errors=\"0\" skipped=\"\(suite.skipped)\" time=\"\(FixedPoint.decimal(suite.seconds, places: 6))\">\n"
            out += suite.cases.joined(separator: "\n") + "\n  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    /// A suite without cases whose properties carry the failure groups and the results by section and clause.
    private static func triageSuite(_ report: RunReport, _ groups: [FailureGroup]) -> String {
        var properties = groups.enumerated().map { rank, group in
            ("failureGroup.\(rank + 1)", "\(group.results.count) × \(group.signature); variants \(group.variantLine()); clauses \(group.clauseLine()); representative "
                + group.representative.vector.id + (group.results.count > 1 ? "; others " + group.ids.dropFirst().joined(separator: " ") : ""))
        }
        for section in ClauseResults(report).sections {
            for row in [section] + section.clauses {
                properties.append(((row.id.contains(".") ? "clause." : "section.") + row.id,
                                   "\(row.counts.passed) passed, \(row.counts.failed) failed, \(row.counts.notCounted) not counted"))
            }
        }
        return "  <testsuite name=\"triage\" tests=\"0\" failures=\"0\" errors=\"0\" skipped=\"0\" time=\"0\">\n    <properties>\n"
            + properties.map { "      <property name=\"\(xml($0.0))\" value=\"\(xml($0.1))\"/>\n" }.joined()
            + "    </properties>\n  </testsuite>\n"
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
