import Testing
import ZipZapConformance

/// The in-process route catches what the adapter route catches: the reference with a catalogued fault fails, both a
/// selected run and the one-vector check a parameterized test makes.
@Suite struct CataloguedFaultTests {
    @Test func theReferenceWithSwappedCheckDigitWeightsFailsTheCheckDigitVectors() throws {
        var selection = Selection()
        selection.files = ["C-04-check-digit"]
        let faulty = ReferenceImplementation(faults: [.checkDigitWeightsSwapped])
        let report = InProcessSuite.run(faulty, suite: ConformanceVectors.suite, selection: selection)
        #expect(report.implementation == "reference with fault checkDigitWeightsSwapped")
        #expect(report.results.allSatisfy { $0.file == "C-04-check-digit.json" })
        #expect(report.count(.failed) > 0)
        #expect(report.exitCode == 1)

        let failed = try #require(report.results.first { $0.status == .failed })
        let item = try #require(ConformanceVectors.cases.first { $0.vector.id == failed.vector.id })
        #expect(InProcessSuite.check(item, against: faulty).isFailure)
        #expect(InProcessSuite.check(item, against: ReferenceImplementation()).status == .passed)
    }

    @Test func aSelectionByIDAndClauseTakesOnlyThoseVectors() throws {
        let first = try #require(ConformanceVectors.cases.first)
        var selection = Selection()
        selection.ids = [Glob(first.vector.id)]
        selection.clauses = [try #require(first.vector.clauses.first)]
        let report = InProcessSuite.run(ReferenceImplementation(), suite: ConformanceVectors.suite, selection: selection)
        #expect(report.results.map(\.vector.id) == [first.vector.id])
        #expect(report.exitCode == 0)
    }

    @Test func aKnownFailureListedAsExpectedKeepsTheGateGreen() throws {
        let faulty = ReferenceImplementation(faults: [.checkDigitWeightsSwapped])
        var selection = Selection()
        selection.files = ["C-04-check-digit"]
        let failing = InProcessSuite.run(faulty, suite: ConformanceVectors.suite, selection: selection).results.filter(\.isFailure)
        let expectations = try Expectations(
            text: failing.map { "xfail \($0.vector.id) weights swapped on purpose" }.joined(separator: "\n"), file: "expected.txt")
        let report = InProcessSuite.run(faulty, suite: ConformanceVectors.suite, selection: selection, expectations: expectations)
        #expect(report.count(.expectedFailure) == failing.count)
        #expect(report.exitCode == 0)
    }
}
