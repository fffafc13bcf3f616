import CommandLineOptions
import ZipZapMutation

/// `zipzap-mutate`'s options, declared once: the help is rendered from them and the command line parsed by them.
struct MutateOptions {
    static let declaration = CommandDeclaration(
        "zipzap-mutate",
        about: [
            "mutation testing of Sources/ZipZap against the committed vectors (Docs/mutation.md): every site is compiled into",
            "one release build of zipzap-conformance (mutant schemata, in WORK/package), then `verify --fail-fast` runs once per",
            "mutant with ZIPZAP_MUTANT set, JOBS at a time",
        ],
        options: [
            .value("--package", "DIR", help: "the package whose Sources/ZipZap is mutated", default: "."),
            .value("--work", "DIR", help: "where the schemata are built (default PACKAGE/.build/mutation, -sample for a sample, "
                + "-subset for --mutants)"),
            .value("--jobs", "N", help: "mutants run at a time", default: "2"),
            .value("--sample", "N", help: "a reproducible choice of N mutants, drawn with --seed"),
            .value("--seed", "S", help: "the sample's seed", default: "1"),
            .value("--minimum-score", "PERCENT", help: "exit 1 when the score (killed over non-equivalent mutants) is below it"),
            .repeated("--only", "FOLDER", help: "mutate only this folder of Sources/ZipZap (Input/HID)"),
            .value("--mutants", "FILE", help: "only the mutants whose keys FILE lists, one a line (a tab and anything after it "
                + "ignored, so equivalent.tsv serves)"),
            .value("--report", "DIR", help: "writes DIR/mutation-report.txt and DIR/mutants.tsv (every mutant, tab-separated)"),
            .value("--equivalents", "FILE", help: "mutants judged equivalent (default Conformance/mutation/equivalent.tsv)"),
            .value("--vectors", "DIR", help: "the vectors verify runs (default PACKAGE/Conformance/vectors)"),
            .value("--dropped", "FILE", help: "sites the compiler refused before (default Conformance/mutation/dropped.tsv), left "
                + "out of the first build so that it is the only one"),
            .flag("--update-dropped", help: "rewrite the --dropped file from this run's build"),
            .value("--out-of-reach", "FILE", help: "functions no vector can reach, with the reason (default "
                + "Docs/coverage-unreached.tsv); their unreached mutants are reported apart and not scored"),
            .flag("--no-coverage", help: "run every mutant, also those on sites the vectors never reach"),
            .flag("--list", help: "print the sites and mutants without building"),
            .value("--shard", "K/N", help: "run only the mutants whose number is K modulo N (each shard builds the same schemata); "
                + "`zipzap-mutate merge` joins the shards' --report directories"),
            .value("--time-limit", "S", help: "a mutant's whole run is stopped (timed out: killed) after S seconds (default: ten "
                + "times the original's verify, at least 10 s)"),
            .value("--vector-time-limit", "S", help: "a vector whose CPU time exceeds S seconds fails (PROTOCOL.md's per-vector "
                + "timeout, which a port slower than that fails too)", default: "2"),
        ],
        notes: [
            "'zipzap-mutate merge --help': the report of the whole run from its shards' report directories",
            "exit 0 done, 1 score below the minimum, 2 bad usage or a failed build",
        ])

    var package: String
    var work: String?
    var jobs: Int
    var sampleSize: Int?
    var seed: UInt64
    var minimumScore: Double?
    var only: [String]
    var report: String?
    var equivalents: String?
    var vectors: String?
    var timeLimit: Double?
    var coverage: Bool
    var list: Bool
    var dropped: String?
    var updateDropped: Bool
    var outOfReach: String?
    var shard: Shard
    var vectorTimeLimit: Double
    var mutantKeys: String?

    /// The options of the command line, or the help printed and exit 0, or the usage error printed and exit 2.
    static func parse(_ words: [String]) -> Self {
        let arguments = declaration.parsedOrExit(words.map { Array($0.utf8) })
        do throws(UsageError) {
            return Self(
                package: try arguments.path("--package") ?? ".", work: try arguments.path("--work"),
                jobs: try arguments.whole("--jobs", in: 1...1024) ?? 2,
                sampleSize: try arguments.whole("--sample", in: 1...Int(Int32.max)),
                seed: try arguments.whole("--seed", in: 0...UInt64.max) ?? 1,
                minimumScore: try arguments.number("--minimum-score", in: 0...100),
                only: arguments.values("--only"), report: try arguments.path("--report"),
                equivalents: try arguments.path("--equivalents"), vectors: try arguments.path("--vectors"),
                timeLimit: try arguments.number("--time-limit", in: 0.01...86_400),
                coverage: !arguments.flag("--no-coverage"), list: arguments.flag("--list"),
                dropped: try arguments.path("--dropped"), updateDropped: arguments.flag("--update-dropped"),
                outOfReach: try arguments.path("--out-of-reach"), shard: try shard(arguments),
                vectorTimeLimit: try arguments.number("--vector-time-limit", in: 0.001...3600) ?? 2,
                mutantKeys: try arguments.path("--mutants"))
        } catch {
            declaration.exitWithUsageError(error)
        }
    }

    private static func shard(_ arguments: ParsedArguments) throws(UsageError) -> Shard {
        guard let text = arguments.value("--shard") else { return .whole }
        do { return try Shard(parsing: text) } catch { throw UsageError(error.description) }
    }
}
