import Testing
@testable import ZipZapConformance

/// `compare` on JSON reports the runner wrote: a planted regression is found, unreadable reports are named with what
/// is wrong, and the badges are shields.io endpoint JSON.
@Suite struct CompareTests {
    private static let vectors = PackageFiles.suite.vectors
        .filter { $0.file == "C-05-field-state.json" || $0.file == "C-04-edge-values.json" }

    /// The JSON report of the two files run against the reference, with `fault` if any, as `compare` reads it back.
    private static func saved(_ fault: Fault?, name: String, edit: (inout RunReport) -> Void = { _ in }) throws -> SavedReport {
        var report = ConformanceRun.execute(vectors, allVectors: [], expectations: Expectations(), jobs: 1) {
            () throws(HarnessError) -> any ImplementationUnderTest in InProcessReference(fault: fault)
        }
        edit(&report)
        return try SavedReport(bytes: Array(MachineReports.json(report).utf8), file: name)
    }

    @Test func aPlantedRegressionIsFoundAndFailsTheComparison() throws {
        let clean = try Self.saved(nil, name: "main.json"), faulty = try Self.saved(.rulesRunInReverse, name: "branch.json")
        let comparison = RunComparison(old: clean, new: faulty)
        // Every vector the fault fails, the reference passes: each is a regression, among them ZZ-00766 (C-5.1, the
        // first failing rule is the one reported).
        let failing = faulty.statuses.filter { $0.status == .failed }.map(\.id)
        #expect(failing.contains("ZZ-00766") && clean.statuses.allSatisfy { $0.status == .passed })
        #expect(comparison.regressions.map(\.id) == failing)
        #expect(comparison.regressions.allSatisfy { $0.after == .failed })
        #expect(comparison.newPasses.isEmpty)
        #expect(comparison.changedGroups.count == faulty.groups.count && comparison.changedGroups.allSatisfy { $0.before.isEmpty })
        #expect(comparison.exitCode == 1)
        #expect(comparison.text.contains("REGRESSIONS (\(failing.count)): passed before, not now\n  \(failing[0]): passed → failed"))
        // Fixed again: the same vectors are new passes, the groups are gone, and nothing regressed.
        let back = RunComparison(old: faulty, new: clean)
        #expect(back.newPasses.map(\.id) == failing)
        #expect(back.regressions.isEmpty && back.exitCode == 0)
        #expect(back.changedGroups.allSatisfy { $0.after.isEmpty })
    }

    @Test func aPassThatIsNoLongerCheckedIsARegression() throws {
        let clean = try Self.saved(nil, name: "main.json")
        let skipped = try Self.saved(nil, name: "branch.json") { report in
            let first = report.results.removeFirst()
            report.results.append(VectorResult(vector: first.vector, file: first.file, status: .skipped, message: "skip list: later",
                                               difference: nil, actualTrace: nil, actualValue: nil, seconds: 0))
            report.results.removeFirst()
        }
        let comparison = RunComparison(old: clean, new: skipped)
        #expect(comparison.regressions.map(\.after) == [.skipped, nil])
        #expect(comparison.exitCode == 1)
    }

    @Test(arguments: [
        ("{\"results\": [", "old.json: not JSON: line 1, column 14:"),
        ("[1, 2]", "old.json: not a zipzap-conformance JSON report: $: expected a JSON report object"),
        ("{\"suiteVersion\": \"1.2.0\"}", "old.json: not a zipzap-conformance JSON report: $: "),
    ])
    func anUnreadableReportIsNamedWithWhatIsWrong(text: String, message: String) {
        #expect(throws: SavedReport.Error.self) { try SavedReport(bytes: Array(text.utf8), file: "old.json") }
        do { _ = try SavedReport(bytes: Array(text.utf8), file: "old.json") } catch {
            #expect(error.description.hasPrefix(message), "\(error)")
        }
    }

    @Test func aWrongStatusIsNamedByItsPath() throws {
        let clean = MachineReports.json(ConformanceRun.execute(Array(Self.vectors.prefix(2)), allVectors: [], expectations: Expectations(),
                                                               jobs: 1) { () throws(HarnessError) -> any ImplementationUnderTest in InProcessReference() })
        let broken = clean.replacing("\"status\": \"passed\"", with: "\"status\": \"fine\"")
        do {
            _ = try SavedReport(bytes: Array(broken.utf8), file: "new.json")
            Issue.record("a report with status 'fine' was read")
        } catch {
            #expect(error.description.hasPrefix("new.json: not a zipzap-conformance JSON report: $.results[0].status: unknown status"))
        }
    }

    @Test func badgesAreShieldsEndpointJSON() throws {
        let schema = SchemaSubset(root: try JSONParser.parse(try FileSystem.read(PackageFiles.root + "/Tests/ZipZapConformanceTests/Fixtures/shields-endpoint.schema.json")))
        let faulty = try Self.saved(.rulesRunInReverse, name: "branch.json") { report in
            // One vector the implementation does not declare: out of the declared badge, in the suite's.
            let last = report.results.removeLast()
            report.results.append(VectorResult(vector: last.vector, file: last.file, status: .unsupported, message: "needs source hid",
                                               difference: nil, actualTrace: nil, actualValue: nil, seconds: 0))
        }
        let passed = faulty.statuses.filter { $0.status == .passed }.count
        let declared = PassingBadge.declared(faulty), suite = PassingBadge.suite(faulty)
        #expect(declared.of == faulty.statuses.count - 1 && suite.of == faulty.statuses.count)
        for badge in [declared, suite] {
            let json = try JSONParser.parse(Array(badge.json.utf8))
            #expect(schema.problems(json, definition: "endpoint") == [])
            #expect(badge.passed == passed)
            let tenths = passed * 1000 / badge.of
            #expect(json["message"] == .string("\(tenths / 10).\(tenths % 10)% passing"))
        }
        // The schema check can fail: a badge without a message, or with another schema version, is refused.
        #expect(!schema.problems(.object([("schemaVersion", .int(2)), ("label", .string("x")), ("message", .string(""))]), definition: "endpoint").isEmpty)
    }

    @Test func percentagesAreFlooredAndColoured() {
        #expect(PassingBadge(label: "x", passed: 999, of: 1000).message == "99.9% passing")
        #expect(PassingBadge(label: "x", passed: 9999, of: 10000).message == "99.9% passing")
        #expect(PassingBadge(label: "x", passed: 9999, of: 10000).color == "green")
        #expect(PassingBadge(label: "x", passed: 10, of: 10).color == "brightgreen")
        #expect(PassingBadge(label: "x", passed: 1, of: 3).message == "33.3% passing")
        #expect(PassingBadge(label: "x", passed: 1, of: 3).color == "red")
        #expect(PassingBadge(label: "x", passed: 0, of: 0).message == "no vectors")
    }
}
