/// The committed list of equivalent mutants (`Conformance/mutation/equivalent.tsv`): one a line, the mutant's key,
/// a tab, and why no input can tell it from the original. `#` starts a comment line.
public struct EquivalentList {
    public private(set) var reasons: [String: String] = [:]
    public private(set) var problems: [String] = []

    public init(_ text: String, file: String) {
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop(while: { $0 == " " })
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", maxSplits: 1).map(String.init)
            guard fields.count == 2, !fields[1].isEmpty else {
                problems.append("\(file):\(number + 1): expected a mutant key, a tab and a reason")
                continue
            }
            if let ground = Self.refusedGround(fields[1]) {
                problems.append("\(file):\(number + 1): a reason may not rest on \(ground); the mutant is scored")
                continue
            }
            reasons[fields[0]] = fields[1]
        }
    }

    /// What no reason may rest on, by the words that say it: a mutant that is only slower is killed when a vector
    /// takes it past the per-vector time limit and otherwise survives on its own; one that reads past a buffer's end
    /// traps in the bounds-checked build (Docs/mutation.md). Either way its run decides, not a line here.
    static let refusedGrounds: [(ground: String, words: [String])] = [
        ("speed", ["speed", "faster", "slower", "quicker", "performance"]),
        ("reading past an end", ["past the end", "past its end", "past the input", "past it", "beyond the end", "out of bounds"]),
    ]

    /// Whole words only (`isLowerLetter` does not say "slower").
    static func refusedGround(_ reason: String) -> String? {
        let words = " " + String(reason.lowercased().map { $0.isLetter || $0 == "'" ? $0 : " " })
            .split(separator: " ").joined(separator: " ") + " "
        return Self.refusedGrounds.first { $0.words.contains { words.contains(" \($0) ") } }?.ground
    }

    /// Keys in the list that no mutant of this run has: the code changed under them, so they need a look.
    public func stale(given mutants: [Mutant]) -> [String] {
        let keys = Set(mutants.map(\.key))
        return reasons.keys.filter { !keys.contains($0) }.sorted()
    }
}

/// The committed list of sites the compiler refused as schemata (`Conformance/mutation/dropped.tsv`): site key, tab,
/// the error. Only a shortcut: a site listed there is left out of the first build; a new refusal is still found by
/// building, and a key no site has any more is ignored.
public struct KnownDropped {
    public private(set) var reasons: [String: String] = [:]

    public init(_ text: String) {
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", maxSplits: 1).map(String.init)
            if fields.count == 2 { reasons[fields[0]] = fields[1] }
        }
    }
}

/// A reproducible choice of `count` of `items`: SplitMix64 from `seed`, then a partial Fisher-Yates shuffle; the
/// chosen items keep their original order.
public func sample<T>(_ items: [T], count: Int, seed: UInt64) -> [T] {
    var state = seed
    func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    var indices = Array(items.indices)
    let chosen = min(count, indices.count)
    for i in 0..<chosen {
        let j = i + Int(next() % UInt64(indices.count - i))
        indices.swapAt(i, j)
    }
    return indices.prefix(chosen).sorted().map { items[$0] }
}
