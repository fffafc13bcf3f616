import CommandLineOptions
import ZipZapConformance

/// `zipzap-conformance run`: the conformance suite against the reference (default) or an adapter.
enum RunCommand {
    static let declaration = CommandDeclaration(
        "zipzap-conformance run",
        about: ["without --adapter, runs the built-in reference in process (with --fault, a catalogued fault)"],
        groups: [
            .init(nil, [
                .value("--adapter", "CMD", help: "an adapter speaking Conformance/PROTOCOL.md, started with /bin/sh -c"),
                .repeated("--fault", "NAME", help: "the built-in reference with a catalogued fault (repeat it for several at once)"),
                .value("--jobs", "N", help: "N adapter processes in parallel", default: "1"),
            ] + AdapterOptions.timeouts),
            .init("selection (repeatable; kinds combine with AND, values of one kind with OR):", [
                .repeated("--id", "GLOB", help: "vector ids, * and ? as in a shell"),
                .repeated("--file", "NAME", help: "a vector file, e.g. core.json"),
                .repeated("--flag", "NAME", help: "vectors that carry the flag"),
                .repeated("--clause", "C-N[.M]", help: "vectors that cite the clause or a clause under it"),
                .value("--expectations", "FILE", help: "skip and expected-failure list (see README)"),
            ]),
            .init("reports:", [
                .value("--report-json", "FILE", help: "the run as JSON (what compare reads)"),
                .value("--report-junit", "FILE", help: "JUnit XML, one test case per vector"),
                .value("--report-markdown", "FILE", help: "a summary for a pull request or a CI page"),
                .value("--report-html", "FILE", help: "one self-contained page: verdict, clause × source matrix, failures grouped by cause"),
                .value("--max-failures", "N", help: "failure groups whose representative is shown in full (Docs/failure-triage.md)", default: "20"),
                .value("--reproduce", "ID", help: "with --adapter (or --fault): run one vector, print its traces, the difference marked; "
                    + "alone: print its request lines and exit (pipe them into your adapter)"),
                .flag("--list-needs", help: "per capability: how many selected vectors need it; with --adapter, what the adapter "
                    + "lacks and how many vectors each missing capability alone would unlock; then exit"),
            ]),
            .init("suite:", SuiteLocation.options),
        ],
        notes: [
            "exit status: 0 every vector passed (or failed as expected), 1 some failed or an expectation is stale, 2 usage or harness error,",
            "  128 + the signal after SIGINT or SIGTERM (every adapter's process group ended, no report file written)",
        ])

    struct Options {
        var location = SuiteLocation()
        var adapter: String?
        var faults: [Fault] = []
        var jobs = 1
        var client = AdapterClient.Options()
        var selection = Selection()
        var expectationsFile: String?
        var reports: [(kind: String, file: String)] = []
        var maximumFailures = 20
        var reproduce: String?
        var listNeeds = false
    }

    static func run(_ arguments: ParsedArguments) throws(UsageError) -> Int32 {
        let options = try parse(arguments)
        do { try options.location.requireVectors() } catch {
            printError("zipzap-conformance run: \(error.message)")
            return 2
        }
        let suite = options.location.load()
        for problem in suite.problems { printError("PROBLEM \(problem)") }
        if let id = options.reproduce { return ReproduceOption.run(id, in: suite, options) }
        let expectations: Expectations
        do {
            expectations = try options.expectationsFile.map { (file) throws(UsageError) -> Expectations in
                do { return try Expectations(text: String(decoding: try FileSystem.read(file), as: UTF8.self), file: file) } catch {
                    throw UsageError("\(error)")
                }
            } ?? Expectations()
        } catch {
            printError("zipzap-conformance run: \(error.message)")
            return 2
        }
        let selected = suite.vectors.filter { options.selection.includes($0.vector, file: $0.file) }
        guard !selected.isEmpty else {
            printError("zipzap-conformance run: the selection matches no vector: "
                + options.selection.whyNothingMatches(suite.vectors.map { ($0.vector, $0.file) }))
            return 2
        }
        if options.listNeeds { return listNeeds(selected.map(\.vector), options) }
        Interruption.install()
        var report = ConformanceRun.execute(
            selected, allVectors: suite.vectors.map(\.vector), expectations: expectations, jobs: options.jobs,
            makeImplementation: implementation(options))
        for warning in report.warnings { printError(warning) }
        report.reproduceOptions = ReproduceOption.arguments(options)
        report.suiteProblems = suite.problems.map(\.description)
        report.vectorsNotLoaded = suite.vectorsNotLoaded
        if let signal = Interruption.signal {
            let done = report.results.filter { $0.status != .notRun }.count
            printError("zipzap-conformance run: interrupted by \(Interruption.name(signal)) after \(done) of \(report.results.count) vectors;"
                + " adapters ended, no report written")
            return 128 + signal
        }
        print(HumanReport.render(report, maximumFailures: options.maximumFailures))
        // Also on standard error, where a CI log that keeps only errors shows why the run stopped.
        if let error = report.harnessError { printError("HARNESS ERROR \(error)") }
        for (kind, file) in options.reports {
            let text = switch kind {
            case "json": MachineReports.json(report)
            case "junit": MachineReports.junit(report)
            case "html": HTMLReport.render(report, maximumFailures: options.maximumFailures)
            default: MachineReports.markdown(report, maximumFailures: options.maximumFailures)
            }
            do { try FileSystem.writeAtomically(Array(text.utf8), to: file) } catch {
                printError("zipzap-conformance run: \(error)")
                return 2
            }
        }
        return report.exitCode
    }

    private static func listNeeds(_ vectors: [Vector], _ options: Options) -> Int32 {
        var capabilities: Capabilities?
        if let command = options.adapter {
            do {
                let client = try AdapterClient(command: command, options: options.client)
                capabilities = client.capabilities
                client.shutdown()
            } catch {
                printError("zipzap-conformance run: \(error.message)")
                return 2
            }
        }
        print(NeedsTable.render(vectors, capabilities: capabilities))
        return 0
    }

    /// What runs the vectors: the adapter, or the reference in process (with its fault, if any).
    static func implementation(_ options: Options) -> @Sendable () throws(HarnessError) -> any ImplementationUnderTest {
        let adapter = options.adapter, faults = options.faults, client = options.client
        return { () throws(HarnessError) -> any ImplementationUnderTest in
            if let adapter { return try AdapterClient(command: adapter, options: client) }
            return InProcessReference(faults: faults)
        }
    }

    static func parse(_ arguments: ParsedArguments) throws(UsageError) -> Options {
        var options = Options()
        options.location = try SuiteLocation(arguments)
        options.adapter = arguments.value("--adapter")
        options.faults = try AdapterOptions.faults(arguments)
        options.jobs = try arguments.whole("--jobs", in: 1...64) ?? options.jobs
        options.client = try AdapterOptions.client(arguments)
        options.selection.ids = arguments.values("--id").map(Glob.init)
        options.selection.files = arguments.values("--file")
        options.selection.flags = arguments.values("--flag")
        options.selection.clauses = arguments.values("--clause")
        options.expectationsFile = try arguments.path("--expectations")
        for kind in ["json", "junit", "markdown", "html"] {
            if let file = try arguments.path("--report-" + kind) { options.reports.append((kind, file)) }
        }
        options.maximumFailures = try arguments.whole("--max-failures", in: 0...100_000) ?? options.maximumFailures
        options.reproduce = arguments.value("--reproduce")
        options.listNeeds = arguments.flag("--list-needs")
        if options.adapter != nil && !options.faults.isEmpty {
            throw UsageError("--fault runs the built-in reference; to test a faulty adapter use --adapter 'zipzap-conformance adapter --fault NAME'")
        }
        return options
    }
}
