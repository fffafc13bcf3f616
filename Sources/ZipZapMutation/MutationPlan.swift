/// Which of a build's mutants one run (or one shard of it) runs, and what each of its mutants' outcome is once the
/// runs are done. The same for a full run and for every shard, so that merged shards give the full run's report.
public struct MutationPlan {
    /// The shard's mutants, in number order.
    public let mutants: [Mutant]
    /// Those of them that run: every mutant whose site the coverage pre-pass saw reached, equivalent ones included
    /// (a listed equivalent that a vector, a trap or the time limit kills is not equivalent: it counts as killed).
    public let toRun: [Mutant]

    /// `reached` holds the first mutant numbers of the sites the vectors reach; nil runs every mutant.
    public init(mutants: [Mutant], shard: Shard, reached: Set<Int>?) {
        self.mutants = mutants.filter { shard.holds($0.number) }
        toRun = self.mutants.filter { reached?.contains($0.number - $0.variant) ?? true }
    }

    /// Every mutant of the shard with its outcome: run ones by their result, the others equivalent (listed), out of
    /// reach (listed function) or unreached; `notes` gets a line for each listed equivalent that was killed.
    public func entries(
        results: [Int: MutantRunner.Result], equivalents: EquivalentList, outOfReach: OutOfReachList, notes: inout [String]
    ) -> [MutationReport.Entry] {
        mutants.map { mutant in
            let listedEquivalent = equivalents.reasons[mutant.key] != nil
            if let result = results[mutant.number] {
                if listedEquivalent, result.outcome.isKilled {
                    notes.append("listed equivalent but \(result.outcome.rawValue), so scored as killed (remove the line): \(mutant.key)")
                }
                let outcome = listedEquivalent && !result.outcome.isKilled ? .equivalent : result.outcome
                return MutationReport.Entry(mutant: mutant, outcome: outcome, seconds: result.seconds)
            }
            if listedEquivalent { return MutationReport.Entry(mutant: mutant, outcome: .equivalent, seconds: 0) }
            if let reason = outOfReach.reason(for: mutant.site) {
                return MutationReport.Entry(mutant: mutant, outcome: .outOfReach, seconds: 0, reason: reason)
            }
            return MutationReport.Entry(mutant: mutant, outcome: .unreached, seconds: 0)
        }
    }
}
