import Foundation
import Testing
@testable import ZipZapConformance

/// The runner against adapters that misbehave: every vector ends with exactly one result, the failure lands on the
/// vector being served, and the run goes on.
@Suite(.serialized) struct RunnerTests {
    private static let script = PackageFiles.root + "/Tests/ZipZapConformanceTests/Fixtures/scripted_adapter.py"

    /// Loaded once: the suite is large, and every test serves the same eight vectors.
    private static let selected: [(file: String, vector: Vector)] = {
        let suite = PackageFiles.suite
        return Array(suite.vectors.filter { $0.file == "C-05-field-state.json" || $0.file == "C-04-length.json" }.prefix(8))
    }()

    private func selection() -> [(file: String, vector: Vector)] { Self.selected }

    /// Runs the first eight vectors through the scripted adapter, which misbehaves on the third.
    private func run(mode: String, timeout: Double = 1, expectations: Expectations = Expectations(), jobs: Int = 1) -> RunReport {
        let vectors = selection()
        var options = AdapterClient.Options()
        options.timeout = timeout
        // Modes that never answer the handshake wait it out: 2 s each. The others get room for a busy machine.
        options.handshakeTimeout = mode.hasSuffix("no-handshake") ? 2 : 10
        let marker = NSTemporaryDirectory() + "zipzap-marker-" + UUID().uuidString
        let files = Set(vectors.map(\.file)).sorted().map { PackageFiles.vectors + "/" + $0 }.joined(separator: ",")
        let command = "python3 \(Self.script) \(files) \(mode) \(vectors[2].vector.id) \(marker)"
        let clientOptions = options
        return ConformanceRun.execute(vectors, allVectors: vectors.map(\.vector), expectations: expectations, jobs: jobs) {
            () throws(HarnessError) -> any ImplementationUnderTest in try AdapterClient(command: command, options: clientOptions)
        }
    }

    @Test func wellBehavedAdapterPassesEverything() {
        let report = run(mode: "none")
        #expect(report.results.count == 8)
        #expect(report.results.allSatisfy { $0.status == .passed })
        #expect(report.exitCode == 0)
        #expect(report.implementation == "scripted")
    }

    /// PROTOCOL.md, "Capabilities": no `features` list makes the runner warn, once, naming what it assumed; a list,
    /// even a short one, makes it silent.
    @Test func missingFeaturesListIsWarnedAboutOnce() {
        let assumed = run(mode: "none", jobs: 2)
        #expect(assumed.warnings.count == 1)
        let line = assumed.warnings.first ?? ""
        #expect(line.hasPrefix("warning: the adapter sent no \"features\" list; assumed gs1NoDuplicateCheck, "
            + "gs1NoExclusions, gs1NoRequisites, gtinFromGS1Data, typeFilter (every feature but configurationErrors)"))
        #expect(run(mode: "features").warnings.isEmpty)
    }

    @Test(arguments: [
        ("hang", "timed out after 1.0 s"),
        ("crash", "the adapter closed its output (exit status 7)"),
        ("garbage", "protocol violation: not JSON"),
        ("wrong-seq", "protocol violation: answered seq 4 while seq 3 was outstanding"),
        ("huge-line", "protocol violation: not JSON"),
        ("error", "the implementation reported an error: not implemented here"),
    ])
    func failureLandsOnTheThirdVectorAndTheRunGoesOn(mode: String, message: String) {
        // Only the hang needs the short timeout; a 10 MB line takes longer than a second to read on a busy machine.
        let report = run(mode: mode, timeout: mode == "hang" ? 1 : 30)
        #expect(report.results.count == 8)
        #expect(report.results[2].status == .failed, "\(mode)")
        #expect(report.results[2].message?.contains(message) == true, "\(mode): \(report.results[2].message ?? "")")
        #expect(report.results.enumerated().filter { $0.offset != 2 }.allSatisfy { $0.element.status == .passed },
                "\(mode): \(report.results.map(\.status))")
        #expect(report.exitCode == 1)
    }

    @Test func crashShowsTheAdaptersLastStderrLines() {
        let report = run(mode: "crash")
        #expect(report.results[2].message?.contains("crashing on purpose") == true)
    }

    @Test func answeringTwiceBreaksTheNextVector() {
        // The second answer to seq 3 arrives while seq 4 is outstanding.
        let report = run(mode: "twice")
        #expect(report.results[2].status == .passed)
        #expect(report.results[3].status == .failed)
        #expect(report.results[3].message?.contains("answered seq 3 while seq 4 was outstanding") == true)
        #expect(report.results.count == 8)
    }

    @Test func stderrNoiseAndSkipsAreNotFailures() {
        #expect(run(mode: "stderr").exitCode == 0)
        let skipped = run(mode: "skip")
        #expect(skipped.results[2].status == .skipped)
        #expect(skipped.exitCode == 0)
    }

    @Test func missingAdapterIsAHarnessError() {
        let vectors = selection()
        let report = ConformanceRun.execute(vectors, allVectors: [], expectations: Expectations(), jobs: 1) {
            () throws(HarnessError) -> any ImplementationUnderTest in try AdapterClient(command: "/nonexistent/adapter-binary")
        }
        #expect(report.exitCode == 2)
        #expect(report.harnessError?.contains("/nonexistent/adapter-binary") == true)
        #expect(report.results.allSatisfy { $0.status == .notRun })
    }

    @Test func silentHandshakeIsAHarnessError() {
        let report = run(mode: "no-handshake")
        #expect(report.exitCode == 2)
        #expect(report.harnessError?.contains("did not complete the handshake: timed out") == true)
    }

    @Test func adapterThatDiesAfterEveryHandshakeFailsEveryVector() {
        let report = run(mode: "exit-after-handshake")
        #expect(report.exitCode == 1)
        #expect(report.results.count == 8)
        #expect(report.results.allSatisfy { $0.status == .failed && $0.message?.contains("exit status 3") == true })
    }

    @Test func adapterThatCannotRestartEndsTheRun() {
        let report = run(mode: "crash-then-no-handshake")
        #expect(report.exitCode == 2)
        #expect(report.results.count == 8)
        #expect(report.results[2].status == .failed)
        #expect(report.results.contains { $0.status == .notRun })
        #expect(report.harnessError?.contains("could not be restarted 3 times in a row") == true)
    }

    @Test func expectationsSkipXfailAndGoStale() throws {
        let ids = selection().map(\.vector.id)
        let expectations = try Expectations(text: """
            # comment
            skip  \(ids[0])  no reason to run it here
            xfail \(ids[1])  claimed broken  https://example.com/issue/1
            xfail ZZ-99999   names nothing
            """, file: "expect.txt")
        let report = run(mode: "none", expectations: expectations)
        #expect(report.results[0].status == .skipped)
        #expect(report.results[1].status == .unexpectedPass)
        #expect(report.staleEntries == ["expect.txt:4: xfail ZZ-99999 matches no vector"])
        #expect(report.exitCode == 1)
    }

    @Test func parallelJobsGiveTheSameResults() {
        let report = run(mode: "none", jobs: 3)
        #expect(report.results.map(\.vector.id) == selection().map(\.vector.id))
        #expect(report.results.allSatisfy { $0.status == .passed })
    }

    @Test(arguments: [
        ("maybe ZZ-00001 reason", 1, "unknown kind 'maybe'"),
        ("skip ZZ-00001", 1, "skip ZZ-00001 needs a reason"),
        ("xfail", 1, "xfail needs a selector (id glob, flag:NAME or clause:C-N.M) and a reason"),
        ("\n\nxfail ZZ-1 https://example.com", 3, "xfail ZZ-1 needs a reason"),
    ])
    func corruptExpectationsNameFileAndLine(text: String, line: Int, message: String) {
        #expect(throws: Expectations.Error.self) { try Expectations(text: text, file: "x.txt") }
        do { _ = try Expectations(text: text, file: "x.txt") } catch {
            #expect(error.line == line)
            #expect(error.message.hasPrefix(message), "\(error.message)")
        }
    }

    @Test func globsMatchLikeAShell() {
        #expect(Glob("ZZ-00*").matches("ZZ-00123"))
        #expect(Glob("ZZ-0012?").matches("ZZ-00123"))
        #expect(!Glob("ZZ-0012?").matches("ZZ-001234"))
        #expect(Glob("*").matches(""))
        #expect(Glob("*3*4").matches("ZZ-00334"))
        #expect(!Glob("ZZ-1").matches("ZZ-10"))
    }

    @Test func junitIsWellFormedAndCountsFailures() throws {
        let report = run(mode: "error")
        let xml = MachineReports.junit(report)
        #expect(xml.contains("<testsuites name=\"zipzap-conformance\" tests=\"8\" failures=\"1\""))
        #expect(xml.contains("<failure type=\"failed\" message=\"the implementation reported an error: not implemented here\">"))
        // Every opened element is closed (CI also parses a real report with Python's XML parser).
        // Self-closed elements are test cases, `<skipped .../>` and `<property .../>` (the triage's groups and more).
        func count(_ text: String) -> Int { xml.components(separatedBy: text).count - 1 }
        #expect(count("<testcase ") == count("</testcase>") + count("\"/>") - count("<skipped ") - count("<property "))
        #expect(xml.components(separatedBy: "<testsuite ").count == xml.components(separatedBy: "</testsuite>").count)
    }
}
