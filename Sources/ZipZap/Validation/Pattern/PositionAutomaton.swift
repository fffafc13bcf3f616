/// The Glushkov (position) automaton of a pattern: one position per scalar-matching atom after counted repetition is
/// expanded, and for each position the positions that may match the next scalar. It has no empty transitions; the
/// anchors are folded into which positions may come first or last (see `Fragment`).
///
/// Search semantics: a match may begin at any scalar, so the positions that may come first without `^` are restarted
/// at every step.
struct PositionAutomaton: Sendable {
    /// The scalars each position matches.
    let sets: [ScalarSet]
    let wordCount: Int
    /// The positions after which the pattern has matched.
    let acceptsAfter: [UInt64]
    /// The positions after which the pattern has matched if the value ends there (a `$` follows).
    let acceptsAtEndAfter: [UInt64]
    /// The positions that may match the value's first scalar.
    let initial: [UInt64]
    /// The positions that may match a scalar after the first: a match starting there.
    let restart: [UInt64]
    /// The ways the whole pattern matches the empty string.
    let emptyMatch: EmptyMatchConditions
    /// The positions that may follow each position (built as rows of `wordCount` words, one per position), split for
    /// a bit-parallel step: position `p` is set when `p + 1` follows it (every copy of a
    /// counted repetition links to the next one this way), so all such links are one shift of the active set ...
    let followedByNext: [UInt64]
    /// ... and the rest of each follow set: row `p` of `restFollow` for position `p` (`hasRest` marks the positions
    /// with one), and the same rests grouped, the positions that share one rest being row `g` of `groupMembers`
    /// and what they add row `g` of `groupFollow`. A step adds the rests per position or per group, whichever is
    /// fewer.
    let restFollow: [UInt64]
    let hasRest: [UInt64]
    let groupMembers: [UInt64]
    let groupFollow: [UInt64]
    let groupCount: Int

    init(_ root: PatternNode, size: Int) {
        var builder = Builder(capacity: size)
        let fragment = builder.build(root)
        let wordCount = builder.wordCount
        self.init(
            sets: builder.sets, follow: builder.follow,
            acceptsAfter: PositionBits.make(fragment.last.any, wordCount: wordCount),
            acceptsAtEndAfter: PositionBits.make(fragment.last.anchored, wordCount: wordCount),
            initial: PositionBits.make(fragment.first.any + fragment.first.anchored, wordCount: wordCount),
            restart: PositionBits.make(fragment.first.any, wordCount: wordCount),
            emptyMatch: fragment.emptyMatch)
    }

    /// An automaton from its parts: `follow` has one row of `PositionBits.wordCount(for: sets.count)` words per
    /// position (rows past the last position are ignored), as do the position sets.
    init(sets: [ScalarSet], follow: [UInt64], acceptsAfter: [UInt64], acceptsAtEndAfter: [UInt64], initial: [UInt64],
         restart: [UInt64], emptyMatch: EmptyMatchConditions) {
        let wordCount = acceptsAfter.count
        self.sets = sets
        self.wordCount = wordCount
        self.acceptsAfter = acceptsAfter
        self.acceptsAtEndAfter = acceptsAtEndAfter
        self.initial = initial
        self.restart = restart
        self.emptyMatch = emptyMatch
        let split = Self.splitFollow(follow, positions: sets.count, wordCount: wordCount)
        (followedByNext, restFollow, hasRest) = (split.next, split.rest, split.hasRest)
        (groupMembers, groupFollow, groupCount) = (split.members, split.follow, split.count)
    }

    /// The positions that may follow `position`.
    func follow(of position: Int) -> [UInt64] {
        var row = Array(restFollow[position * wordCount ..< (position + 1) * wordCount])
        if PositionBits.contains(followedByNext, position) {
            row[(position + 1) >> 6] |= 1 << UInt64((position + 1) & 63)
        }
        return row
    }

    private static func splitFollow(_ follow: [UInt64], positions: Int, wordCount: Int)
        -> (next: [UInt64], rest: [UInt64], hasRest: [UInt64], members: [UInt64], follow: [UInt64], count: Int) {
        var followedByNext = [UInt64](repeating: 0, count: wordCount), hasRest = followedByNext
        var restFollow = follow
        var groupOfRest: [[UInt64]: Int] = [:]
        var members: [UInt64] = [], rests: [UInt64] = []
        for position in 0..<positions {
            var rest = Array(follow[position * wordCount ..< (position + 1) * wordCount])
            let successor = position + 1
            if successor < positions && PositionBits.contains(rest, successor) {
                followedByNext[position >> 6] |= 1 << UInt64(position & 63)
                rest[successor >> 6] &= ~(1 << UInt64(successor & 63))
            }
            restFollow.replaceSubrange(position * wordCount ..< (position + 1) * wordCount, with: rest)
            guard rest.contains(where: { $0 != 0 }) else { continue }
            hasRest[position >> 6] |= 1 << UInt64(position & 63)
            let group = groupOfRest[rest] ?? {
                groupOfRest[rest] = groupOfRest.count
                members += repeatElement(0, count: wordCount)
                rests += rest
                return groupOfRest.count - 1
            }()
            members[group * wordCount + position >> 6] |= 1 << UInt64(position & 63)
        }
        return (followedByNext, restFollow, hasRest, members, rests, groupOfRest.count)
    }

    /// Whether every value matches, whatever its scalars: the pattern matches the empty string anywhere, at
    /// the start of any value, or at the end of any value.
    var matchesEveryValue: Bool {
        emptyMatch.contains(.always) || emptyMatch.contains(.atStart) || emptyMatch.contains(.atEnd)
    }

    /// The outcome of reading one scalar.
    struct Step {
        var acceptsNow = false
        var acceptsAtEnd = false
        /// Whether any active position matched the scalar.
        var readAny = false
    }

    /// How many of the active positions `current` match a scalar of the class at `classRow`: the work a step does.
    func positionsRead(from current: [UInt64], classPositions: [UInt64], classRow: Int) -> Int {
        (0..<wordCount).reduce(0) { $0 + (current[$1] & classPositions[classRow * wordCount + $1]).nonzeroBitCount }
    }

    /// Reads a scalar of the alphabet class whose matching positions are the row of `classPositions` at `classRow`,
    /// from the active positions `current`; writes the next active positions into `next`.
    ///
    /// Bit-parallel: the links to the next position are one shift of the positions read, and every other link is
    /// added once per group of positions that share it, so a step costs a few passes over the words rather than one
    /// per active position (a `.{500}` keeps hundreds of positions active at once). Bits are counted only in words
    /// that have some: the target may lack a population-count instruction.
    func step(from current: [UInt64], classPositions: [UInt64], classRow: Int, into next: inout [UInt64]) -> Step {
        var outcome = Step()
        let offset = classRow * wordCount
        var carry: UInt64 = 0
        var anyRead: UInt64 = 0, readWithRest = 0
        for i in 0..<wordCount {
            let read = current[i] & classPositions[offset &+ i]
            anyRead |= read
            let withRest = read & hasRest[i]
            if withRest != 0 { readWithRest &+= withRest.nonzeroBitCount }
            if read & acceptsAfter[i] != 0 { outcome.acceptsNow = true }
            if read & acceptsAtEndAfter[i] != 0 { outcome.acceptsAtEnd = true }
            let shifted = read & followedByNext[i]
            next[i] = restart[i] | shifted << 1 | carry
            carry = shifted >> 63
        }
        outcome.readAny = anyRead != 0
        guard readWithRest > 0 else { return outcome }
        if readWithRest <= groupCount {
            for i in 0..<wordCount {
                var word = current[i] & classPositions[offset + i] & hasRest[i]
                while word != 0 {
                    let row = (i << 6 | word.trailingZeroBitCount) * wordCount
                    for j in 0..<wordCount { next[j] |= restFollow[row + j] }
                    word &= word &- 1
                }
            }
            return outcome
        }
        for group in 0..<groupCount {
            let row = group * wordCount
            var hit = false
            for i in 0..<wordCount where current[i] & classPositions[offset + i] & groupMembers[row + i] != 0 {
                hit = true
                break
            }
            if hit { for i in 0..<wordCount { next[i] |= groupFollow[row + i] } }
        }
        return outcome
    }
}

extension PositionAutomaton {
    /// Positions at one end of a piece of the pattern.
    struct Ends {
        /// Positions that may be at this end anywhere.
        var any: [Int] = []
        /// Positions that may be at this end only next to the value's edge: a `^` comes before a first position, or a
        /// `$` after a last one.
        var anchored: [Int] = []

        /// The ends of `near` followed (on the far side) by `far`: where `near` can match empty, `far`'s ends show
        /// through, unchanged when `near` matches empty anywhere and all anchored when it needs the edge, `anchor`.
        static func through(_ near: Ends, matchingEmpty conditions: EmptyMatchConditions, _ far: Ends,
                            anchor: EmptyMatchConditions) -> Ends {
            var result = near
            if conditions.contains(.always) {
                result.any += far.any
                result.anchored += far.anchored
            }
            if conditions.contains(anchor) { result.anchored += far.any + far.anchored }
            return result
        }

        static func + (a: Ends, b: Ends) -> Ends { Ends(any: a.any + b.any, anchored: a.anchored + b.anchored) }
    }

    /// What the construction knows about a piece of the pattern: the positions that may match its first and its last
    /// scalar, and how it matches the empty string.
    struct Fragment {
        var first = Ends()
        var last = Ends()
        var emptyMatch = EmptyMatchConditions.never

        static let empty = Fragment(emptyMatch: .always)
    }

    private struct Builder {
        var sets: [ScalarSet] = []
        let wordCount: Int
        var follow: [UInt64]

        init(capacity: Int) {
            wordCount = PositionBits.wordCount(for: capacity)
            follow = [UInt64](repeating: 0, count: capacity * wordCount)
        }

        mutating func build(_ node: PatternNode) -> Fragment {
            switch node {
            case .empty: return .empty
            case .start: return Fragment(emptyMatch: .atStart)
            case .end: return Fragment(emptyMatch: .atEnd)
            case .scalars(let set):
                let position = sets.count
                sets.append(set)
                return Fragment(first: Ends(any: [position]), last: Ends(any: [position]))
            case .concatenation(let children):
                return children.reduce(Fragment.empty) { concatenate($0, build($1)) }
            case .alternation(let children):
                return children.map { build($0) }.reduce(Fragment()) { alternate($0, $1) }
            case .repetition(let child, let minimum, let maximum):
                return repeatFragment(child, minimum: minimum, maximum: maximum)
            }
        }

        /// Expands a counted repetition into fresh copies: `e{n,m}` = n copies, then (m-n) nested optional copies
        /// `(e(e…)?)?`; `e{n,}` = n-1 copies then `e+` (or `e*` when n is 0).
        private mutating func repeatFragment(_ child: PatternNode, minimum: Int, maximum: Int?) -> Fragment {
            guard let maximum else {
                var result = Fragment.empty
                for _ in 0..<max(minimum - 1, 0) { result = concatenate(result, build(child)) }
                let loop = loop(build(child))
                return concatenate(result, minimum == 0 ? optional(loop) : loop)
            }
            var result = Fragment.empty
            for _ in 0..<minimum { result = concatenate(result, build(child)) }
            guard maximum > minimum else { return result }
            var tail = optional(build(child))
            for _ in 0..<(maximum - minimum - 1) { tail = optional(concatenate(build(child), tail)) }
            return concatenate(result, tail)
        }

        private mutating func link(_ from: [Int], to: [Int]) {
            guard !from.isEmpty, !to.isEmpty else { return }
            let targets = PositionBits.make(to, wordCount: wordCount)
            for position in from {
                for i in 0..<wordCount { follow[position * wordCount + i] |= targets[i] }
            }
        }

        /// `a` then `b`. Nothing can follow a `$` and nothing after a scalar can pass a `^`, so the links are only
        /// from `a`'s unanchored last positions to `b`'s unanchored first positions.
        private mutating func concatenate(_ a: Fragment, _ b: Fragment) -> Fragment {
            link(a.last.any, to: b.first.any)
            return Fragment(
                first: .through(a.first, matchingEmpty: a.emptyMatch, b.first, anchor: .atStart),
                last: .through(b.last, matchingEmpty: b.emptyMatch, a.last, anchor: .atEnd),
                emptyMatch: a.emptyMatch.followed(by: b.emptyMatch))
        }

        private func alternate(_ a: Fragment, _ b: Fragment) -> Fragment {
            Fragment(first: a.first + b.first, last: a.last + b.last, emptyMatch: a.emptyMatch.union(b.emptyMatch))
        }

        /// One or more repetitions of `a`.
        private mutating func loop(_ a: Fragment) -> Fragment {
            link(a.last.any, to: a.first.any)
            var result = a
            result.emptyMatch = a.emptyMatch.repeated
            return result
        }

        private func optional(_ a: Fragment) -> Fragment {
            var result = a
            result.emptyMatch = a.emptyMatch.union(.always)
            return result
        }
    }
}
