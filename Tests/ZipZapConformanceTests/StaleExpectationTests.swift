import Testing
@testable import ZipZapConformance

/// An expectation entry whose vectors the implementation never runs — all unsupported, or all skipped by the
/// implementation — is stale like one that selects nothing, and fails the run (README: the list cannot go stale).
@Suite struct StaleExpectationTests {
    /// The reference without the camera source; with `skipsCamera`, it declares the source but skips its vectors.
    private final class WithoutCamera: ImplementationUnderTest {
        let skipsCamera: Bool
        private let reference = InProcessReference()
        init(skipsCamera: Bool) { self.skipsCamera = skipsCamera }

        var name: String { "reference without camera" }
        var version: String { ConformanceSuite.version }
        var capabilities: Capabilities {
            var capabilities = Capabilities.reference
            if !skipsCamera { capabilities.sources.remove("camera") }
            return capabilities
        }

        func run(_ vector: Vector) -> ImplementationReply {
            skipsCamera && vector.source == .camera ? .skipped(reason: "no camera here") : reference.run(vector)
        }

        func shutdown() {}
    }

    private static let suite = PackageFiles.suite

    /// The camera and field-state files, with the whole suite as the vectors entries are checked against.
    private func run(_ text: String, skipsCamera: Bool = false) throws -> RunReport {
        let vectors = Self.suite.vectors.filter { $0.file == "C-08-camera.json" || $0.file == "C-05-field-state.json" }
        let expectations = try Expectations(text: text, file: "expect.txt")
        return ConformanceRun.execute(vectors, allVectors: Self.suite.vectors.map(\.vector), expectations: expectations, jobs: 1) {
            () throws(HarnessError) -> any ImplementationUnderTest in WithoutCamera(skipsCamera: skipsCamera)
        }
    }

    /// The vectors `clause:C-8` selects: camera vectors, every one.
    private var cameraVectors: Int { Self.suite.vectors.filter { $0.vector.clauses.contains { $0.hasPrefix("C-8.") } }.count }

    @Test func anXfailOnUnsupportedVectorsFailsTheRun() throws {
        let report = try run("xfail clause:C-8 our camera misreads frames")
        #expect(report.results.filter(\.isFailure).isEmpty)
        #expect(report.staleEntries == [
            "expect.txt:1: xfail clause:C-8 selects only vectors the implementation does not run (\(cameraVectors) unsupported)",
        ])
        #expect(report.exitCode == 1)
    }

    @Test func aSkipOnUnsupportedVectorsFailsTheRun() throws {
        let report = try run("skip clause:C-8 no camera")
        #expect(report.staleEntries.count == 1)
        #expect(report.staleEntries.first?.hasSuffix("(\(cameraVectors) unsupported)") == true)
        #expect(report.exitCode == 1)
    }

    @Test func anXfailOnVectorsTheImplementationSkipsFailsTheRun() throws {
        let report = try run("xfail clause:C-8 our camera misreads frames", skipsCamera: true)
        let skipped = report.results.filter { $0.status == .skipped }.count
        #expect(skipped > 0)
        // Camera vectors outside the run's selection are supported and might still fail: the entry is stale only
        // when every vector it applies to was run and skipped.
        #expect(report.staleEntries.isEmpty)
        let all = Self.suite.vectors.filter { $0.vector.source == .camera }
        let expectations = try Expectations(text: "xfail clause:C-8 our camera misreads frames", file: "expect.txt")
        let full = ConformanceRun.execute(all, allVectors: Self.suite.vectors.map(\.vector), expectations: expectations, jobs: 1) {
            () throws(HarnessError) -> any ImplementationUnderTest in WithoutCamera(skipsCamera: true)
        }
        #expect(full.staleEntries == [
            "expect.txt:1: xfail clause:C-8 selects only vectors the implementation does not run (\(cameraVectors) skipped by the implementation)",
        ])
        #expect(full.exitCode == 1)
    }

    @Test func anEntryWithOneVectorThatCountsIsCurrent() throws {
        // The reference passes these vectors: each entry's passes are unexpected passes, reported as those (the
        // run fails for them), and the entries are not stale, since their vectors ran and counted.
        let report = try run("xfail ZZ-00766 claimed broken\nxfail clause:C-5 state is off")
        #expect(report.staleEntries.isEmpty)
        #expect(report.results.contains { $0.status == .unexpectedPass })
    }

    @Test func anEntryThatSelectsNothingIsStillStale() throws {
        let report = try run("xfail ZZ-99999 names nothing")
        #expect(report.staleEntries == ["expect.txt:1: xfail ZZ-99999 matches no vector"])
    }
}
