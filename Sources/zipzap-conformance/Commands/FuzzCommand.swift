import Synchronization
import ZipZapConformance
import ZipZapDifferentialFuzzing

/// `zipzap-conformance fuzz`: differential fuzzing of an implementation against the in-process reference; every
/// disagreement is shrunk and written as a vector (SPEC C-13, Docs/fuzzing-adapters.md).
enum FuzzCommand {
    static let usage = """
        usage: zipzap-conformance fuzz --adapter 'COMMAND ARGS' [--time S | --cases N] [--seed N] [--jobs N] [--out DIR] [--area AREA]...
                                       [--max-findings N]
          sends random requests the adapter's capabilities allow, compares each answer with the reference's, shrinks
          every disagreement and writes each distinct one to DIR as a vector file without an id (adopt it: copy it to
          Conformance/findings/ and run generate)
          --adapter CMD   an adapter speaking Conformance/PROTOCOL.md; --fault NAME instead fuzzes the built-in reference
                          with a catalogued fault, in process (repeatable: several faults at once)
          --time S        stop after S seconds (default 10); --cases N: after N cases, whatever the time
          --seed N        the campaign's seed (default: drawn, and printed); the same seed and capabilities give the same cases
          --jobs N        N adapter processes in parallel (default 1)
          --out DIR       where findings are written (default fuzz-findings)
          --max-findings N  stop once N distinct findings are written
          --area AREA     core, patterns, gs1, camera, hardware, hid, typing (repeatable; default all)
          --timeout S  --handshake-timeout S   as for run
        progress on standard error once a second; exit status: 0 no disagreement, 1 some (each written), 2 usage or harness error,
          128 + the signal after SIGINT or SIGTERM (adapters ended, the findings written so far kept)
        """

    struct Options {
        var adapter: String?
        var faults: [Fault] = []
        var client = AdapterClient.Options()
        var campaign = FuzzCampaign.Options(seed: 0)
        var seedGiven = false
        var out = "fuzz-findings"
    }

    static func run(_ arguments: [[UInt8]]) -> Int32 {
        var options: Options
        do { options = try parse(arguments) } catch {
            printError("zipzap-conformance fuzz: \(error.message)\n\(usage)")
            return 2
        }
        if !options.seedGiven {
            var system = SystemRandomNumberGenerator()
            options.campaign.seed = system.next()
        }
        let adapter = options.adapter, faults = options.faults, client = options.client, out = options.out
        let writeFailure = Mutex<String?>(nil)
        Interruption.install()
        let report = FuzzCampaign.run(options.campaign, progress: { printError(line($0)) }, found: { finding in
            let file = finding.file
            let path = FileSystem.join(out, file.name)
            do { try FileSystem.writeAtomically(file.bytes, to: path) } catch {
                writeFailure.withLock { $0 = $0 ?? "\(error)" }
            }
            let size = finding.size
            print("\(finding.vector.id) (case \(finding.caseIndex), shrunk in \(finding.shrinkSteps) steps to \(size.events) events, "
                + "\(size.rules) rules, \(size.bytes) bytes of values): \(finding.difference)\n  written to \(path)")
        }) { () throws(HarnessError) -> any ImplementationUnderTest in
            if let adapter { return try AdapterClient(command: adapter, options: client) }
            return InProcessReference(faults: faults)
        }
        if let signal = Interruption.signal {
            printError("zipzap-conformance fuzz: interrupted by \(Interruption.name(signal)) after \(report.progress.cases) cases"
                + " (seed \(options.campaign.seed)); adapters ended, \(report.findings.count) findings written to \(out)")
            return 128 + signal
        }
        print(line(report.progress) + "; seed \(options.campaign.seed), areas \(report.areas.map(\.rawValue).joined(separator: ","))"
            + (report.implementation.isEmpty ? "" : ", implementation \(report.implementation)"))
        if report.areas.isEmpty, report.harnessError == nil {
            printError("zipzap-conformance fuzz: the implementation's capabilities allow none of the selected areas")
            return 2
        }
        if let error = report.harnessError { printError("HARNESS ERROR \(error)") }
        if let failure = writeFailure.withLock({ $0 }) {
            printError("zipzap-conformance fuzz: \(failure)")
            return 2
        }
        return report.exitCode
    }

    static func line(_ progress: FuzzCampaign.Progress) -> String {
        let rate = progress.seconds > 0 ? Int((Double(progress.cases) / progress.seconds).rounded()) : 0
        return "fuzz: \(progress.cases) cases in \(FixedPoint.decimal(progress.seconds, places: 1)) s (\(rate) cases/s), "
            + "\(progress.disagreements) disagreements, \(progress.distinct) distinct after shrinking"
            + (progress.firstDisagreement.map { ", first at case \($0)" } ?? "")
    }

    static func parse(_ arguments: [[UInt8]]) throws(UsageError) -> Options {
        var options = Options()
        var cursor = ArgumentCursor(arguments)
        var areas: [FuzzArea] = []
        var timeGiven = false
        while let token = cursor.next() {
            switch token {
            case .option("--adapter"): options.adapter = try cursor.value(of: "--adapter")
            case .option("--fault"): options.faults.append(try AdapterCommand.parseFault(try cursor.repeatedValue(of: "--fault")))
            case .option("--time"):
                options.campaign.seconds = try cursor.number(of: "--time", in: 0.01...86_400)
                timeGiven = true
            case .option("--cases"): options.campaign.cases = try cursor.whole(of: "--cases", in: 1...Int(Int32.max))
            case .option("--seed"):
                let text = try cursor.value(of: "--seed")
                guard let seed = UInt64(text) else { throw UsageError("--seed takes a whole number from 0 to \(UInt64.max), got '\(text)'") }
                options.campaign.seed = seed
                options.seedGiven = true
            case .option("--jobs"): options.campaign.jobs = try cursor.whole(of: "--jobs", in: 1...64)
            case .option("--out"): options.out = try cursor.path(of: "--out")
            case .option("--max-findings"): options.campaign.maximumFindings = try cursor.whole(of: "--max-findings", in: 1...Int(Int32.max))
            case .option("--area"):
                let name = try cursor.repeatedValue(of: "--area")
                guard let area = FuzzArea(rawValue: name) else {
                    throw UsageError("unknown area '\(name)'; areas: \(FuzzArea.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                if !areas.contains(area) { areas.append(area) }
            case .option("--timeout"): options.client.timeout = try cursor.number(of: "--timeout", in: 0.01...3600)
            case .option("--handshake-timeout"): options.client.handshakeTimeout = try cursor.number(of: "--handshake-timeout", in: 0.01...3600)
            case .option(let option): throw UsageError("unknown option '\(option)'")
            case .positional(let bytes): throw UsageError("unexpected argument '\(String(decoding: bytes, as: UTF8.self))'")
            }
        }
        if options.adapter == nil && options.faults.isEmpty { throw UsageError("--adapter is required (or --fault NAME for the built-in reference)") }
        if options.adapter != nil && !options.faults.isEmpty {
            throw UsageError("--fault fuzzes the built-in reference; to fuzz a faulty adapter use --adapter 'zipzap-conformance adapter --fault NAME'")
        }
        if timeGiven && options.campaign.cases != nil { throw UsageError("give --time or --cases, not both") }
        if !areas.isEmpty { options.campaign.areas = areas }
        return options
    }
}
