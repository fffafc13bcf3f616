import CommandLineOptions

/// `zipzap-conformance bench [--filter TEXT] [--rounds N] [--json] [--inputs FILE] [--vectors DIR]`: nanoseconds per
/// operation for every hot path, the median of several rounds with the fastest and slowest round beside it.
enum BenchCommand {
    static let declaration = CommandDeclaration(
        "zipzap-conformance bench",
        about: [
            "runs every bench case whose name contains TEXT; prints ns/op (median, min, max over N rounds)",
            "build with 'swift build -c release' and run .build/release/zipzap-conformance bench: debug figures mean nothing",
        ],
        options: [
            .value("--filter", "TEXT", help: "only the cases whose name contains TEXT"),
            .value("--rounds", "N", help: "rounds per case", default: "7"),
            .flag("--json", help: "the figures as one JSON document"),
            .value("--inputs", "FILE", help: "instead, one case per input list of FILE (Benchmarks/inputs.json, shared with Benchmarks/compare)"),
            SuiteLocation.vectorsOption,
        ])

    static func run(_ arguments: ParsedArguments) throws(UsageError) -> Int32 {
        let filter = arguments.value("--filter")
        let json = arguments.flag("--json")
        var runner = BenchRunner()
        runner.rounds = try arguments.whole("--rounds", in: 1...1000) ?? runner.rounds
        let vectors = try arguments.path("--vectors") ?? SuiteLocation().vectors
        let allCases = try arguments.path("--inputs").map { (file) throws(UsageError) in try SharedInputs(file: file).benchCases }
            ?? allBenchCases(vectorsFolder: vectors)
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
        let cases = coreBenchCases() + lineBenchCases() + patternBenchCases() + gs1BenchCases() + sourceBenchCases()
            + suiteBenchCases(vectorsFolder: vectorsFolder)
        #if ZIPZAP_MUTANT_BUILD
        return cases
        #else
        return cases + fuzzBenchCases()
        #endif
    }
}
