/// The outcome of every mutant, scored per folder of `Sources/ZipZap` and per operator, with the survivors.
public struct MutationReport {
    public struct Entry {
        public let mutant: Mutant
        public let outcome: Outcome
        public let seconds: Double
        /// Why an out-of-reach mutant's function is beyond every vector (`OutOfReachList`).
        public let reason: String?

        public init(mutant: Mutant, outcome: Outcome, seconds: Double, reason: String? = nil) {
            self.mutant = mutant
            self.outcome = outcome
            self.seconds = seconds
            self.reason = reason
        }
    }

    public struct Tally: Equatable {
        public var mutants = 0, equivalent = 0, outOfReach = 0, killed = 0, survived = 0, unreached = 0

        mutating func add(_ outcome: Outcome) {
            mutants += 1
            switch outcome {
            case .equivalent: equivalent += 1
            case .outOfReach: outOfReach += 1
            case .survived: survived += 1
            case .unreached: unreached += 1
            default: killed += 1
            }
        }

        /// The mutants the score counts: neither equivalent nor out of reach.
        public var scored: Int { mutants - equivalent - outOfReach }

        /// Killed over scored mutants (unreached ones count as survivors), 1 when there are none.
        public var score: Double { scored == 0 ? 1 : Double(killed) / Double(scored) }
    }

    public let entries: [Entry]
    public let dropped: [SchemaBuild.Dropped]
    /// How the run went, one line each (builds, times, sample), printed first.
    public let notes: [String]

    public init(entries: [Entry], dropped: [SchemaBuild.Dropped], notes: [String]) {
        self.entries = entries
        self.dropped = dropped
        self.notes = notes
    }

    public var total: Tally { tally { _ in "all" }["all"] ?? Tally() }

    public func tally(by group: (Mutant) -> String) -> [String: Tally] {
        var tallies: [String: Tally] = [:]
        for entry in entries { tallies[group(entry.mutant), default: Tally()].add(entry.outcome) }
        return tallies
    }

    public var survivors: [Entry] {
        entries.filter { $0.outcome == .survived || $0.outcome == .unreached }
            .sorted { ($0.mutant.site.file, $0.mutant.site.line, $0.mutant.site.column, $0.mutant.number)
                < ($1.mutant.site.file, $1.mutant.site.line, $1.mutant.site.column, $1.mutant.number) }
    }

    /// The report a maintainer reads.
    public func text() -> String {
        var lines = notes
        let total = self.total
        lines.append("mutation score: \(Self.percent(total.score)) (\(total.killed) killed of \(total.scored) "
            + "scored mutants; \(total.equivalent) equivalent, \(total.outOfReach) out of reach, \(total.survived) survived, "
            + "\(total.unreached) unreached; \(dropped.count) sites dropped)")
        lines.append("")
        lines.append("by folder of Sources/ZipZap:")
        lines += table(tally { $0.site.folder })
        lines.append("")
        lines.append("by operator:")
        lines += table(tally { $0.site.mutationOperator.rawValue })
        lines.append("")
        lines.append("outcomes: " + Outcome.allCases.map { outcome in
            "\(entries.filter { $0.outcome == outcome }.count) \(outcome.rawValue)"
        }.joined(separator: ", "))
        if !dropped.isEmpty {
            lines.append("")
            lines.append("sites dropped (the compiler refuses the schema there):")
            for drop in dropped.sorted(by: { ($0.site.file, $0.site.line, $0.site.key) < ($1.site.file, $1.site.line, $1.site.key) }) {
                lines.append("  \(drop.site.file):\(drop.site.line):\(drop.site.column) \(drop.site.mutationOperator.rawValue) "
                    + "`\(drop.site.context)`: \(drop.reason)")
            }
        }
        let outOfReach = entries.filter { $0.outcome == .outOfReach }
        if !outOfReach.isEmpty {
            lines.append("")
            lines.append("out of reach (\(outOfReach.count) mutants in functions no vector can reach, not scored):")
            var counts: [String: Int] = [:]
            for entry in outOfReach {
                counts["\(entry.mutant.site.file)  \(entry.mutant.site.function)  (\(entry.reason ?? "?"))", default: 0] += 1
            }
            for (place, count) in counts.sorted(by: { $0.key < $1.key }) { lines.append("  \(count)  \(place)") }
        }
        lines.append("")
        lines.append("survivors (\(survivors.count)):")
        for entry in survivors { lines.append("  " + Self.survivorLine(entry)) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One survivor: folder, place, operator, change, enclosing function (the coordination file's format).
    public static func survivorLine(_ entry: Entry) -> String {
        let site = entry.mutant.site
        return "\(site.folder)  \(site.file):\(site.line):\(site.column)  \(site.mutationOperator.rawValue)  "
            + "\(entry.mutant.change)  in \(site.function)" + (entry.outcome == .unreached ? "  (no vector reaches it)" : "")
    }

    /// Every mutant, one tab-separated line each, for tools.
    public func tsv() -> String {
        var lines = ["number\toutcome\tseconds\tfolder\tfile\tline\tcolumn\toperator\tfunction\tchange\tkey\treason"]
        for entry in entries {
            let site = entry.mutant.site
            let fields: [String] = [
                String(entry.mutant.number), entry.outcome.rawValue, Self.milliseconds(entry.seconds),
                site.folder, site.file, String(site.line), String(site.column), site.mutationOperator.rawValue,
                site.function, entry.mutant.change, entry.mutant.key, entry.reason ?? "",
            ]
            lines.append(fields.map { $0.replacingTabs }.joined(separator: "\t"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Per-folder scores, one line each, for the coordination file and the README.
    public func scoreLines() -> [String] {
        table(tally { $0.site.folder })
    }

    private func table(_ tallies: [String: Tally]) -> [String] {
        let header = "  " + "group".padded(22) + "mutants".leftPadded(8) + "equiv".leftPadded(7) + "reach".leftPadded(7)
            + "killed".leftPadded(8)
            + "survived".leftPadded(10) + "unreached".leftPadded(11) + "score".leftPadded(9)
        return [header] + tallies.keys.sorted().map { name in
            let t = tallies[name]!
            return "  " + name.padded(22) + String(t.mutants).leftPadded(8) + String(t.equivalent).leftPadded(7)
                + String(t.outOfReach).leftPadded(7) + String(t.killed).leftPadded(8) + String(t.survived).leftPadded(10) + String(t.unreached).leftPadded(11)
                + Self.percent(t.score).leftPadded(9)
        }
    }

    /// Seconds to the millisecond (`2.051`), so that reading a report back and writing it again gives the same text.
    static func milliseconds(_ seconds: Double) -> String {
        let count = Int((seconds * 1000).rounded())
        let fraction = String(count % 1000)
        return "\(count / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    public static func percent(_ value: Double) -> String {
        let tenths = Int((value * 1000).rounded())
        return "\(tenths / 10).\(tenths % 10)%"
    }
}

extension String {
    func padded(_ width: Int) -> String { count >= width ? self + " " : self + String(repeating: " ", count: width - count) }
    func leftPadded(_ width: Int) -> String { count >= width ? " " + self : String(repeating: " ", count: width - count) + self }
    var replacingTabs: String { String(map { $0 == "\t" || $0 == "\n" ? " " : $0 }) }
}
