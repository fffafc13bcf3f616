import ZipZapVectors

/// Finds an id's expectation entry without trying every entry: literal globs by a dictionary, the others grouped by
/// the text before their first wildcard, so an id is tried only against the globs whose prefix it starts with. A
/// list of 200 000 entries is checked against the whole suite in well under a second.
struct ExpectationIndex: Sendable {
    private var literal: [String: Int] = [:]
    /// Wildcard globs by literal prefix: the index of the first entry with each distinct pattern.
    private var byPrefix: [String: [Int]] = [:]
    private let globs: [Glob]

    init(_ globs: [Glob]) {
        self.globs = globs
        var seenPatterns = Set<String>()
        for (index, glob) in globs.enumerated() where seenPatterns.insert(glob.pattern).inserted {
            if glob.isLiteral { literal[glob.pattern] = index } else { byPrefix[glob.literalPrefix, default: []].append(index) }
        }
    }

    /// The indices of the entries that could match `id`, each pattern once.
    private func candidates(_ id: String, _ visit: (Int) -> Void) {
        if let index = literal[id] { visit(index) }
        guard !byPrefix.isEmpty else { return }
        var prefix = ""
        if let group = byPrefix[prefix] { group.forEach(visit) }
        for character in id {
            prefix.append(character)
            if let group = byPrefix[prefix] { group.forEach(visit) }
        }
    }

    /// The first entry, in file order, whose glob matches `id`.
    func first(matching id: String) -> Int? {
        var best: Int?
        candidates(id) { index in
            if index < (best ?? Int.max) && globs[index].matches(id) { best = index }
        }
        return best
    }

    /// The patterns that match at least one of `ids`.
    func matchedPatterns(_ ids: some Sequence<String>) -> Set<String> {
        var matched = Set<String>()
        for id in ids {
            candidates(id) { index in
                let pattern = globs[index].pattern
                if !matched.contains(pattern) && globs[index].matches(id) { matched.insert(pattern) }
            }
        }
        return matched
    }
}
