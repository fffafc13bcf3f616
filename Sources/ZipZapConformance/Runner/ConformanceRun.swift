import Foundation
import Synchronization
import ZipZapVectors

/// Runs vectors against an implementation, with `jobs` instances in parallel, and classifies each result. After SIGINT
/// or SIGTERM (`Interruption`) no vector starts and the ones not finished are `notRun`.
public enum ConformanceRun {
    public static func execute(
        _ vectors: [(file: String, vector: Vector)], allVectors: [Vector], expectations: Expectations, jobs: Int,
        makeImplementation: @escaping @Sendable () throws(HarnessError) -> any ImplementationUnderTest
    ) -> RunReport {
        let start = Date()
        var report = RunReport(
            implementation: "", implementationVersion: "", suiteVersion: ConformanceSuite.version, results: [],
            staleEntries: [], harnessError: nil, seconds: 0)
        let first: any ImplementationUnderTest
        do { first = try makeImplementation() } catch {
            report.staleEntries = StaleExpectations.lines(expectations, allVectors: allVectors, capabilities: nil, results: [])
            report.harnessError = error.message
            report.results = vectors.map { notRun($0) }
            return report
        }
        report.implementation = first.name
        report.implementationVersion = first.version
        report.warnings = first.capabilities.assumedFeaturesWarning.map { [$0] } ?? []
        let capabilities = first.capabilities

        let next = Mutex(0)
        let results = Mutex([VectorResult?](repeating: nil, count: vectors.count))
        let failure = Mutex<String?>(nil)
        let firstBox = Mutex<(any ImplementationUnderTest)?>(first)
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, vectors.count))) { _ in
            let implementation: any ImplementationUnderTest
            let taken = firstBox.withLock { box -> (any ImplementationUnderTest)? in
                let value = box
                box = nil
                return value
            }
            if let reused = taken {
                implementation = reused
            } else {
                do throws(HarnessError) { implementation = try makeImplementation() } catch {
                    failure.withLock { $0 = $0 ?? error.message }
                    return
                }
            }
            defer { implementation.shutdown() }
            while failure.withLock({ $0 == nil }) && Interruption.signal == nil {
                let index = next.withLock { value in defer { value += 1 }; return value }
                guard index < vectors.count else { return }
                do throws(HarnessError) {
                    let result = try classify(vectors[index], implementation, expectations)
                    results.withLock { $0[index] = result }
                } catch {
                    failure.withLock { $0 = $0 ?? error.message }
                }
            }
        }
        let collected = results.withLock { $0 }
        report.results = zip(vectors, collected).map { $1 ?? notRun($0) }
        report.harnessError = failure.withLock { $0 }
        report.staleEntries = StaleExpectations.lines(
            expectations, allVectors: allVectors, capabilities: capabilities, results: report.results)
        report.seconds = Date().timeIntervalSince(start)
        return report
    }

    private static func classify(
        _ item: (file: String, vector: Vector), _ implementation: any ImplementationUnderTest, _ expectations: Expectations
    ) throws(HarnessError) -> VectorResult {
        let (file, vector) = item
        let entry = expectations.entry(for: vector)
        func result(_ status: VectorResult.Status, _ message: String?, difference: VectorCheck.Difference? = nil,
                    trace: [JSONValue]? = nil, value: [UInt8]? = nil, seconds: Double = 0) -> VectorResult {
            VectorResult(vector: vector, file: file, status: status, message: message, difference: difference,
                         actualTrace: trace, actualValue: value, seconds: seconds)
        }
        if let entry, entry.kind == .skip {
            return result(.skipped, "skip list: " + entry.reason + (entry.link.map { " (\($0))" } ?? ""))
        }
        let missing = implementation.capabilities.missing(for: vector)
        guard missing.isEmpty else { return result(.unsupported, "needs " + missing.joined(separator: ", ")) }
        let started = Date()
        let reply = try implementation.run(vector)
        let seconds = Date().timeIntervalSince(started)
        let expectedToFail = entry?.kind == .xfail
        func failed(_ message: String, _ difference: VectorCheck.Difference? = nil, _ trace: [JSONValue]? = nil, _ value: [UInt8]? = nil) -> VectorResult {
            result(expectedToFail ? .expectedFailure : .failed,
                   expectedToFail ? "\(message) (expected: \(entry!.reason))" : message,
                   difference: difference, trace: trace, value: value, seconds: seconds)
        }
        switch reply {
        case .result(let trace, let value):
            if let difference = VectorCheck.difference(
                vector, actualTrace: trace, actualValue: value,
                gs1Members: implementation.capabilities.gs1Parse?.members ?? GS1ParseMember.everything
            ) {
                return failed(difference.message, difference, trace, value)
            }
            return expectedToFail
                ? result(.unexpectedPass, "passes, but \(expectations.file):\(entry!.line) expects it to fail: remove the entry",
                         trace: trace, value: value, seconds: seconds)
                : result(.passed, nil, trace: trace, value: value, seconds: seconds)
        case .refused(let refusal):
            if let difference = VectorCheck.difference(vector, actualRefusal: refusal) {
                var failure = failed(difference.message, difference)
                failure.actualRefusal = refusal
                return failure
            }
            return expectedToFail
                ? result(.unexpectedPass, "passes, but \(expectations.file):\(entry!.line) expects it to fail: remove the entry", seconds: seconds)
                : result(.passed, nil, seconds: seconds)
        case .skipped(let reason): return result(.skipped, "the implementation skipped it: " + reason, seconds: seconds)
        case .error(let message): return failed("the implementation reported an error: " + message)
        case .broken(let message): return failed(message)
        }
    }

    private static func notRun(_ item: (file: String, vector: Vector)) -> VectorResult {
        VectorResult(vector: item.vector, file: item.file, status: .notRun, message: "not run: the harness stopped",
                     difference: nil, actualTrace: nil, actualValue: nil, seconds: 0)
    }
}
