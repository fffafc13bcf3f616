import ZipZapVectors

/// Runs the conformance suite against an `InProcessImplementation`, with the runner's comparison, expectations and
/// reports (Docs/swift-in-process.md): the whole suite or a selection at once (`run`), or one vector at a time for a
/// Swift Testing parameterized test (`cases`, `check`).
public enum InProcessSuite {
    /// The suite of this package's checkout (`Conformance/vectors`), found from this source file: a package that
    /// depends on ZipZap Conformance builds it from source, so the path is that checkout's.
    public static let defaultFolder: String = {
        var path = #filePath
        for _ in 0..<4 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
        return path + "/Conformance/vectors"
    }()

    /// Loads the vector files of `folder`; `problems` says what did not load (a test should expect it empty).
    public static func load(folder: String = defaultFolder) -> LoadedSuite {
        SuiteLoader.load(folder: folder, knownClauses: nil)
    }

    /// One vector as a test argument: its description is the vector's id, so each test case is named by it.
    public struct Case: Sendable, CustomStringConvertible {
        public let file: String
        public let vector: Vector
        public var description: String { vector.id }
    }

    /// The vectors `selection` takes (all by default), in suite order.
    public static func cases(of suite: LoadedSuite, selection: Selection = Selection()) -> [Case] {
        suite.vectors.filter { selection.includes($0.vector, file: $0.file) }.map { Case(file: $0.file, vector: $0.vector) }
    }

    /// One vector's result, classified as `run` classifies it: `isFailure` is what a test asserts against, `message`
    /// why (the first difference, marked). Expectation entries mark known failures; stale entries are `run`'s concern.
    public static func check(
        _ item: Case, against implementation: some InProcessImplementation, expectations: Expectations = Expectations()
    ) -> VectorResult {
        let bridge = InProcessBridge(implementation)
        let report = ConformanceRun.execute(
            [(item.file, item.vector)], allVectors: [], expectations: expectations, jobs: 1
        ) { () throws(HarnessError) -> any ImplementationUnderTest in bridge }
        return report.results[0]
    }

    /// Runs the selected vectors (all by default) with `jobs` threads sharing `implementation`; the report renders as
    /// the command line's do (`HumanReport`, `MachineReports`, `HTMLReport`) and `exitCode` is the gate.
    public static func run(
        _ implementation: some InProcessImplementation, suite: LoadedSuite, selection: Selection = Selection(),
        expectations: Expectations = Expectations(), jobs: Int = 1
    ) -> RunReport {
        let selected = suite.vectors.filter { selection.includes($0.vector, file: $0.file) }
        let bridge = InProcessBridge(implementation)
        var report = ConformanceRun.execute(
            selected, allVectors: suite.vectors.map(\.vector), expectations: expectations, jobs: jobs
        ) { () throws(HarnessError) -> any ImplementationUnderTest in bridge }
        report.suiteProblems = suite.problems.map(\.description)
        report.vectorsNotLoaded = suite.vectorsNotLoaded
        return report
    }
}
