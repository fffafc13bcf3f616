import Testing
@testable import ZipZapConformance

/// The reports of a run in which every status occurs: the reference with its rules run in reverse (C-5.1 broken)
/// over two small files, one failure expected, one vector skipped, and one vector reported as unsupported.
@Suite struct ReportTests {
    /// Vectors of the suite's C-05-field-state.json (all of them) and C-04-edge-values.json (its first five), kept
    /// apart so that vectors added to those files later do not change the run: of these, the fault fails exactly
    /// ZZ-00766 (field state) and ZZ-00772 (edge values).
    static let fixture = PackageFiles.root + "/Tests/ZipZapConformanceTests/Fixtures/report-run"

    private static let fixtureSuite = SuiteLoader.load(folder: fixture, knownClauses: try? PackageFiles.specClauses())

    private static let report: RunReport = {
        let vectors = fixtureSuite.vectors
        let expectations = try! Expectations(text: """
            xfail ZZ-00772 reversed on purpose
            skip  ZZ-00767 not today
            """, file: "expect.txt")
        var report = ConformanceRun.execute(vectors, allVectors: vectors.map(\.vector), expectations: expectations, jobs: 1) {
            () throws(HarnessError) -> any ImplementationUnderTest in InProcessReference(fault: .rulesRunInReverse)
        }
        // A port without the hid source would report this one unsupported with that reason.
        let last = report.results.removeLast()
        report.results.append(VectorResult(vector: last.vector, file: last.file, status: .unsupported, message: "needs source hid",
                                           difference: nil, actualTrace: nil, actualValue: nil, seconds: 0))
        report.reproduceOptions = " --fault rulesRunInReverse"
        return report
    }()

    private var failure: VectorResult { Self.report.results.first { $0.status == .failed }! }

    /// The fixture's vectors are the suite's, in the same files: the reports show published claims.
    @Test func theFixtureHoldsCommittedVectors() {
        #expect(Self.fixtureSuite.problems.isEmpty)
        let committed = Dictionary(PackageFiles.suite.vectors.map { ($0.vector.id, $0) }) { first, _ in first }
        #expect(Self.fixtureSuite.vectors.count == 18)
        for (file, vector) in Self.fixtureSuite.vectors {
            #expect(committed[vector.id]?.file == file && committed[vector.id]?.vector == vector, "\(vector.id)")
        }
    }

    @Test func theRunHasEveryStatusTheReportsShow() {
        #expect(failure.vector.id == "ZZ-00766")
        for status: VectorResult.Status in [.passed, .failed, .expectedFailure, .skipped, .unsupported] {
            #expect(Self.report.count(status) >= 1, "\(status)")
        }
    }

    @Test func aFailureShowsEachSideOnceWithTheFirstDifferenceMarked() {
        let lines = HumanReport.failureLines(failure, reproduce: Self.report.reproduceOptions)
        let expectedEntry = JSONWriter().compact(failure.vector.expectedTrace[0])
        // C-5.1: the length rule fails first; the faulty reference names a later rule.
        #expect(expectedEntry.contains("\"step\": \"checkDigit\""))
        #expect(lines.joined(separator: "\n").components(separatedBy: expectedEntry).count == 2)
        let expected = lines.firstIndex { $0.hasPrefix("  > #0 expected ") }!
        #expect(lines[expected + 1].hasPrefix("  > #0 actual   "))
        // The caret stands under the first character that differs: the `c` of checkDigit against the `t` of typeIs.
        let caret = lines[expected + 2]
        #expect(caret.hasSuffix("^") && caret.dropLast().allSatisfy { $0 == " " })
        let column = caret.count - 1
        #expect(Array(lines[expected])[column] == "c")
        #expect(Array(lines[expected + 1])[column] == "t")
        #expect(Array(lines[expected])[..<column] == Array(lines[expected + 1].replacing("actual  ", with: "expected"))[..<column])
        #expect(lines.last == "  reproduce: zipzap-conformance run --reproduce ZZ-00766 --fault rulesRunInReverse")
    }

    @Test func aDifferenceFarIntoALongEntryStaysVisible() {
        let long = String(repeating: "a", count: 500)
        let (expected, actual, column) = HumanReport.window(long + "x", long + "y")
        #expect(Array(expected)[column] == "x")
        #expect(Array(actual)[column] == "y")
        #expect(expected.hasPrefix("…"))
    }

    @Test func junitMarksEachKindOfNotCountedVectorAsSkippedWithItsReason() {
        let xml = MachineReports.junit(Self.report)
        #expect(xml.contains("<skipped type=\"expected-failure\" message=\"expected failure: reversed on purpose\"/>"))
        #expect(xml.contains("<skipped type=\"skipped\" message=\"skipped: not today\"/>"))
        #expect(xml.contains("<skipped type=\"unsupported\" message=\"unsupported: needs source hid\"/>"))
        #expect(xml.contains("<failure type=\"failed\" message=\"trace entry 0: expected"))
        // The expected failure's comparison stays readable in the case's output.
        #expect(xml.contains("<system-out>  clauses C-4.3"))
        let total = Self.report.results.count
        #expect(xml.contains("<testsuites name=\"zipzap-conformance\" tests=\"\(total)\" failures=\"1\" errors=\"0\" skipped=\"3\""))
    }

    @Test func markdownGivesTheVerdictFirstThenCountsFailuresAndReasons() {
        let markdown = MachineReports.markdown(Self.report)
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "## ❌ ZipZap conformance — FAIL: 1 of \(Self.report.total) vectors failed")
        let counts = lines.firstIndex(of: "| vectors | count |")!, failures = lines.firstIndex(of: "### Failures by cause (1 in 1 group)")!
        let skipped = lines.firstIndex(of: "### Skipped (1)")!, unsupported = lines.firstIndex(of: "### Unsupported (1)")!
        let expected = lines.firstIndex(of: "### Expected failures (1)")!
        #expect(counts < failures && failures < skipped && skipped < unsupported && unsupported < expected)
        #expect(lines.contains("| failed | 1 |"))
        // C-5.1: the first failing rule is reported; the fault reports a later one, so the group is the rules' order.
        #expect(lines.contains("| 1 | 1 | rule order: another rule rejects | C-5.1 ×1 |"))
        #expect(lines.contains { $0.hasPrefix("<details><summary>representative <code>ZZ-00766</code> C-05-field-state.json: ") })
        #expect(lines.contains("<details><summary>1 × needs source hid</summary>"))
        #expect(lines.contains("<details><summary>1 × reversed on purpose</summary>"))
        // The traces once each: the failure's message, which repeats them, is not printed.
        #expect(!markdown.contains("trace entry 0: expected"))
        #expect(lines.allSatisfy { $0.count <= 320 })
    }

    @Test func markdownAndHTMLEscapeMarkup() {
        #expect(MachineReports.html("a <b> | *c* & _d_") == "a &lt;b&gt; &#124; &#42;c&#42; &amp; &#95;d&#95;")
        #expect(HTMLReport.escape("<a href=\"x\">") == "&lt;a href=&quot;x&quot;&gt;")
    }

    @Test func htmlIsOnePageWithMatricesAndTheFailureSideBySide() {
        let html = HTMLReport.render(Self.report)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<h1 id=\"verdict\" class=\"fail\">FAIL: 1 of \(Self.report.total) vectors failed</h1>"))
        // Self-contained: nothing is fetched.
        for reference in ["http:", "https:", "src=", "href=", "<script", "<link", "url("] { #expect(!html.contains(reference), "\(reference)") }
        #expect(html.contains("<table class=\"matrix\" id=\"rules-by-sources\">"))
        #expect(html.contains("<table class=\"matrix\" id=\"families\">"))
        // C-05-field-state.json: its failure makes the file's cell red.
        let fieldState = HTMLMatrix.files(Self.report).cells["C-05-field-state.json"]!["vectors"]!
        #expect(fieldState.failed == 1 && fieldState.kind == "failed")
        #expect(html.contains("<details class=\"failure\" open id=\"ZZ-00766\">"))
        #expect(html.contains("<tr class=\"first-difference\"><td class=\"index\">&gt;0</td>"))
        #expect(html.contains("<p class=\"message\">trace entry #0 differs</p>"))
        #expect(html.contains("<pre class=\"reproduce\">zipzap-conformance run --reproduce ZZ-00766 --fault rulesRunInReverse</pre>"))
    }
}
