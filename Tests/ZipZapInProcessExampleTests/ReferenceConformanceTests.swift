import Testing
import ZipZapConformance

/// What a ZipZapKit test target writes to pass the suite in process, both ways Docs/swift-in-process.md shows: the
/// whole gate in one run, and one Swift Testing case per vector, named by its id, each run through
/// `InProcessSuite.check` with the runner's comparison. Here the implementation is the reference.
@Suite struct ReferenceConformanceTests {
    @Test func everyVectorFileLoads() {
        #expect(ConformanceVectors.suite.problems.isEmpty, "\(ConformanceVectors.suite.problems)")
        #expect(ConformanceVectors.suite.vectorsNotLoaded == 0)
        #expect(ConformanceVectors.cases.count == ConformanceVectors.suite.vectors.count)
    }

    /// Every vector, through the same classification `check` makes, on both cores.
    @Test func theWholeGatePasses() {
        let report = InProcessSuite.run(ReferenceImplementation(), suite: ConformanceVectors.suite, jobs: 2)
        #expect(report.results.count == ConformanceVectors.cases.count)
        #expect(report.count(.passed) == report.results.count, "\(HumanReport.render(report, maximumFailures: 20))")
        #expect(report.exitCode == 0)
    }

    /// The per-vector form, on the first vector of every file (`ConformanceVectors.firstOfEachFile`).
    @Test(arguments: ConformanceVectors.firstOfEachFile)
    func vector(_ item: InProcessSuite.Case) {
        let result = InProcessSuite.check(item, against: ReferenceImplementation())
        #expect(result.status == .passed, "\(result.status.rawValue): \(result.message ?? "")")
    }
}
