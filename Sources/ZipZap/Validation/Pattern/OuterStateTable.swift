/// The outer automaton of a `DelayLineAutomaton` as a deterministic automaton built on demand while one value is
/// read. Its states are the sets of outer positions met, numbered as they come; a step is one look-up for the
/// scalar's class, plus one for each line that hands a bit to its tail (the tail's position added to the state),
/// instead of a bit-parallel step of the outer positions. Bounded like `OnDemandDFA`'s cache: once full, the outer
/// positions are stepped as bits for the rest of the value.
struct OuterStateTable {
    static let unknown: Int32 = -1
    /// The target of a transition on which a match ends.
    static let matched: Int32 = -2

    private var numbering: PositionSetNumbering
    private let classCount: Int, lineCount: Int
    /// Row `s`, column `c`: the state after reading a scalar of class `c` in state `s`, or `matched`.
    private var transitions: [Int32]
    /// Row `s`, column `l`: state `s` with the tail of line `l` added.
    private var withTail: [Int32]
    /// Row `s`, column `l`: whether state `s` holds the head of line `l`.
    private(set) var headActive: [Bool] = []
    var state = 0

    init(_ automaton: DelayLineAutomaton, start: [UInt64], acceptsAtEnd: Bool) {
        numbering = PositionSetNumbering(start: start, acceptsAtEnd: acceptsAtEnd)
        classCount = automaton.classCount
        lineCount = automaton.lines.count
        transitions = []
        withTail = []
        addRows(for: start, of: automaton)
    }

    /// The current state's outer positions, and whether the value matches if it ends there.
    var positions: [UInt64] { numbering.sets[state] }
    var acceptsAtEnd: Bool { numbering.acceptsAtEnd[state] }

    /// Whether no more states are numbered: the same bounds as `OnDemandDFA`'s cache.
    private(set) var isFull = false

    /// The state after reading a scalar of the class at `classRow` in the current state, before the lines' tails.
    @inline(__always)
    mutating func target(after classRow: Int, in automaton: DelayLineAutomaton) -> Int32 {
        let index = state * classCount + classRow
        let known = transitions[index]
        if known != Self.unknown { return known }
        var next = [UInt64](repeating: 0, count: automaton.outer.wordCount)
        let outcome = automaton.outer.step(from: numbering.sets[state], classPositions: automaton.outerClassPositions,
                                           classRow: classRow, into: &next)
        let target = outcome.acceptsNow ? Self.matched : number(next, acceptsAtEnd: outcome.acceptsAtEnd, of: automaton)
        transitions[index] = target
        return target
    }

    /// State `target` with the tail of line `line` active too.
    @inline(__always)
    mutating func adding(tailOf line: Int, to target: Int32, in automaton: DelayLineAutomaton) -> Int32 {
        let index = Int(target) * lineCount + line
        let known = withTail[index]
        if known != Self.unknown { return known }
        let tail = automaton.lines[line].tail
        var set = numbering.sets[Int(target)]
        set[tail >> 6] |= 1 << UInt64(tail & 63)
        let result = number(set, acceptsAtEnd: numbering.acceptsAtEnd[Int(target)], of: automaton)
        withTail[index] = result
        return result
    }

    private mutating func number(_ set: [UInt64], acceptsAtEnd: Bool, of automaton: DelayLineAutomaton) -> Int32 {
        let count = numbering.count
        let number = numbering.number(of: set, acceptsAtEnd: acceptsAtEnd)
        if numbering.count > count {
            addRows(for: set, of: automaton)
            isFull = numbering.count >= OnDemandDFA.cachedStates
                || (numbering.count + 1) * (classCount + lineCount) > OnDemandDFA.cachedTransitions
        }
        return Int32(number)
    }

    private mutating func addRows(for set: [UInt64], of automaton: DelayLineAutomaton) {
        transitions += repeatElement(Self.unknown, count: classCount)
        withTail += repeatElement(Self.unknown, count: lineCount)
        headActive += automaton.lines.map { PositionBits.contains(set, $0.head) }
    }
}
