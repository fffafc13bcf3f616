#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ZipZapConformance

/// A subcommand: its name, one line for the overview, its own usage, and what runs it (arguments after the name).
struct Subcommand {
    let name: String
    let summary: String
    let usage: String
    let run: ([[UInt8]]) -> Int32
}

let subcommands = [
    Subcommand(name: "run", summary: "the conformance suite against the reference, or an implementation through an adapter",
               usage: RunCommand.usage, run: RunCommand.run),
    Subcommand(name: "fuzz", summary: "differential fuzzing of an adapter against the reference; writes each disagreement as a vector",
               usage: FuzzCommand.usage, run: FuzzCommand.run),
    Subcommand(name: "compare", summary: "two runs' JSON reports: regressions, new passes, changed failure groups; pass badges",
               usage: CompareCommand.usage, run: CompareCommand.run),
    Subcommand(name: "adapter", summary: "serve the reference (or one catalogued fault) over the adapter protocol",
               usage: AdapterCommand.usage, run: AdapterCommand.run),
    Subcommand(name: "field", summary: "run one scan, or a source's event script, through one field",
               usage: FieldCommand.usage, run: FieldCommand.run),
    Subcommand(name: "gs1", summary: "parse and validate GS1 data; list the AI table",
               usage: GS1Command.usage, run: GS1Command.run),
    Subcommand(name: "generate", summary: "write the conformance vectors (Conformance/vectors) from the reference",
               usage: GenerateCommand.usage, run: GenerateCommand.run),
    Subcommand(name: "verify", summary: "run every vector against the reference in process",
               usage: VerifyCommand.usage, run: VerifyCommand.run),
    Subcommand(name: "export", summary: "write the vectors as json, jsonl or csv for other harnesses",
               usage: ExportCommand.usage, run: ExportCommand.run),
    Subcommand(name: "analyze", summary: "exact analyses (partial-reads: what each rule set lets through)",
               usage: AnalyzeCommand.usage, run: AnalyzeCommand.run),
    Subcommand(name: "bundle", summary: "write a copy of this executable with the suite inside, to run from any folder",
               usage: BundleCommand.usage, run: BundleCommand.run),
    Subcommand(name: "bench", summary: "nanoseconds per operation for the hot paths (build with -c release)",
               usage: BenchCommand.usage, run: BenchCommand.run),
]

let overview = "usage: zipzap-conformance COMMAND [ARGUMENTS]\ncommands:\n"
    + subcommands.map { "  " + $0.name.padding(toLength: 10) + $0.summary }.joined(separator: "\n")
    + "\n'zipzap-conformance COMMAND --help' prints a command's own usage; --version prints the suite version."

let arguments = Array(CommandLineArguments.raw().dropFirst())
let name = arguments.first.map { String(decoding: $0, as: UTF8.self) }
let rest = Array(arguments.dropFirst())

if let subcommand = subcommands.first(where: { $0.name == name }) {
    // -h, --help and --version before any `--` are answered by every command; after `--` they are values.
    let options = rest.prefix(while: { $0 != Array("--".utf8) })
    if options.contains(Array("--help".utf8)) || options.contains(Array("-h".utf8)) {
        print(subcommand.usage)
        exit(0)
    }
    if options.contains(Array("--version".utf8)) {
        print("zipzap-conformance \(ConformanceSuite.version)")
        exit(0)
    }
    exit(subcommand.run(rest))
}
switch name {
case "--version": print("zipzap-conformance \(ConformanceSuite.version)")
case "--help", "-h", "help": print(overview)
case nil:
    printError(overview)
    exit(2)
case let unknown?:
    printError("zipzap-conformance: unknown command '\(unknown)'\n\(overview)")
    exit(2)
}
