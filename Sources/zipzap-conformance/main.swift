#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CommandLineOptions
import ZipZapConformance

/// A subcommand: its name, one line for the overview, its declared arguments (its help is rendered from them), and
/// what runs it with the arguments parsed; a `UsageError` it throws is printed with its help (exit status 2).
struct Subcommand {
    let name: String
    let summary: String
    let declaration: CommandDeclaration
    let run: (ParsedArguments) throws(UsageError) -> Int32
}

// The mutation tool's build (ZIPZAP_MUTANT_BUILD, Package.swift) has no generator or fuzzer: its mutants run `verify`,
// and `field` and `gs1` reproduce them.
#if ZIPZAP_MUTANT_BUILD
let fuzzCommand: Subcommand? = nil, generateCommand: Subcommand? = nil, analyzeCommand: Subcommand? = nil
#else
let fuzzCommand: Subcommand? = Subcommand(
    name: "fuzz", summary: "differential fuzzing of an adapter against the reference; writes each disagreement as a vector",
    declaration: FuzzCommand.declaration, run: FuzzCommand.run)
let generateCommand: Subcommand? = Subcommand(
    name: "generate", summary: "write the conformance vectors (Conformance/vectors) from the reference",
    declaration: GenerateCommand.declaration, run: GenerateCommand.run)
let analyzeCommand: Subcommand? = Subcommand(
    name: "analyze", summary: "exact analyses (partial-reads: what each rule set lets through)",
    declaration: AnalyzeCommand.declaration, run: AnalyzeCommand.run)
#endif

let subcommands = [
    Subcommand(name: "run", summary: "the conformance suite against the reference, or an implementation through an adapter",
               declaration: RunCommand.declaration, run: RunCommand.run),
    fuzzCommand,
    Subcommand(name: "compare", summary: "two runs' JSON reports: regressions, new passes, changed failure groups; pass badges",
               declaration: CompareCommand.declaration, run: CompareCommand.run),
    Subcommand(name: "adapter", summary: "serve the reference (or one catalogued fault) over the adapter protocol",
               declaration: AdapterCommand.declaration, run: AdapterCommand.run),
    Subcommand(name: "field", summary: "run one scan, or a source's event script, through one field",
               declaration: FieldCommand.declaration, run: FieldCommand.run),
    Subcommand(name: "gs1", summary: "parse and validate GS1 data; list the AI table",
               declaration: GS1Command.declaration, run: GS1Command.run),
    generateCommand,
    Subcommand(name: "verify", summary: "run every vector against the reference in process",
               declaration: VerifyCommand.declaration, run: VerifyCommand.run),
    Subcommand(name: "export", summary: "write the vectors as json, jsonl or csv for other harnesses",
               declaration: ExportCommand.declaration, run: ExportCommand.run),
    analyzeCommand,
    Subcommand(name: "bundle", summary: "write a copy of this executable with the suite inside, to run from any folder",
               declaration: BundleCommand.declaration, run: BundleCommand.run),
    Subcommand(name: "bench", summary: "nanoseconds per operation for the hot paths (build with -c release)",
               declaration: BenchCommand.declaration, run: BenchCommand.run),
].compactMap { $0 }

let overview = "usage: zipzap-conformance COMMAND [ARGUMENTS]\ncommands:\n"
    + subcommands.map { "  " + $0.name.padding(toLength: 10) + $0.summary }.joined(separator: "\n")
    + "\n'zipzap-conformance COMMAND --help' prints a command's own usage; --version prints the suite version."

let arguments = Array(CommandLineArguments.raw().dropFirst())
let name = arguments.first.map { String(decoding: $0, as: UTF8.self) }
let rest = Array(arguments.dropFirst())

if let subcommand = subcommands.first(where: { $0.name == name }) {
    // Every command answers --version, as it answers -h and --help.
    let declaration = subcommand.declaration.adding(.init(nil, [.standalone("--version", help: "prints the suite version")]))
    do throws(UsageError) {
        switch try declaration.parse(rest) {
        case .help: print(declaration.help)
        case .standalone: // --version, the only standalone flag of these commands
            print("zipzap-conformance \(ConformanceSuite.version)")
        case .arguments(let arguments): exit(try subcommand.run(arguments))
        }
        exit(0)
    } catch {
        declaration.exitWithUsageError(error)
    }
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
