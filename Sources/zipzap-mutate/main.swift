import Foundation
import ZipZapMutation

let usage = """
    usage: zipzap-mutate [--package DIR] [--work DIR] [--jobs N] [--sample N] [--seed S] [--minimum-score PERCENT]
                         [--only FOLDER]... [--report DIR] [--equivalents FILE] [--vectors DIR] [--time-limit SECONDS]
                         [--no-coverage] [--dropped FILE] [--update-dropped] [--out-of-reach FILE] [--list]
      mutation testing of Sources/ZipZap against the committed vectors (Docs/mutation.md): every site is compiled into
      one release build of zipzap-conformance (mutant schemata, in WORK/package, default PACKAGE/.build/mutation, or
      PACKAGE/.build/mutation-sample for a sample), then
      `verify --fail-fast` runs once per mutant with ZIPZAP_MUTANT set, JOBS at a time (default 2)
      --sample N --seed S   a reproducible choice of N mutants (seed default 1)
      --minimum-score P     exit 1 when the score (killed over non-equivalent mutants) is below P percent
      --only FOLDER         mutate only this folder of Sources/ZipZap (Input/HID); repeatable
      --report DIR          writes DIR/mutation-report.txt and DIR/mutants.tsv (every mutant, tab-separated)
      --dropped FILE        sites the compiler refused before (default Conformance/mutation/dropped.tsv), left out
                            of the first build so that it is the only one; --update-dropped rewrites it
      --out-of-reach FILE   functions no vector can reach, with the reason (default Docs/coverage-unreached.tsv);
                            their unreached mutants are reported apart and not scored
      --list                prints the sites and mutants without building
      exit 0 done, 1 score below the minimum, 2 bad usage or a failed build
    """

struct Options {
    var package = "."
    var work: String?
    var jobs = 2
    var sampleSize: Int?
    var seed: UInt64 = 1
    var minimumScore: Double?
    var only: [String] = []
    var report: String?
    var equivalents: String?
    var vectors: String?
    var timeLimit: Double?
    var coverage = true
    var list = false
    var dropped: String?
    var updateDropped = false
    var outOfReach: String?
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("zipzap-mutate: \(message)\n".utf8))
    exit(2)
}

/// User and system seconds of every finished child (builds and mutant runs): the cost without the machine's load.
func childCPUSeconds() -> Double {
    var usage = rusage()
    #if canImport(Glibc)
    getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
    #else
    getrusage(RUSAGE_CHILDREN, &usage)
    #endif
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}

func loadAverage() -> String {
    var loads = [Double](repeating: 0, count: 3)
    return getloadavg(&loads, 3) == 3 ? String(format: "%.1f", loads[0]) : "unknown"
}

func log(_ message: String) { FileHandle.standardError.write(Data((message + "\n").utf8)) }

func parse(_ arguments: [String]) -> Options {
    var options = Options()
    var iterator = arguments.makeIterator()
    func value(_ name: String) -> String {
        guard let value = iterator.next() else { fail("\(name) needs a value\n\(usage)") }
        return value
    }
    func number<T: LosslessStringConvertible>(_ name: String) -> T {
        let text = value(name)
        guard let parsed = T(text) else { fail("\(name): '\(text)' is not a number") }
        return parsed
    }
    while let argument = iterator.next() {
        switch argument {
        case "--package": options.package = value(argument)
        case "--work": options.work = value(argument)
        case "--jobs": options.jobs = number(argument)
        case "--sample": options.sampleSize = number(argument)
        case "--seed": options.seed = number(argument)
        case "--minimum-score": options.minimumScore = number(argument)
        case "--only": options.only.append(value(argument))
        case "--report": options.report = value(argument)
        case "--equivalents": options.equivalents = value(argument)
        case "--vectors": options.vectors = value(argument)
        case "--time-limit": options.timeLimit = number(argument)
        case "--no-coverage": options.coverage = false
        case "--dropped": options.dropped = value(argument)
        case "--update-dropped": options.updateDropped = true
        case "--out-of-reach": options.outOfReach = value(argument)
        case "--list": options.list = true
        case "--help":
            print(usage)
            exit(0)
        default: fail("unknown argument '\(argument)'\n\(usage)")
        }
    }
    return options
}

let options = parse(Array(CommandLine.arguments.dropFirst()))
let started = Date()
let root = (options.package as NSString).standardizingPath == "." ? FileManager.default.currentDirectoryPath
    : ((options.package as NSString).isAbsolutePath ? options.package
        : FileManager.default.currentDirectoryPath + "/" + options.package)
// Samples build a different module than full runs; separate copies keep both incremental.
let workspace = Workspace(root: root, work: options.work ?? root + (options.sampleSize == nil ? "/.build/mutation" : "/.build/mutation-sample"))
let equivalentsPath = options.equivalents ?? root + "/Conformance/mutation/equivalent.tsv"

var sites: [MutationSite] = []
do {
    for file in try workspace.mutatedFiles() {
        let folder = String(file.dropFirst(Workspace.mutatedFolder.count + 1))
        guard options.only.isEmpty || options.only.contains(where: { folder.hasPrefix($0 + "/") }) else { continue }
        sites += SiteFinder(file: file, source: try workspace.read(file)).sites()
    }
} catch {
    fail("cannot read \(Workspace.mutatedFolder): \(error)")
}

if options.list {
    var number = 1
    for site in sites {
        for variant in site.variants.indices {
            print("\(number + variant)\t\(site.file):\(site.line):\(site.column)\t\(site.mutationOperator.rawValue)\t"
                + "\(site.function)\t\(site.change(variant))\t\(site.key(variant))")
        }
        number += site.variants.count
    }
    log("\(sites.count) sites, \(number - 1) mutants")
    exit(0)
}

let droppedPath = options.dropped ?? root + "/Conformance/mutation/dropped.tsv"
let knownDropped = KnownDropped(
    String(decoding: FileManager.default.contents(atPath: droppedPath) ?? Data(), as: UTF8.self))
let knownDroppedSites = sites.filter { knownDropped.reasons[$0.key] != nil }
sites.removeAll { knownDropped.reasons[$0.key] != nil }

let equivalents = EquivalentList(
    String(decoding: FileManager.default.contents(atPath: equivalentsPath) ?? Data(), as: UTF8.self), file: equivalentsPath)
for problem in equivalents.problems { log("PROBLEM \(problem)") }

// A sample is drawn before the build, which then holds only the sampled sites (a much smaller module to compile).
var chosenKeys: Set<String>?
if let size = options.sampleSize {
    // Drawn from every mutant, equivalent or not, so that marking one equivalent does not change the sample.
    let candidates = sites.flatMap { site in site.variants.indices.map { site.key($0) } }
    let chosen = Set(sample(candidates, count: size, seed: options.seed))
    chosenKeys = chosen
    sites = sites.filter { site in site.variants.indices.contains { chosen.contains(site.key($0)) } }
}

var build = SchemaBuild(workspace: workspace, sites: sites, log: log)
do { try build.build() } catch { fail("\(error)") }

var notes: [String] = []
let mutants = build.mutants.filter { chosenKeys?.contains($0.key) ?? true }
let allDropped = build.dropped + knownDroppedSites.map { SchemaBuild.Dropped(site: $0, reason: knownDropped.reasons[$0.key]!) }
notes.append("\(sites.count + knownDroppedSites.count) sites found, \(allDropped.count) dropped (\(knownDroppedSites.count) "
    + "known from \(droppedPath)), \(mutants.count) mutants; \(build.builds.count) build(s), \(Int(build.builds.reduce(0, +))) s")
if options.updateDropped {
    let lines = allDropped.map { "\($0.site.key)\t\($0.reason.replacingOccurrences(of: "\t", with: " "))" }.sorted()
    let text = "# Sites the compiler refuses as schemata (zipzap-mutate --update-dropped writes it): site key, tab, error.\n"
        + lines.joined(separator: "\n") + "\n"
    do { try Data(text.utf8).write(to: URL(fileURLWithPath: droppedPath)) } catch { fail("cannot write \(droppedPath): \(error)") }
}

let vectors = options.vectors ?? root + "/Conformance/vectors"
let verifyArguments = ["verify", "--vectors", vectors, "--spec", root + "/Conformance/SPEC.md", "--fail-fast"]
let coveragePath = workspace.copy + "/../coverage.txt"
try? FileManager.default.removeItem(atPath: coveragePath)
let baselineRunner = MutantRunner(binary: build.binary, arguments: verifyArguments, jobs: 1, timeLimit: 600)
let baseline = baselineRunner.runOnce(mutant: options.coverage ? -1 : 0, environment: ["ZIPZAP_MUTANT_COVERAGE=\(coveragePath)"])
guard baseline.outcome == .survived else {
    fail("the schemata's original program does not pass verify (\(baseline.outcome.rawValue)); run "
        + "`ZIPZAP_MUTANT=0 \(build.binary) \(verifyArguments.joined(separator: " "))`")
}
let timeLimit = options.timeLimit ?? max(10, baseline.seconds * 10)
notes.append("original program: verify passes in \(String(format: "%.2f", baseline.seconds)) s; time limit per mutant "
    + "\(String(format: "%.1f", timeLimit)) s")

/// The first mutant numbers of the sites the vectors reach (the coverage pre-pass), nil without it.
let reached: Set<Int>? = options.coverage
    ? Set(String(decoding: FileManager.default.contents(atPath: coveragePath) ?? Data(), as: UTF8.self)
        .split(separator: "\n").compactMap { Int($0) })
    : nil

var scored = mutants.filter { equivalents.reasons[$0.key] == nil }
let equivalent = mutants.filter { equivalents.reasons[$0.key] != nil }
if let size = options.sampleSize {
    notes.append("sample: \(size) mutants drawn with seed \(options.seed) before the build, \(scored.count) of them built")
}
// Only a full run sees every mutant: in a sample or a folder, keys outside it are not stale.
for key in equivalents.stale(given: mutants) where options.only.isEmpty && options.sampleSize == nil {
    log("note: \(equivalentsPath): no mutant has the key \(key) (the code changed; update or remove the line)")
}
let outOfReachPath = options.outOfReach ?? root + "/Docs/coverage-unreached.tsv"
let outOfReachList = OutOfReachList(
    String(decoding: FileManager.default.contents(atPath: outOfReachPath) ?? Data(), as: UTF8.self), file: outOfReachPath)
for problem in outOfReachList.problems { log("PROBLEM \(problem)") }
let toRun = scored.filter { reached?.contains($0.number - $0.variant) ?? true }
let runner = MutantRunner(binary: build.binary, arguments: verifyArguments, jobs: options.jobs, timeLimit: timeLimit)
let runStarted = Date()
let results = runner.run(toRun.map(\.number)) { done, total in
    if done % 100 == 0 || done == total { log("\(done)/\(total) mutants run, \(Int(Date().timeIntervalSince(runStarted))) s") }
}
var outcomes: [Int: MutantRunner.Result] = [:]
for (mutant, result) in zip(toRun, results) { outcomes[mutant.number] = result }
var entries = scored.map { mutant in
    if let result = outcomes[mutant.number] {
        return MutationReport.Entry(mutant: mutant, outcome: result.outcome, seconds: result.seconds)
    }
    // Not run: the pre-pass found its site unreached.
    if let reason = outOfReachList.reason(for: mutant.site) {
        return MutationReport.Entry(mutant: mutant, outcome: .outOfReach, seconds: 0, reason: reason)
    }
    return MutationReport.Entry(mutant: mutant, outcome: .unreached, seconds: 0)
}
entries += equivalent.map { MutationReport.Entry(mutant: $0, outcome: .equivalent, seconds: 0) }
entries.sort { $0.mutant.number < $1.mutant.number }
notes.append("\(toRun.count) mutants run in \(Int(Date().timeIntervalSince(runStarted))) s with \(options.jobs) jobs "
    + "(\(scored.count - toRun.count) unreached not run); whole run \(Int(Date().timeIntervalSince(started))) s; "
    + "CPU time of the builds and runs \(Int(childCPUSeconds())) s (machine load at the end \(loadAverage()))")
let report = MutationReport(entries: entries, dropped: allDropped, notes: notes)
print(report.text(), terminator: "")
if let directory = options.report {
    do {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Data(report.text().utf8).write(to: URL(fileURLWithPath: directory + "/mutation-report.txt"))
        try Data(report.tsv().utf8).write(to: URL(fileURLWithPath: directory + "/mutants.tsv"))
    } catch {
        fail("cannot write the report to \(directory): \(error)")
    }
}
if let minimum = options.minimumScore, report.total.score * 100 < minimum {
    log("zipzap-mutate: score \(MutationReport.percent(report.total.score)) is below the minimum \(minimum)%")
    exit(1)
}
