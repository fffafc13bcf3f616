import ZipZap
import ZipZapConformance

/// The suite as CI runs it: loading the vector files, verifying every vector in process (`verify`), and the runner
/// driving the reference adapter (`zipzap-conformance adapter`, this very executable) over the pipe.
func suiteBenchCases(vectorsFolder: String) -> [BenchCase] {
    let suite = SuiteLoader.load(folder: vectorsFolder, knownClauses: nil)
    let vectors = suite.vectors
    guard !vectors.isEmpty else {
        printError("bench: no vectors in \(vectorsFolder); the suite cases are left out (run from the package root or pass --vectors DIR)")
        return []
    }
    let count = vectors.count
    let adapter = LazyAdapter(command: AdapterExecutable.command)
    let allIDs = Set(vectors.map(\.vector.id))
    return [
        BenchCase(name: "suite load (\(count) vectors, \(suite.files.count) files)") { _ in
            SuiteLoader.load(folder: vectorsFolder, knownClauses: nil).files.count
        },
        BenchCase(name: "verify: whole suite in process (\(count) vectors)") { _ in
            var passed = 0
            for (_, vector) in vectors {
                guard let result = try? ReferenceEngine.run(vector) else { continue }
                if VectorCheck.difference(vector, actualTrace: result.trace, actualValue: result.value) == nil { passed += 1 }
            }
            return passed
        },
        BenchCase(name: "runner over the pipe: one vector") { i in
            let vector = vectors[i % count].vector
            guard case .result(let trace, let value) = adapter.run(vector) else { return -1 }
            return VectorCheck.difference(vector, actualTrace: trace, actualValue: value) == nil ? 1 : 0
        },
        BenchCase(name: "runner over the pipe: whole suite, adapter start included (\(count) vectors)") { _ in
            let report = ConformanceRun.execute(vectors, allIDs: allIDs, expectations: Expectations(), jobs: 1) {
                () throws(HarnessError) -> any ImplementationUnderTest in try AdapterClient(command: AdapterExecutable.command)
            }
            return report.exitCode == 0 ? report.results.count : -1
        },
    ]
}

/// One reference adapter for the per-vector case, started on first use so that filtered-out runs start none.
final class LazyAdapter {
    let command: String
    private var client: AdapterClient?

    init(command: String) { self.command = command }

    func run(_ vector: Vector) -> ImplementationReply {
        do throws(HarnessError) {
            if client == nil { client = try AdapterClient(command: command) }
            return try client!.run(vector)
        } catch {
            fatalError("bench: the reference adapter failed: \(error.message)")
        }
    }

    deinit { client?.shutdown() }
}
