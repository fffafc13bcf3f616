#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ZipZapConformance

let usage = """
    usage: zipzap-conformance COMMAND [ARGUMENTS]
    commands:
      run       the conformance suite against the reference, or an implementation through an adapter
      adapter   serve the reference (or one catalogued fault) over the adapter protocol
      field     run one scan through one field and print what it did
      gs1       parse and validate GS1 data (element strings, scan data, Digital Link URIs); list the AI table
      bench     print nanoseconds per operation for the hot paths (build with -c release)
      generate  write the conformance vectors (Conformance/vectors) from the reference
      verify    run every vector against the reference implementation
      export    write the vectors as json, jsonl or csv for other harnesses
      analyze   exact analyses (analyze partial-reads: what each rule set lets through)
    'zipzap-conformance COMMAND --help' prints a command's own usage.
    """

let arguments = CommandLineArguments.raw().dropFirst()
let command = arguments.first.map { String(decoding: $0, as: UTF8.self) }
let rest = Array(arguments.dropFirst())
let wantsHelp = rest.contains(Array("--help".utf8))

switch command {
case "run":
    if wantsHelp { print(RunCommand.usage); exit(0) }
    exit(RunCommand.run(rest))
case "adapter":
    if wantsHelp { print(AdapterCommand.usage); exit(0) }
    exit(AdapterCommand.run(rest))
case "gs1":
    if rest.count == 1 && wantsHelp { print(GS1Command.usage); exit(0) }
    exit(GS1Command.run(rest))
case "field":
    if wantsHelp { print(FieldCommand.usage); exit(0) }
    exit(FieldCommand.run(rest))
case "bench":
    if wantsHelp { print(BenchCommand.usage); exit(0) }
    exit(BenchCommand.run(rest))
case "generate":
    if wantsHelp { print(GenerateCommand.usage); exit(0) }
    exit(GenerateCommand.run(rest))
case "verify":
    if wantsHelp { print(VerifyCommand.usage); exit(0) }
    exit(VerifyCommand.run(rest))
case "export":
    if wantsHelp { print(ExportCommand.usage); exit(0) }
    exit(ExportCommand.run(rest))
case "analyze":
    if wantsHelp { print(AnalyzeCommand.usage); exit(0) }
    exit(AnalyzeCommand.run(rest))
case "--version":
    print("zipzap-conformance \(ConformanceSuite.version)")
case "--help", "help":
    print(usage)
default:
    printError(command.map { "zipzap-conformance: unknown command '\($0)'\n\(usage)" } ?? usage)
    exit(2)
}
