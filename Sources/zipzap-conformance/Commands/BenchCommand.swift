/// `zipzap-conformance bench [--filter TEXT] [--rounds N] [--json] [--inputs FILE] [--vectors DIR]`: nanoseconds per
/// operation for every hot path, the median of several rounds with the fastest and slowest round beside it.
enum BenchCommand {
    static let usage = """
        usage: zipzap-conformance bench [--filter TEXT] [--rounds N] [--json] [--inputs FILE] [--vectors DIR]
          runs every bench case whose name contains TEXT; prints ns/op (median, min, max over N rounds, default 7)
          --inputs FILE   instead, one case per input list of FILE (Benchmarks/inputs.json, shared with Benchmarks/compare)
          --vectors DIR   the suite the verify and runner cases use (default Conformance/vectors)
          build with 'swift build -c release' and run .build/release/zipzap-conformance bench: debug figures mean nothing
        """

    static func run(_ arguments: [[UInt8]]) -> Int32 {
        var filter: String?
        var json = false
        var inputsFile: String?
        var vectors = SuiteLocation().vectors
        var runner = BenchRunner()
        var cursor = ArgumentCursor(arguments)
        let allCases: [BenchCase]
        do throws(UsageError) {
            while let token = cursor.next() {
                switch token {
                case .option("--filter"): filter = try cursor.value(of: "--filter")
                case .option("--json"): json = true
                case .option("--inputs"): inputsFile = try cursor.path(of: "--inputs")
                case .option("--vectors"): vectors = try cursor.path(of: "--vectors")
                case .option("--rounds"):
                    let text = try cursor.value(of: "--rounds")
                    guard let rounds = Int(text), rounds > 0, rounds <= 1000 else {
                        throw UsageError("--rounds takes a whole number from 1 to 1000, got '\(text)'")
                    }
                    runner.rounds = rounds
                case .option(let unknown): throw UsageError("unknown option '\(unknown)'")
                case .positional(let bytes): throw UsageError("unexpected argument '\(String(decoding: bytes, as: UTF8.self))'")
                }
            }
            allCases = try inputsFile.map { (file) throws(UsageError) in try SharedInputs(file: file).benchCases }
                ?? allBenchCases(vectorsFolder: vectors)
        } catch {
            printError("zipzap-conformance bench: \(error.message)\n\(usage)")
            return 2
        }
        #if DEBUG
        printError("warning: this is a debug build; build with -c release for meaningful figures")
        #endif
        let cases = allCases.filter { filter == nil || $0.name.contains(filter!) }
        guard !cases.isEmpty else {
            printError("zipzap-conformance bench: no bench case matches '\(filter ?? "")'")
            return 2
        }
        var figures: [BenchRunner.Figure] = []
        for bench in cases {
            let figure = runner.measure(bench)
            figures.append(figure)
            if !json { print(BenchReport.line(figure)) }
        }
        if json { print(BenchReport.json(figures)) }
        return 0
    }

    static func allBenchCases(vectorsFolder: String) -> [BenchCase] {
        coreBenchCases() + lineBenchCases() + patternBenchCases() + gs1BenchCases() + sourceBenchCases()
            + suiteBenchCases(vectorsFolder: vectorsFolder) + fuzzBenchCases()
    }
}
