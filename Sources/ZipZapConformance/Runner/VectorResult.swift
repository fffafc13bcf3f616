import ZipZapVectors

/// How one vector ended in a run. Every selected vector ends with exactly one result.
public struct VectorResult: Sendable {
    public enum Status: String, Sendable, CaseIterable {
        case passed, failed, skipped, unsupported
        /// Failed, as the expectations file said it would.
        case expectedFailure
        /// Passed although the expectations file said it would fail: the entry is stale, and the run fails.
        case unexpectedPass
        /// Not reached because the harness gave up.
        case notRun
    }

    public let vector: Vector
    public let file: String
    public let status: Status
    /// Why: the difference, the adapter's error, the skip reason, the missing capabilities.
    public let message: String?
    public let difference: VectorCheck.Difference?
    /// What the implementation answered, when it answered with a trace.
    public let actualTrace: [JSONValue]?
    public let actualValue: [UInt8]?
    public let seconds: Double
    /// The configuration refusal the implementation answered with, when it did (its failures are grouped by it).
    public var actualRefusal: ConfigurationRefusal? = nil

    public var isFailure: Bool { status == .failed || status == .unexpectedPass }
}

/// A whole run: who was tested, every vector's result, and stale expectation entries.
public struct RunReport: Sendable {
    public var implementation: String
    public var implementationVersion: String
    public var suiteVersion: String
    public var results: [VectorResult]
    /// Expectation entries that name no vector.
    public var staleEntries: [String]
    public var harnessError: String?
    /// Lines for standard error about what the runner assumed (`Capabilities.assumedFeaturesWarning`).
    public var warnings: [String] = []
    public var seconds: Double
    /// Vector files, or vectors, that could not be loaded: each fails the run.
    public var suiteProblems: [String] = []
    /// Vectors the suite's manifest lists that could not be loaded; they count as not run, so totals never shrink.
    public var vectorsNotLoaded = 0
    /// What follows `zipzap-conformance run --reproduce ID` in the reports to run one vector as this run did.
    public var reproduceOptions = " --adapter ADAPTER"

    /// Results with this status; for `notRun`, with the vectors that could not be loaded.
    public func count(_ status: VectorResult.Status) -> Int {
        results.filter { $0.status == status }.count + (status == .notRun ? vectorsNotLoaded : 0)
    }

    /// Every vector the run was to account for, loaded or not.
    public var total: Int { results.count + vectorsNotLoaded }

    /// 0 when every vector that ran passed (or failed as expected), the expectations are current and every vector
    /// file loaded; 1 otherwise; 2 when the harness gave up.
    public var exitCode: Int32 {
        if harnessError != nil { return 2 }
        return results.contains(where: \.isFailure) || !staleEntries.isEmpty || !suiteProblems.isEmpty ? 1 : 0
    }
}
