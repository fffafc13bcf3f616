import Foundation
import Testing
@testable import ZipZapMutation

/// Issue 27, item 5: the shards of a run, merged, are the run — the same score, survivors, tables and mutants.tsv.
/// On the sites of a small folder (Input/Typing), with outcomes that stand in for `verify`'s (each mutant's a
/// function of its number), through the code a run and `merge` use: the plan, the report directory, the merge.
@Suite struct ShardMergeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    struct Run {
        let sites: [MutationSite]
        let mutants: [Mutant]
        let dropped: [SchemaBuild.Dropped]
        let reached: Set<Int>
        let equivalents: EquivalentList
        let outOfReach: OutOfReachList

        init() throws {
            let workspace = Workspace(root: ShardMergeTests.root, work: "/nonexistent")
            sites = try workspace.mutatedFiles().filter { $0.hasPrefix("Sources/ZipZap/Input/Typing/") }
                .flatMap { SiteFinder(file: $0, source: try workspace.read($0)).sites() }
            // The first site as if the compiler refused it; the others numbered as SchemaBuild numbers them.
            dropped = [SchemaBuild.Dropped(site: sites[0], reason: "error: refused")]
            var number = 1, mutants: [Mutant] = []
            for site in sites.dropFirst() {
                for variant in site.variants.indices { mutants.append(Mutant(number: number + variant, site: site, variant: variant)) }
                number += site.variants.count
            }
            self.mutants = mutants
            // Every site reached but the one of TypingModel.handle, which the list then puts out of reach.
            let handle = mutants.first { $0.site.function == "TypingModel.handle" }!
            reached = Set(mutants.map { $0.number - $0.variant }).subtracting([handle.number])
            outOfReach = OutOfReachList("Input/Typing/TypingModel.swift\tZipZap.\(handle.site.signature) -> ()\tapi\n", file: "list")
            // Listed equivalent: one mutant that survives (equivalent) and one that is killed (so scored killed).
            equivalents = EquivalentList(mutants.filter { [4, 6].contains($0.number) }.map { $0.key + "\tbecause" }.joined(separator: "\n"),
                                         file: "equivalent.tsv")
        }

        /// A stand-in for `verify`: killed, survived or crashed by the number, in milliseconds of its number.
        static func result(_ number: Int) -> MutantRunner.Result {
            MutantRunner.Result(outcome: [Outcome.killed, .survived, .crashed][number % 3], seconds: Double(number) / 1000)
        }

        func report(_ shard: Shard) -> MutationReport {
            let plan = MutationPlan(mutants: mutants, shard: shard, reached: reached)
            var notes: [String] = []
            let results = Dictionary(uniqueKeysWithValues: plan.toRun.map { ($0.number, Self.result($0.number)) })
            let entries = plan.entries(results: results, equivalents: equivalents, outOfReach: outOfReach, notes: &notes)
            return MutationReport(entries: entries, dropped: dropped, notes: notes)
        }
    }

    private func directory() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("shard-merge-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func withoutNotes(_ report: MutationReport) -> String {
        MutationReport(entries: report.entries, dropped: report.dropped, notes: []).text()
    }

    @Test func threeShardsMergedAreTheFullRun() throws {
        let run = try Run()
        let full = run.report(.whole)
        // The folder gives every outcome the report knows, so the comparison covers each of them.
        #expect(Set(full.entries.map(\.outcome)) == [.killed, .crashed, .survived, .equivalent, .outOfReach])
        let base = directory()
        defer { try? FileManager.default.removeItem(atPath: base) }
        var directories: [String] = []
        for index in [2, 3, 1] {
            let shard = try Shard(parsing: "\(index)/3")
            let report = run.report(shard)
            #expect(report.entries.allSatisfy { shard.holds($0.mutant.number) })
            try ReportDirectory.write(report, shard: shard, mutantCount: run.mutants.count, to: base + "/\(index)")
            directories.append(base + "/\(index)")
        }
        let merged = try ReportDirectory.merge(directories, sites: run.sites)
        #expect(merged.total == full.total)
        #expect(merged.survivors.map(\.mutant.key) == full.survivors.map(\.mutant.key))
        #expect(withoutNotes(merged) == withoutNotes(full))
        #expect(merged.tsv() == full.tsv())
    }

    @Test func aMissingOrRepeatedShardIsRefused() throws {
        let run = try Run()
        let base = directory()
        defer { try? FileManager.default.removeItem(atPath: base) }
        for index in [1, 2] {
            let shard = try Shard(parsing: "\(index)/3")
            try ReportDirectory.write(run.report(shard), shard: shard, mutantCount: run.mutants.count, to: base + "/\(index)")
        }
        #expect(throws: MutationError.self) { try ReportDirectory.merge([base + "/1", base + "/2"], sites: run.sites) }
        #expect(throws: MutationError.self) { try ReportDirectory.merge([base + "/1", base + "/1", base + "/2"], sites: run.sites) }
    }

    @Test func shardsAreKModuloNAndBadOnesAreRefused() throws {
        let shard = try Shard(parsing: "2/3")
        #expect((1...7).filter(shard.holds) == [2, 5])
        for text in ["0/3", "4/3", "3", "a/b", "1/0"] { #expect(throws: MutationError.self) { try Shard(parsing: text) } }
    }
}
