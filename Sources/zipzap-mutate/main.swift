import Foundation
import ZipZapMutation

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

if CommandLine.arguments.dropFirst().first == "merge" { exit(MergeCommand.run(Array(CommandLine.arguments.dropFirst(2)))) }
let options = MutateOptions.parse(Array(CommandLine.arguments.dropFirst()))
let started = Date()
let root = packageRoot(options.package)
// Samples build a different module than full runs; separate copies keep both incremental.
let defaultWork = options.mutantKeys != nil ? "/.build/mutation-subset" : options.sampleSize != nil ? "/.build/mutation-sample" : "/.build/mutation"
let workFolder = options.work ?? root + defaultWork
let workspace = Workspace(root: root, work: workFolder)
let equivalentsPath = options.equivalents ?? root + "/Conformance/mutation/equivalent.tsv"

var sites = findSites(workspace, only: options.only)

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

var notes: [String] = []
// A sample is drawn before the build, which then holds only the sampled sites (a much smaller module to compile).
var chosenKeys: Set<String>?
if let size = options.sampleSize {
    // Drawn from every mutant, equivalent or not, so that marking one equivalent does not change the sample.
    let candidates = sites.flatMap { site in site.variants.indices.map { site.key($0) } }
    let chosen = Set(sample(candidates, count: size, seed: options.seed))
    chosenKeys = chosen
    sites = sites.filter { site in site.variants.indices.contains { chosen.contains(site.key($0)) } }
}
if let path = options.mutantKeys {
    guard let data = FileManager.default.contents(atPath: path) else { fail("--mutants: cannot read \(path)") }
    let listed = Set(String(decoding: data, as: UTF8.self).split(separator: "\n").filter { !$0.hasPrefix("#") }
        .map { String($0.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)[0]) })
    let chosen = chosenKeys.map { $0.intersection(listed) } ?? listed
    chosenKeys = chosen
    sites = sites.filter { site in site.variants.indices.contains { chosen.contains(site.key($0)) } }
    notes.append("\(chosen.count) of the mutants \(path) lists (\(listed.count) keys)")
}

var build = SchemaBuild(workspace: workspace, sites: sites, log: log)
do { try build.build() } catch { fail("\(error)") }

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
let suiteArguments = ["verify", "--vectors", vectors, "--spec", root + "/Conformance/SPEC.md", "--fail-fast"]
let verifyArguments = suiteArguments + ["--vector-time-limit", String(options.vectorTimeLimit)]
let coveragePath = workspace.copy + "/../coverage.txt"
try? FileManager.default.removeItem(atPath: coveragePath)
// The coverage pre-pass records sites, so it is not timed per vector: what it must pass is the vectors' answers. The
// original program then runs alone, as every mutant does, and its time is the base of the per-mutant limit.
if options.coverage {
    let prePass = MutantRunner(binary: build.binary, arguments: suiteArguments, jobs: 1, timeLimit: 600)
        .runOnce(mutant: -1, environment: ["ZIPZAP_MUTANT_COVERAGE=\(coveragePath)"])
    guard prePass.outcome == .survived else {
        fail("the coverage pre-pass does not pass verify (\(prePass.outcome.rawValue)); run "
            + "`ZIPZAP_MUTANT=-1 \(build.binary) \(suiteArguments.joined(separator: " "))`")
    }
    notes.append("coverage pre-pass: verify passes in \(String(format: "%.2f", prePass.seconds)) s")
}
let baseline = MutantRunner(binary: build.binary, arguments: verifyArguments, jobs: 1, timeLimit: 600).runOnce(mutant: 0)
guard baseline.outcome == .survived else {
    fail("the schemata's original program does not pass verify (\(baseline.outcome.rawValue)); run "
        + "`ZIPZAP_MUTANT=0 \(build.binary) \(verifyArguments.joined(separator: " "))`")
}
let timeLimit = options.timeLimit ?? max(10, baseline.seconds * 10)
notes.append("original program: verify passes in \(String(format: "%.2f", baseline.seconds)) s; time limit per mutant "
    + "\(String(format: "%.1f", timeLimit)) s, per vector \(options.vectorTimeLimit) s of CPU")

/// The first mutant numbers of the sites the vectors reach (the coverage pre-pass), nil without it.
let reached: Set<Int>? = options.coverage
    ? Set(String(decoding: FileManager.default.contents(atPath: coveragePath) ?? Data(), as: UTF8.self)
        .split(separator: "\n").compactMap { Int($0) })
    : nil

if let size = options.sampleSize {
    notes.append("sample: \(size) mutants drawn with seed \(options.seed) before the build, \(mutants.count) of them built")
}
// Only a full run sees every mutant: in a sample or a folder, keys outside it are not stale.
for key in equivalents.stale(given: mutants) where options.only.isEmpty && options.sampleSize == nil && options.mutantKeys == nil {
    log("note: \(equivalentsPath): no mutant has the key \(key) (the code changed; update or remove the line)")
}
let outOfReachPath = options.outOfReach ?? root + "/Docs/coverage-unreached.tsv"
let outOfReachList = OutOfReachList(
    String(decoding: FileManager.default.contents(atPath: outOfReachPath) ?? Data(), as: UTF8.self), file: outOfReachPath)
for problem in outOfReachList.problems { log("PROBLEM \(problem)") }
let plan = MutationPlan(mutants: mutants, shard: options.shard, reached: reached)
var runner = MutantRunner(binary: build.binary, arguments: verifyArguments, jobs: options.jobs, timeLimit: timeLimit)
let sourceFileOfMutant = Dictionary(uniqueKeysWithValues: plan.toRun.map { ($0.number, $0.site.file) })
runner.learning = .init(group: { sourceFileOfMutant[$0] ?? "" }, outputFolder: workFolder)
let runStarted = Date()
let results = runner.run(plan.toRun.map(\.number)) { done, total in
    if done % 100 == 0 || done == total { log("\(done)/\(total) mutants run, \(Int(Date().timeIntervalSince(runStarted))) s") }
}
if options.shard != .whole { notes.append("shard \(options.shard): \(plan.mutants.count) of the \(mutants.count) mutants") }
notes.append("\(plan.toRun.count) mutants run in \(Int(Date().timeIntervalSince(runStarted))) s with \(options.jobs) jobs "
    + "(\(plan.mutants.count - plan.toRun.count) on unreached sites not run); whole run \(Int(Date().timeIntervalSince(started))) s; "
    + "CPU time of the builds and runs \(Int(childCPUSeconds())) s (machine load at the end \(loadAverage()))")
let entries = plan.entries(results: Dictionary(uniqueKeysWithValues: zip(plan.toRun.map(\.number), results)),
                           equivalents: equivalents, outOfReach: outOfReachList, notes: &notes)
publish(MutationReport(entries: entries, dropped: allDropped, notes: notes), shard: options.shard, mutantCount: mutants.count,
        directory: options.report, minimumScore: options.minimumScore)
