#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ZipZap
import ZipZapConformance

/// The suite as CI runs it: loading the vector files, verifying every vector in process (`verify`), and the runner
/// driving the reference adapter (`zipzap-conformance adapter`, this very executable) over the pipe. The suite is
/// loaded on first use, so that runs filtered to other cases do not pay for it.
func suiteBenchCases(vectorsFolder: String) -> [BenchCase] {
    let suite = LazySuite(folder: vectorsFolder)
    let adapter = LazyAdapter(command: AdapterExecutable.command)
    return [
        BenchCase(name: "suite load (every vector file)") { _ in
            SuiteLoader.load(folder: vectorsFolder, knownClauses: nil).files.count
        },
        BenchCase(name: "verify: whole suite in process") { _ in
            var passed = 0
            for (_, vector) in suite.vectors {
                if VectorCheck.difference(vector, ReferenceEngine.run(vector)) == nil { passed += 1 }
            }
            return passed
        },
        // The runner's own work for one vector, without the pipe: the request written, the reference's reply (made
        // beforehand) read, and the trace compared. What the pipe figure adds to this is the adapter and the wake-ups.
        BenchCase(name: "runner protocol work, no pipe: one vector") { i in
            let (_, vector) = suite.vectors[i % suite.vectors.count]
            let request = ProtocolMessages.run(seq: 1, vector: vector)
            guard case .result(let trace, let value)? = try? ProtocolMessages.response(suite.replies[i % suite.vectors.count], seq: 1)
            else { return -1 }
            return request.utf8.count + (VectorCheck.difference(vector, actualTrace: trace, actualValue: value) == nil ? 1 : 0)
        },
        BenchCase(name: "runner over the pipe: one vector") { i in
            let vector = suite.vectors[i % suite.vectors.count].vector
            guard case .result(let trace, let value) = adapter.run(vector) else { return -1 }
            return VectorCheck.difference(vector, actualTrace: trace, actualValue: value) == nil ? 1 : 0
        },
        BenchCase(name: "runner over the pipe: whole suite, adapter start included") { _ in
            let report = ConformanceRun.execute(suite.vectors, allVectors: suite.vectors.map(\.vector), expectations: Expectations(), jobs: 1) {
                () throws(HarnessError) -> any ImplementationUnderTest in try AdapterClient(command: AdapterExecutable.command)
            }
            return report.exitCode == 0 ? report.results.count : -1
        },
    ]
}

/// The vectors of a folder, read on first use; the bench stops with a message when there are none.
final class LazySuite {
    let folder: String

    init(folder: String) { self.folder = folder }

    private(set) lazy var vectors: [(file: String, vector: Vector)] = {
        let vectors = SuiteLoader.load(folder: folder, knownClauses: nil).vectors
        guard !vectors.isEmpty else {
            printError("zipzap-conformance bench: no vectors in \(folder); run from the package root or pass --vectors DIR")
            exit(2)
        }
        printError("bench: the suite has \(vectors.count) vectors")
        return vectors
    }()

    private(set) lazy var ids = Set(vectors.map(\.vector.id))

    /// The reference's reply line to each vector, as the adapter would write it.
    private(set) lazy var replies: [[UInt8]] = vectors.map { _, vector in
        let result = ReferenceEngine.run(vector)
        let reply = JSONValue.object([
            ("seq", .int(1)), ("type", .string("result")), ("trace", .array(result.trace)),
            ("value", result.value.map(VectorValue.json) ?? .null),
        ])
        return Array(JSONWriter().compact(reply).utf8)
    }
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
