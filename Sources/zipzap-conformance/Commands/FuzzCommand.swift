// Left out of the mutation tool's build (ZIPZAP_MUTANT_BUILD, Package.swift): it needs the generator or the fuzzer.
#if !ZIPZAP_MUTANT_BUILD
import Synchronization
import CommandLineOptions
import ZipZapConformance
import ZipZapDifferentialFuzzing

/// `zipzap-conformance fuzz`: differential fuzzing of an implementation against the in-process reference; every
/// disagreement is shrunk and written as a vector (SPEC C-13, Docs/fuzzing-adapters.md).
enum FuzzCommand {
    static let declaration = CommandDeclaration(
        "zipzap-conformance fuzz",
        about: [
            "sends random requests the adapter's capabilities allow, compares each answer with the reference's, shrinks",
            "every disagreement and writes each distinct one to DIR as a vector file without an id (adopt it: copy it to",
            "Conformance/findings/ and run generate)",
        ],
        options: [
            .value("--adapter", "CMD", help: "an adapter speaking Conformance/PROTOCOL.md (required, unless --fault)"),
            .repeated("--fault", "NAME", help: "instead, fuzz the built-in reference with a catalogued fault, in process (repeat it for several at once)"),
            .value("--time", "S", help: "stop after S seconds (default 10)"),
            .value("--cases", "N", help: "stop after N cases, whatever the time (not with --time)"),
            .value("--seed", "N", help: "the campaign's seed (default: drawn, and printed); the same seed and capabilities give the same cases"),
            .value("--jobs", "N", help: "N adapter processes in parallel", default: "1"),
            .value("--out", "DIR", help: "where findings are written", default: "fuzz-findings"),
            .value("--max-findings", "N", help: "stop once N distinct findings are written"),
            .repeated("--area", "AREA", help: FuzzArea.allCases.map(\.rawValue).joined(separator: ", ") + " (default all)"),
        ] + AdapterOptions.timeouts,
        notes: [
            "progress on standard error once a second; exit status: 0 no disagreement, 1 some (each written), 2 usage or harness error,",
            "  128 + the signal after SIGINT or SIGTERM (adapters ended, the findings written so far kept)",
        ])

    struct Options {
        var adapter: String?
        var faults: [Fault] = []
        var client = AdapterClient.Options()
        var campaign = FuzzCampaign.Options(seed: 0)
        var seedGiven = false
        var out = "fuzz-findings"
    }

    static func run(_ arguments: ParsedArguments) throws(UsageError) -> Int32 {
        var options = try parse(arguments)
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

    static func parse(_ arguments: ParsedArguments) throws(UsageError) -> Options {
        var options = Options()
        options.adapter = arguments.value("--adapter")
        options.faults = try AdapterOptions.faults(arguments)
        options.client = try AdapterOptions.client(arguments)
        if let seconds = try arguments.number("--time", in: 0.01...86_400) { options.campaign.seconds = seconds }
        options.campaign.cases = try arguments.whole("--cases", in: 1...Int(Int32.max))
        if let seed = try arguments.whole("--seed", in: 0...UInt64.max) {
            options.campaign.seed = seed
            options.seedGiven = true
        }
        options.campaign.jobs = try arguments.whole("--jobs", in: 1...64) ?? options.campaign.jobs
        options.out = try arguments.path("--out") ?? options.out
        options.campaign.maximumFindings = try arguments.whole("--max-findings", in: 1...Int(Int32.max))
        var areas: [FuzzArea] = []
        for name in arguments.values("--area") {
            guard let area = FuzzArea(rawValue: name) else {
                throw UsageError("unknown area '\(name)'; areas: \(FuzzArea.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            if !areas.contains(area) { areas.append(area) }
        }
        let timeGiven = arguments.value("--time") != nil
        if options.adapter == nil && options.faults.isEmpty { throw UsageError("--adapter is required (or --fault NAME for the built-in reference)") }
        if options.adapter != nil && !options.faults.isEmpty {
            throw UsageError("--fault fuzzes the built-in reference; to fuzz a faulty adapter use --adapter 'zipzap-conformance adapter --fault NAME'")
        }
        if timeGiven && options.campaign.cases != nil { throw UsageError("give --time or --cases, not both") }
        if !areas.isEmpty { options.campaign.areas = areas }
        return options
    }
}
#endif
