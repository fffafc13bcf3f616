import ZipZapVectors

/// Which expectation entries are stale after a run (README: the list "cannot go stale"). An entry is stale when it
/// selects no vector of the suite, or when every vector it applies to (it being the first entry to select them) is one
/// the implementation does not run: unsupported by its capabilities, or, for an `xfail`, skipped by the implementation
/// in this run. Such an entry says nothing true about the implementation, so it fails the run the same way. A vector
/// outside the run's selection that the implementation supports might still fail, so it keeps its entry current.
enum StaleExpectations {
    /// One line per stale entry, in file order. Without `capabilities` (the implementation never started), only the
    /// entries that select no vector.
    static func lines(
        _ expectations: Expectations, allVectors: [Vector], capabilities: Capabilities?, results: [VectorResult]
    ) -> [String] {
        let selectingNothing = expectations.staleEntries(among: allVectors)
        let statusByID = Dictionary(results.map { ($0.vector.id, $0.status) }, uniquingKeysWith: { first, _ in first })
        // Per entry (by line): how many of the vectors it applies to are unsupported, skipped by the implementation, or
        // neither (a vector that counts).
        var tallies: [Int: (unsupported: Int, skipped: Int, counting: Int)] = [:]
        for vector in allVectors {
            guard let capabilities else { break }
            guard let entry = expectations.entry(for: vector) else { continue }
            var tally = tallies[entry.line] ?? (0, 0, 0)
            if !capabilities.missing(for: vector).isEmpty {
                tally.unsupported += 1
            } else if entry.kind == .xfail, statusByID[vector.id] == .skipped {
                tally.skipped += 1
            } else {
                tally.counting += 1
            }
            tallies[entry.line] = tally
        }
        return expectations.entries.compactMap { entry in
            let name = "\(expectations.file):\(entry.line): \(entry.kind.rawValue) \(entry.selector)"
            if selectingNothing.contains(entry) { return name + " matches no vector" }
            guard let tally = tallies[entry.line], tally.counting == 0 else { return nil }
            let parts = [(tally.unsupported, "unsupported"), (tally.skipped, "skipped by the implementation")]
                .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
            return name + " selects only vectors the implementation does not run (" + parts.joined(separator: ", ") + ")"
        }
    }
}
