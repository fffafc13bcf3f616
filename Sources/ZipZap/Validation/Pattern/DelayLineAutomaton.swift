/// A position automaton with its long chains of look-alike positions taken out and run as delay lines.
///
/// A counted repetition such as `.{500}` expands to a chain of positions that match the same scalars, each followed
/// only by the next, entered only at its first and left only at its last. A bit-parallel step shifts the whole
/// chain at every scalar; here its inside is a ring of bits instead: a step reads the bit leaving it and writes the
/// bit entering it, and a scalar that the chain's positions do not match empties it at once. The positions outside
/// the chains form a small automaton, numbered as it is met (`OuterStateTable`) when it is small enough, so a step
/// costs the same whatever the repetition counts.
struct DelayLineAutomaton: Sendable {
    /// The inside of one chain: its positions all match the same classes.
    struct Line: Sendable {
        /// The outer positions (in `outer`'s numbering) before and after the inside.
        let head: Int, tail: Int
        /// The inside positions (in the full automaton's numbering): `first ..< first + length`.
        let first: Int, length: Int
        /// Where the line's ring starts in `Rings.slots`, and its size less one: a power of two of at least
        /// `length` slots, so that the slot a step writes and the one it reads, `length` steps older, are masked
        /// step numbers (no cursor to move).
        let ringOffset: Int, ringMask: Int
    }

    /// Chains shorter than this stay in the outer automaton: a ring costs a few steps of bookkeeping.
    static let shortestLine = 32

    /// The positions that are not inside a line.
    let outer: PositionAutomaton
    let outerClassPositions: [UInt64]
    let lines: [Line]
    /// Row `c` holds, for each line, whether its head matches class `c` (`headMatches`) and whether its positions
    /// do (`insideMatches`): one byte, so that a step reads both at once and gets the entering bit by an `and`.
    let classFlags: [UInt8]
    static let headMatches: UInt8 = 1, insideMatches: UInt8 = 2
    let classCount: Int
    /// For each position of the full automaton, its outer number, or -1 inside a line.
    let outerNumber: [Int]
    let ringSlotCount: Int

    init(_ automaton: PositionAutomaton, classPositions: [UInt64], alphabet: AlphabetPartition) {
        classCount = alphabet.count
        let found = Self.findLines(automaton)
        var outerNumber = [Int](repeating: -1, count: automaton.sets.count)
        var outerPositions: [Int] = []
        var isInside = [Bool](repeating: false, count: automaton.sets.count)
        for line in found { for position in line { isInside[position] = true } }
        for position in automaton.sets.indices where !isInside[position] {
            outerNumber[position] = outerPositions.count
            outerPositions.append(position)
        }
        let wordCount = PositionBits.wordCount(for: outerPositions.count)
        func remap(_ words: [UInt64]) -> [UInt64] {
            PositionBits.make(outerPositions.indices.filter { PositionBits.contains(words, outerPositions[$0]) },
                              wordCount: wordCount)
        }
        // A head's link into its line is the line's business, so it is left out of the outer follow sets.
        let follow = outerPositions.flatMap { remap(automaton.follow(of: $0)) }
        outer = PositionAutomaton(
            sets: outerPositions.map { automaton.sets[$0] }, follow: follow,
            acceptsAfter: remap(automaton.acceptsAfter), acceptsAtEndAfter: remap(automaton.acceptsAtEndAfter),
            initial: remap(automaton.initial), restart: remap(automaton.restart), emptyMatch: automaton.emptyMatch)
        outerClassPositions = alphabet.positionsByClass(outer.sets, wordCount: wordCount)
        var lines: [Line] = []
        var ringSlotCount = 0
        var classFlags: [UInt8] = []
        for inside in found {
            let ringSize = 1 << (Int.bitWidth - (inside.count - 1).leadingZeroBitCount)
            lines.append(Line(head: outerNumber[inside.lowerBound - 1], tail: outerNumber[inside.upperBound],
                              first: inside.lowerBound, length: inside.count, ringOffset: ringSlotCount,
                              ringMask: ringSize - 1))
            ringSlotCount += ringSize
        }
        for classIndex in 0..<classCount {
            let row = Array(classPositions[classIndex * automaton.wordCount ..< (classIndex + 1) * automaton.wordCount])
            for inside in found {
                classFlags.append((PositionBits.contains(row, inside.lowerBound - 1) ? Self.headMatches : 0)
                    | (PositionBits.contains(row, inside.lowerBound) ? Self.insideMatches : 0))
            }
        }
        self.lines = lines
        self.classFlags = classFlags
        self.outerNumber = outerNumber
        self.ringSlotCount = ringSlotCount
    }

    /// The insides of the chains: runs of at least `shortestLine` positions, each matching the same classes as the
    /// others, followed only by the next, reached only from the one before (which is outside and links to the
    /// first by a next link), neither first nor last in the pattern. The position after each run stays outside.
    private static func findLines(_ automaton: PositionAutomaton) -> [Range<Int>] {
        let count = automaton.sets.count, wordCount = automaton.wordCount
        var reachedOtherwise = automaton.initial
        for (index, word) in automaton.restart.enumerated() { reachedOtherwise[index] |= word }
        for position in 0..<count where PositionBits.contains(automaton.hasRest, position) {
            for i in 0..<wordCount { reachedOtherwise[i] |= automaton.restFollow[position * wordCount + i] }
        }
        func canBeInside(_ position: Int) -> Bool {
            PositionBits.contains(automaton.followedByNext, position) && !PositionBits.contains(automaton.hasRest, position)
                && !PositionBits.contains(automaton.acceptsAfter, position)
                && !PositionBits.contains(automaton.acceptsAtEndAfter, position)
                && !PositionBits.contains(reachedOtherwise, position)
        }
        // A position's set is a union of whole alphabet classes, and sets are kept as canonical ranges, so two
        // positions match the same classes exactly when their sets are equal (one comparison, not one per class).
        func sameClasses(_ a: Int, _ b: Int) -> Bool { automaton.sets[a] == automaton.sets[b] }
        var lines: [Range<Int>] = []
        var position = 1
        while position < count {
            guard canBeInside(position), PositionBits.contains(automaton.followedByNext, position - 1) else {
                position += 1
                continue
            }
            var end = position + 1
            while end < count && canBeInside(end) && sameClasses(position, end) { end += 1 }
            // `end` (the run's successor, which a next link from the run's last position guarantees) stays outside.
            if end - position >= shortestLine { lines.append(position ..< end) }
            position = end + 1
        }
        return lines
    }
}
