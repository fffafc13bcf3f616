import ZipZapConformance

/// `zipzap-conformance run`: the conformance suite against the reference (default) or an adapter.
enum RunCommand {
    static let usage = """
        usage: zipzap-conformance run [--adapter 'COMMAND ARGS'] [--jobs N] [--timeout SECONDS] [selection] [reports]
          without --adapter, runs the built-in reference in process (--fault NAME: with a catalogued fault; repeatable)
          --adapter CMD           an adapter speaking Conformance/PROTOCOL.md, started with /bin/sh -c
          --jobs N                N adapter processes in parallel (default 1)
          --timeout S             seconds an adapter may take per vector (default 2); --handshake-timeout S (default 10)
        selection (repeatable; kinds combine with AND, values of one kind with OR):
          --id GLOB  --file NAME  --flag NAME  --clause C-N[.M]
          --expectations FILE     skip and expected-failure list (see README)
        reports:
          --report-json FILE  --report-junit FILE  --report-markdown FILE
          --report-html FILE      one self-contained page: verdict, clause × source matrix, failures grouped by cause
          --max-failures N        failure groups whose representative is shown in full (default 20; Docs/failure-triage.md)
          --reproduce ID          with --adapter (or --fault): run one vector, print its traces, the difference marked;
                                  alone: print its request lines and exit (pipe them into your adapter)
          --list-needs            per capability: how many selected vectors need it; with --adapter, what the adapter
                                  lacks and how many vectors each missing capability alone would unlock; then exit
          --vectors DIR  --spec FILE
        exit status: 0 every vector passed (or failed as expected), 1 some failed or an expectation is stale, 2 usage or harness error,
          128 + the signal after SIGINT or SIGTERM (every adapter's process group ended, no report file written)
        """

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

    static func run(_ arguments: [[UInt8]]) -> Int32 {
        let options: Options
        do { options = try parse(arguments) } catch {
            printError("zipzap-conformance run: \(error.message)\n\(usage)")
            return 2
        }
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

    static func parse(_ arguments: [[UInt8]]) throws(UsageError) -> Options {
        var options = Options()
        var cursor = ArgumentCursor(arguments)
        while let token = cursor.next() {
            switch token {
            case .option("--adapter"): options.adapter = try cursor.value(of: "--adapter")
            case .option("--fault"): options.faults.append(try AdapterCommand.parseFault(try cursor.repeatedValue(of: "--fault")))
            case .option("--jobs"): options.jobs = try cursor.whole(of: "--jobs", in: 1...64)
            case .option("--timeout"): options.client.timeout = try cursor.number(of: "--timeout", in: 0.01...3600)
            case .option("--handshake-timeout"):
                options.client.handshakeTimeout = try cursor.number(of: "--handshake-timeout", in: 0.01...3600)
            case .option("--id"): options.selection.ids.append(Glob(try cursor.repeatedValue(of: "--id")))
            case .option("--file"): options.selection.files.append(try cursor.repeatedValue(of: "--file"))
            case .option("--flag"): options.selection.flags.append(try cursor.repeatedValue(of: "--flag"))
            case .option("--clause"): options.selection.clauses.append(try cursor.repeatedValue(of: "--clause"))
            case .option("--expectations"): options.expectationsFile = try cursor.path(of: "--expectations")
            case .option("--report-json"): options.reports.append(("json", try cursor.path(of: "--report-json")))
            case .option("--report-junit"): options.reports.append(("junit", try cursor.path(of: "--report-junit")))
            case .option("--report-markdown"): options.reports.append(("markdown", try cursor.path(of: "--report-markdown")))
            case .option("--report-html"): options.reports.append(("html", try cursor.path(of: "--report-html")))
            case .option("--max-failures"):
                options.maximumFailures = try cursor.whole(of: "--max-failures", in: 0...100_000)
            case .option("--reproduce"): options.reproduce = try cursor.value(of: "--reproduce")
            case .option("--list-needs"): options.listNeeds = true
            case .option(let option): if try !options.location.accept(option, &cursor) { throw UsageError("unknown option '\(option)'") }
            case .positional(let bytes): throw UsageError("unexpected argument '\(String(decoding: bytes, as: UTF8.self))'")
            }
        }
        if options.adapter != nil && !options.faults.isEmpty {
            throw UsageError("--fault runs the built-in reference; to test a faulty adapter use --adapter 'zipzap-conformance adapter --fault NAME'")
        }
        return options
    }
}
