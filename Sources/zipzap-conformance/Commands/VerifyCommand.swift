#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CommandLineOptions
import ZipZapConformance

/// `zipzap-conformance verify [--vectors DIR] [--spec FILE] [--fail-fast] [--vector-time-limit SECONDS] [--first FILE]`:
/// runs every vector against the in-process reference.
enum VerifyCommand {
    static let declaration = CommandDeclaration(
        "zipzap-conformance verify",
        about: ["runs every vector of DIR (default Conformance/vectors) against the reference implementation"],
        options: SuiteLocation.options + [
            .flag("--fail-fast", help: "stops at the first failing vector (mutation testing: a mutant is killed by one)"),
            .value("--vector-time-limit", "S", help: "a vector whose run takes more than S seconds of CPU time fails, as an adapter "
                + "slower than the runner's per-vector timeout does (mutation testing: a mutant that is only slow)"),
            .value("--first", "FILE", help: "reads the vector file FILE of DIR before the others (mutation testing: the file "
                + "that killed a mutant of the same source file, so that --fail-fast stops soon)"),
        ],
        notes: ["exit 0 when every vector passes and every file reads cleanly, 1 otherwise, 2 on bad usage"])

    static func run(_ arguments: ParsedArguments) throws(UsageError) -> Int32 {
        let location = try SuiteLocation(arguments)
        let failFast = arguments.flag("--fail-fast")
        let vectorTimeLimit = try arguments.number("--vector-time-limit", in: 0.001...3600)
        do { try location.requireVectors() } catch {
            printError("zipzap-conformance verify: \(error.message)")
            return 2
        }
        let first = arguments.value("--first")
        if let first, !location.hasVectorFile(first) {
            throw UsageError("--first \(first): the suite has no vector file of that name")
        }
        let start = BenchRunner.now()
        do { _ = try location.knownClauses() } catch {
            printError("zipzap-conformance verify: \(error) (clause ids are not checked)")
        }
        var passed = 0, failed = 0
        func check(_ file: String, _ vector: Vector) {
            let started = cpuSeconds()
            if let limit = vectorTimeLimit { VectorCPUAlarm.arm(seconds: limit) }
            defer { if vectorTimeLimit != nil { VectorCPUAlarm.disarm() } }
            // Configuring the field is part of answering a vector (a port compiles its patterns per request): the
            // loader only checked them, and the run compiles them (FieldSpec.Pattern), timed.
            let result = ReferenceEngine.run(vector)
            let seconds = cpuSeconds() - started
            if let limit = vectorTimeLimit, seconds > limit {
                failed += 1
                print("FAIL \(vector.id) (\(file)): \(FixedPoint.decimal(seconds, places: 2)) s of CPU, over the limit of \(limit) s")
            } else if let difference = VectorCheck.difference(vector, result) {
                failed += 1
                print("FAIL \(vector.id) (\(file)): \(vector.description)\n  \(difference)")
            } else {
                passed += 1
            }
        }
        // Each file's vectors run as soon as it is read. With --fail-fast the files after the first failure are not
        // read at all: a mutant is killed by one vector, and reading the suite is most of a run.
        let suite = location.load(first: first) { name, file in
            for vector in file.vectors {
                if failFast, failed > 0 { break }
                check(name, vector)
            }
            return !(failFast && failed > 0)
        }
        for problem in suite.problems { printError("PROBLEM \(problem)") }
        let milliseconds = Double(BenchRunner.now() - start) / 1e6
        print("verify: \(passed + failed) vectors in \(suite.files.count) files, \(passed) passed, \(failed) failed, "
            + "\(suite.problems.count) problems (\(FixedPoint.decimal(milliseconds, places: 1)) ms)")
        return failed == 0 && suite.problems.isEmpty ? 0 : 1
    }
}

/// CPU time of the process so far: what a vector costs, whatever else the machine runs.
private func cpuSeconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}
