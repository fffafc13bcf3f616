import Foundation

/// A report directory (`--report DIR`): `mutation-report.txt` for people, `mutants.tsv` (every mutant), `dropped.tsv`
/// (the sites the compiler refused, in `dropped.tsv`'s own format) and `shard.tsv` (which shard of how many mutants,
/// and the run's notes). `zipzap-mutate merge` reads the directories of a run's shards back into the one report the
/// whole run writes.
public enum ReportDirectory {
    public static func write(_ report: MutationReport, shard: Shard, mutantCount: Int, to directory: String) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let dropped = report.dropped.map { "\($0.site.key)\t\($0.reason.replacingTabs)" }.sorted()
        let about = ["shard\t\(shard)", "mutants\t\(mutantCount)"] + report.notes.map { "note\t\($0.replacingTabs)" }
        let files = [
            "mutation-report.txt": report.text(), "mutants.tsv": report.tsv(),
            "dropped.tsv": dropped.map { $0 + "\n" }.joined(), "shard.tsv": about.joined(separator: "\n") + "\n",
        ]
        for (name, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: directory + "/" + name)) }
    }

    /// The report of the whole run from every shard's directory (each of `1/N` … `N/N` once); `sites` are those of
    /// `Sources/ZipZap` as the shards found them (the same commit), to which the files' mutant keys are resolved.
    public static func merge(_ directories: [String], sites: [MutationSite]) throws(MutationError) -> MutationReport {
        var variants: [String: (site: MutationSite, variant: Int)] = [:]
        var siteByKey: [String: MutationSite] = [:]
        for site in sites {
            siteByKey[site.key] = site
            for variant in site.variants.indices { variants[site.key(variant)] = (site, variant) }
        }
        var shards: [Shard] = [], counts: Set<Int> = [], droppedTexts: Set<String> = []
        var entries: [MutationReport.Entry] = [], dropped: [SchemaBuild.Dropped] = [], notes: [String] = []
        var numbers: Set<Int> = []
        for directory in directories {
            func read(_ name: String) throws(MutationError) -> String {
                guard let data = FileManager.default.contents(atPath: directory + "/" + name) else {
                    throw MutationError("\(directory)/\(name): cannot read it (not a zipzap-mutate --report directory?)")
                }
                return String(decoding: data, as: UTF8.self)
            }
            var shard: Shard?
            for line in try read("shard.tsv").split(separator: "\n") {
                let fields = line.split(separator: "\t", maxSplits: 1).map(String.init)
                guard fields.count == 2 else { throw MutationError("\(directory)/shard.tsv: '\(line)' is not a name, a tab and a value") }
                switch fields[0] {
                case "shard": shard = try Shard(parsing: fields[1])
                case "mutants":
                    guard let count = Int(fields[1]) else { throw MutationError("\(directory)/shard.tsv: mutants '\(fields[1])' is not a number") }
                    counts.insert(count)
                case "note": notes.append("shard \(shard.map(String.init(describing:)) ?? "?"): \(fields[1])")
                default: throw MutationError("\(directory)/shard.tsv: unknown line '\(line)'")
                }
            }
            guard let shard else { throw MutationError("\(directory)/shard.tsv: no shard line") }
            shards.append(shard)
            let droppedText = try read("dropped.tsv")
            if droppedTexts.insert(droppedText).inserted, droppedTexts.count == 1 {
                for (key, reason) in KnownDropped(droppedText).reasons {
                    guard let site = siteByKey[key] else { throw MutationError("\(directory)/dropped.tsv: no site has the key \(key)") }
                    dropped.append(SchemaBuild.Dropped(site: site, reason: reason))
                }
            }
            for (offset, line) in try read("mutants.tsv").split(separator: "\n").enumerated().dropFirst() {
                let place = "\(directory)/mutants.tsv:\(offset + 1)"
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                guard fields.count == 12, let number = Int(fields[0]), let outcome = Outcome(rawValue: fields[1]),
                      let seconds = Double(fields[2]) else {
                    throw MutationError("\(place): expected 12 fields: number, outcome, seconds, …, key, reason")
                }
                guard let (site, variant) = variants[fields[10]] else {
                    throw MutationError("\(place): no mutant of Sources/ZipZap has the key \(fields[10]) (shards of another commit?)")
                }
                guard shard.holds(number), numbers.insert(number).inserted else {
                    throw MutationError("\(place): mutant \(number) does not belong to shard \(shard) or came twice")
                }
                entries.append(MutationReport.Entry(mutant: Mutant(number: number, site: site, variant: variant), outcome: outcome,
                                                    seconds: seconds, reason: fields[11].isEmpty ? nil : fields[11]))
            }
        }
        guard let count = shards.first?.count, Set(shards.map(\.index)) == Set(1...count), shards.count == count,
              shards.allSatisfy({ $0.count == count }) else {
            throw MutationError("merge needs each of the shards 1/N … N/N once; got \(shards.map(\.description).joined(separator: ", "))")
        }
        guard counts.count == 1, let total = counts.first, total == entries.count, droppedTexts.count == 1 else {
            throw MutationError("the shards disagree on the run (\(counts.sorted()) mutants, \(droppedTexts.count) lists of dropped "
                + "sites) or miss mutants (\(entries.count) reported): they were not built from the same sites")
        }
        entries.sort { $0.mutant.number < $1.mutant.number }
        return MutationReport(entries: entries, dropped: dropped, notes: notes)
    }
}
