import ZipZapConformance

/// `zipzap-conformance verify [--vectors DIR] [--spec FILE] [--fail-fast]`: runs every vector against the in-process
/// reference.
enum VerifyCommand {
    static let usage = """
        usage: zipzap-conformance verify [--vectors DIR] [--spec FILE] [--fail-fast]
          runs every vector of DIR (default Conformance/vectors) against the reference implementation
          --fail-fast  stops at the first failing vector (mutation testing: a mutant is killed by one)
          exit 0 when every vector passes and every file reads cleanly, 1 otherwise, 2 on bad usage
        """

    static func run(_ arguments: [[UInt8]]) -> Int32 {
        var location = SuiteLocation()
        var cursor = ArgumentCursor(arguments)
        var failFast = false
        do throws(UsageError) {
            while let token = cursor.next() {
                switch token {
                case .option("--fail-fast"): failFast = true
                case .option(let option): if try !location.accept(option, &cursor) { throw UsageError("unknown option '\(option)'") }
                case .positional(let bytes): throw UsageError("unexpected argument '\(String(decoding: bytes, as: UTF8.self))'")
                }
            }
        } catch {
            printError("zipzap-conformance verify: \(error.message)\n\(usage)")
            return 2
        }
        do { try location.requireVectors() } catch {
            printError("zipzap-conformance verify: \(error.message)")
            return 2
        }
        let start = BenchRunner.now()
        do { _ = try location.knownClauses() } catch {
            printError("zipzap-conformance verify: \(error) (clause ids are not checked)")
        }
        let suite = location.load()
        for problem in suite.problems { printError("PROBLEM \(problem)") }
        var passed = 0, failed = 0
        for (file, vector) in suite.vectors {
            if failFast, failed > 0 { break }
            do {
                let result = try ReferenceEngine.run(vector)
                if let difference = VectorCheck.difference(vector, result) {
                    failed += 1
                    print("FAIL \(vector.id) (\(file)): \(vector.description)\n  \(difference)")
                } else {
                    passed += 1
                }
            } catch {
                failed += 1
                print("FAIL \(vector.id) (\(file)): the reference cannot run it: \(error)")
            }
        }
        let milliseconds = Double(BenchRunner.now() - start) / 1e6
        print("verify: \(passed + failed) vectors in \(suite.files.count) files, \(passed) passed, \(failed) failed, "
            + "\(suite.problems.count) problems (\(FixedPoint.decimal(milliseconds, places: 1)) ms)")
        return failed == 0 && suite.problems.isEmpty ? 0 : 1
    }
}
