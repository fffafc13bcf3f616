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
    /// Row `p` (words `p * wordCount ..< (p + 1) * wordCount`): the positions that may follow position `p`.
    let follow: [UInt64]
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

    init(_ root: PatternNode, size: Int) {
        var builder = Builder(capacity: size)
        let fragment = builder.build(root)
        let wordCount = builder.wordCount
        sets = builder.sets
        self.wordCount = wordCount
        follow = builder.follow
        acceptsAfter = PositionBits.make(fragment.last.any, wordCount: wordCount)
        acceptsAtEndAfter = PositionBits.make(fragment.last.anchored, wordCount: wordCount)
        initial = PositionBits.make(fragment.first.any + fragment.first.anchored, wordCount: wordCount)
        restart = PositionBits.make(fragment.first.any, wordCount: wordCount)
        emptyMatch = fragment.emptyMatch
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
        /// How many active positions matched the scalar.
        var positionsRead = 0
    }

    /// Reads a scalar of the alphabet class whose matching positions are the row of `classPositions` at `classRow`,
    /// from the active positions `current`; writes the next active positions into `next`.
    func step(from current: [UInt64], classPositions: [UInt64], classRow: Int, into next: inout [UInt64]) -> Step {
        var outcome = Step()
        for i in 0..<wordCount { next[i] = restart[i] }
        PositionBits.forEachCommon(current, classPositions, offset: classRow * wordCount) { position in
            let row = position * wordCount
            outcome.positionsRead += 1
            for i in 0..<wordCount { next[i] |= follow[row + i] }
            if PositionBits.contains(acceptsAfter, position) { outcome.acceptsNow = true }
            if PositionBits.contains(acceptsAtEndAfter, position) { outcome.acceptsAtEnd = true }
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
