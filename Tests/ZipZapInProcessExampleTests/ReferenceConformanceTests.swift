import Testing
import ZipZapConformance

/// What a ZipZapKit test target writes to pass the suite in process: one Swift Testing case per vector, named by its
/// id, each run through `InProcessSuite.check` with the runner's comparison. Here the implementation is the reference.
@Suite struct ReferenceConformanceTests {
    @Test func everyVectorFileLoads() {
        #expect(ConformanceVectors.suite.problems.isEmpty, "\(ConformanceVectors.suite.problems)")
        #expect(ConformanceVectors.suite.vectorsNotLoaded == 0)
        #expect(ConformanceVectors.cases.count == ConformanceVectors.suite.vectors.count)
    }

    @Test(arguments: ConformanceVectors.cases)
    func vector(_ item: InProcessSuite.Case) {
        let result = InProcessSuite.check(item, against: ReferenceImplementation())
        #expect(result.status == .passed, "\(result.status.rawValue): \(result.message ?? "")")
    }
}
