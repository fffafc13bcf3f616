import ZipZapConformance

/// `run --reproduce ID`: one vector alone. With `--adapter` (or `--fault`) it runs the vector and prints the request,
/// then the expected and actual traces with the first difference marked; alone it prints the request lines, to pipe
/// into an adapter by hand (PROTOCOL.md).
enum ReproduceOption {
    static func run(_ id: String, in suite: LoadedSuite, _ options: RunCommand.Options) -> Int32 {
        guard let item = suite.vectors.first(where: { $0.vector.id == id }) else {
            printError("zipzap-conformance run: no vector has id \(id)")
            return 2
        }
        guard options.adapter != nil || !options.faults.isEmpty else {
            print(ProtocolMessages.start(suiteVersion: ConformanceSuite.version))
            print(ProtocolMessages.run(seq: 1, vector: item.vector))
            print(ProtocolMessages.stop)
            return 0
        }
        var report = ConformanceRun.execute(
            [item], allVectors: [item.vector], expectations: Expectations(), jobs: 1, makeImplementation: RunCommand.implementation(options))
        report.reproduceOptions = arguments(options)
        print("request " + ProtocolMessages.run(seq: 1, vector: item.vector))
        print(HumanReport.reproduction(report))
        if let error = report.harnessError { printError("HARNESS ERROR \(error)") }
        return report.exitCode
    }

    /// What the reports print after `--reproduce ID` to run one vector as this run did.
    static func arguments(_ options: RunCommand.Options) -> String {
        if let adapter = options.adapter { return " --adapter " + shellQuoted(adapter) }
        return options.faults.isEmpty ? " --adapter ADAPTER" : options.faults.map { " --fault \($0.rawValue)" }.joined()
    }

    /// One word for a POSIX shell: in single quotes, each quote inside written as '\''.
    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacing("'", with: "'\\''") + "'"
    }
}
