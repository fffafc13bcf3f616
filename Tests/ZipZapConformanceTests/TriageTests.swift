import Testing
@testable import ZipZapConformance

/// Failure signatures and the reports' groups: what a signature is made of, and that the reports show every group
/// within their size bounds however many vectors fail.
@Suite struct TriageTests {
    private static let suite = PackageFiles.suite

    private static func run(_ fault: Fault, files: Set<String>) -> RunReport {
        let vectors = suite.vectors.filter { files.contains($0.file) }
        return ConformanceRun.execute(vectors, allVectors: [], expectations: Expectations(), jobs: 1) {
            () throws(HarnessError) -> any ImplementationUnderTest in InProcessReference(fault: fault)
        }
    }

    private static func entry(_ members: [(String, JSONValue)]) -> JSONValue { .object(members.map { (key: $0.0, value: $0.1) }) }

    @Test func rulesRunInReverseNamesTheLaterRuleWhereTheFirstFailingOneIsExpected() {
        // C-5.1: the first failing rule in declaration order is reported; the fault reports a later one.
        let report = Self.run(.rulesRunInReverse, files: ["C-05-field-state.json"])
        let failure = report.results.first { $0.vector.id == "ZZ-00766" }!
        #expect(failure.status == .failed)
        #expect(FailureSignature(failure).cause == "rule order: another rule rejects")
        #expect(FailureSignature.detail(failure) == "reject(checkDigit) → reject(typeIs)")
    }

    @Test func entriesOfOneKindDifferInTheirMembers() {
        let scan: JSONValue = Self.entry([("value", .string("4006381333931")), ("type", .string("ean13"))])
        let expected = Self.entry([("event", .int(0)), ("kind", .string("write")), ("scan", scan), ("value", .string("04006381333931")),
                                   ("changed", .bool(true))])
        let actual = Self.entry([("event", .int(0)), ("kind", .string("write")), ("scan", scan), ("value", .string("4006381333931")),
                                 ("changed", .bool(false))])
        #expect(FailureSignature.differingMembers(expected, actual) == ["value", "changed"])
        #expect(FailureSignature.differingMembers(expected, expected).isEmpty)
    }

    @Test func aMessageHeadDropsTheVectorsParticulars() {
        #expect(FailureSignature.head("timed out after 2.5 s; its last stderr lines:\n    | x") == "timed out after N.N s")
        #expect(FailureSignature.head("the adapter closed its output (exit status 7)") == "the adapter closed its output")
        #expect(FailureSignature.head("TypeError: cannot read properties of undefined (reading 'x')") == "TypeError")
    }

    @Test func groupsAreLargestFirstAndEachFailureIsInExactlyOne() {
        let report = Self.run(.checkDigitWeightsSwapped, files: ["C-04-check-digit.json", "C-04-gs1-ai.json"])
        let groups = report.failureGroups
        let failures = report.results.filter(\.isFailure).map(\.vector.id)
        #expect(!groups.isEmpty)
        #expect(groups.flatMap(\.ids).sorted() == failures.sorted())
        #expect(zip(groups, groups.dropFirst()).allSatisfy { $0.results.count >= $1.results.count })
        // The representative is the group's first failure in run order.
        for group in groups { #expect(failures.firstIndex(of: group.representative.vector.id)! <= failures.firstIndex(of: group.ids.last!)!) }
    }

    /// Every vector of the suite failing, in as many ways as its expected first entries differ in kind: the Markdown
    /// summary shows every group and every id, and stays far under GitHub's 1 MiB step-summary limit.
    @Test func markdownShowsEveryGroupOfThousandsOfFailuresWellUnderOneMebibyte() {
        var report = RunReport(implementation: "port", implementationVersion: "1", suiteVersion: ConformanceSuite.version,
                               results: [], staleEntries: [], harnessError: nil, seconds: 1)
        report.results = Self.suite.vectors.map { item in
            VectorResult(vector: item.vector, file: item.file, status: .failed, message: "trace entry 0 differs",
                         difference: VectorCheck.Difference(firstDifferingEntry: 0, message: "trace entry 0 differs"),
                         actualTrace: [], actualValue: nil, seconds: 0)
        }
        let groups = report.failureGroups
        let markdown = MachineReports.markdown(report)
        #expect(report.results.count > 10_000)
        #expect(markdown.utf8.count < 512 << 10, "\(markdown.utf8.count) bytes")
        #expect(markdown.contains("### Failures by cause (\(report.results.count) in \(groups.count) groups)"))
        for (rank, group) in groups.enumerated() {
            #expect(markdown.contains("#### Group \(rank + 1): \(group.results.count) × "))
        }
        let shown = Set(markdown.split { !($0.isLetter || $0.isNumber || $0 == "-") })
        #expect(report.results.filter { !shown.contains(Substring($0.vector.id)) }.map(\.vector.id) == [])
    }

    /// The worst case: every failure a cause of its own (an error message unlike every other). The summary still stays
    /// under the limit and says how many groups it could not show.
    @Test func markdownStaysUnderTheLimitWhenEveryFailureIsItsOwnGroup() {
        var report = RunReport(implementation: "port", implementationVersion: "1", suiteVersion: ConformanceSuite.version,
                               results: [], staleEntries: [], harnessError: nil, seconds: 1)
        report.results = Self.suite.vectors.enumerated().map { index, item in
            // Letters, not digits: digits are masked, and every message must stay distinct.
            var word = "", rest = index
            repeat {
                word.append(Character(Unicode.Scalar(UInt8(97 + rest % 26))))
                rest /= 26
            } while rest > 0
            return VectorResult(vector: item.vector, file: item.file, status: .failed,
                                message: "the implementation reported an error: E" + word, difference: nil,
                                actualTrace: nil, actualValue: nil, seconds: 0)
        }
        let markdown = MachineReports.markdown(report)
        #expect(report.failureGroups.count == report.results.count)
        #expect(markdown.utf8.count < 1 << 20, "\(markdown.utf8.count) bytes")
        #expect(markdown.contains("past the size limit: see the JSON report."))
    }

    @Test func everyReportCarriesTheGroupsAndTheClauses() throws {
        let report = Self.run(.lengthInBytes, files: ["C-04-length.json", "C-05-field-state.json"])
        let groups = report.failureGroups
        let top = try #require(groups.first)
        let human = HumanReport.render(report)
        #expect(human.contains("GROUP 1 of \(groups.count): \(top.results.count) × \(top.signature)"))
        #expect(human.contains("RESULTS BY SPEC SECTION"))
        let junit = MachineReports.junit(report)
        #expect(junit.contains("<property name=\"failureGroup.1\" value=\"\(MachineReports.xml("\(top.results.count) × \(top.signature)"))"))
        #expect(junit.contains("<property name=\"section.C-4\" value=\""))
        let html = HTMLReport.render(report)
        #expect(html.contains("<table class=\"matrix\" id=\"clauses-by-sources\">"))
        #expect(html.contains("<section class=\"group\" id=\"group-1\">"))
        let json = try JSONParser.parse(Array(MachineReports.json(report).utf8))
        guard case .array(let written)? = json["failureGroups"] else { Issue.record("no failureGroups"); return }
        #expect(written.count == groups.count)
        #expect(written.first?["signature"] == .string(top.signature.description))
        #expect(json["clauses"]?["C-4"]?["failed"] != nil)
    }

    @Test func clauseResultsCountAVectorUnderEachClauseItCitesAndEachSectionOnce() {
        let report = Self.run(.lengthInBytes, files: ["C-04-length.json"])
        let results = ClauseResults(report)
        for section in results.sections {
            let vectors = report.results.filter { $0.vector.clauses.contains { ClauseResults.section($0) == section.id } }
            #expect(section.counts.total == vectors.count, "\(section.id)")
            #expect(section.counts.failed == vectors.filter(\.isFailure).count, "\(section.id)")
            for clause in section.clauses {
                #expect(clause.counts.total == report.results.filter { $0.vector.clauses.contains(clause.id) }.count, "\(clause.id)")
            }
        }
        #expect(ClauseResults.specOrder("C-2.9", "C-2.10") && ClauseResults.specOrder("C-2", "C-10"))
    }
}
