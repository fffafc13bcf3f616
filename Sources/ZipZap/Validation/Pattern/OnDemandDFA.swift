/// Runs a `PositionAutomaton` whose deterministic automaton would be too large to build in advance: the deterministic
/// states are built on demand while scanning one value and remembered for the rest of it, up to `cachedStates`; when
/// the cache is full, the value is visiting states faster than they repeat (a bounded repetition such as `.{500}`
/// after an alternation has exponentially many), so numbering them is wasted work: the rest of the value is read by
/// stepping the position automaton directly (`DelayLineAutomaton`). A scalar costs a table look-up when its
/// transition is known, and one bit-parallel step of the position automaton when not: linear in the value's length
/// either way.
struct OnDemandDFA: Sendable {
    static let cachedStates = 1000
    static let cachedTransitions = 1 << 20
    /// The largest automaton, in 64-position words, whose states are numbered and cached while scanning.
    static let numberedWordCount = 4

    let automaton: PositionAutomaton
    let classPositions: [UInt64]
    let classCount: Int
    /// The same automaton for stepping directly, its long chains run as delay lines.
    let delayLines: DelayLineAutomaton

    init(_ automaton: PositionAutomaton, alphabet: AlphabetPartition) {
        self.automaton = automaton
        classPositions = alphabet.positionsByClass(automaton.sets, wordCount: automaton.wordCount)
        classCount = alphabet.count
        delayLines = DelayLineAutomaton(automaton, classPositions: classPositions, alphabet: alphabet)
    }

    func matches(_ bytes: UnsafeBufferPointer<UInt8>, alphabet: AlphabetPartition) -> Bool {
        if automaton.matchesEveryValue { return true }
        let unknown: Int32 = -1, dead: Int32 = -2
        let restartIsEmpty = automaton.restart.allSatisfy { $0 == 0 }
        // An automaton of hundreds of positions (a long counted repetition) meets a new state at almost every scalar,
        // and numbering a state costs more than stepping it, so such an automaton is stepped directly from the first
        // scalar.
        if automaton.wordCount > Self.numberedWordCount {
            let start = delayLines.start(
                from: automaton.initial, acceptsAtEnd: automaton.emptyMatch.contains(.atStartAndEnd))
            return delayLines.matches(bytes, alphabet: alphabet, from: start, restartIsEmpty: restartIsEmpty)
        }
        var states = PositionSetNumbering(automaton)
        var transitions = [Int32](repeating: unknown, count: classCount)
        var next = [UInt64](repeating: 0, count: automaton.wordCount)
        var state = 0
        var isMatch = false
        // Once the cache has overflowed: the active positions after the scalar that filled it, and whether the value
        // may end there.
        var overflow: (positions: [UInt64], acceptsAtEnd: Bool)?
        let stoppedAt = alphabet.forEachClass(in: bytes) { classIndex in
            let known = transitions[state * classCount + classIndex]
            if known == dead { return false }
            if known != unknown {
                state = Int(known)
                return true
            }
            let step = automaton.step(
                from: states.sets[state], classPositions: classPositions, classRow: classIndex, into: &next)
            if step.acceptsNow {
                isMatch = true
                return false
            }
            if restartIsEmpty && !step.acceptsAtEnd && next.allSatisfy({ $0 == 0 }) {
                transitions[state * classCount + classIndex] = dead
                return false
            }
            if states.count >= Self.cachedStates || (states.count + 1) * classCount > Self.cachedTransitions {
                overflow = (next, step.acceptsAtEnd)
                return false
            }
            let target = states.number(after: step, next: next)
            if target == transitions.count / classCount {
                transitions += repeatElement(unknown, count: classCount)
            }
            transitions[state * classCount + classIndex] = Int32(target)
            state = target
            return true
        }
        guard let stoppedAt else { return states.acceptsAtEnd[state] }
        guard let overflow else { return isMatch }
        let start = delayLines.start(from: overflow.positions, acceptsAtEnd: overflow.acceptsAtEnd)
        return delayLines.matches(UnsafeBufferPointer(rebasing: bytes[stoppedAt...]), alphabet: alphabet, from: start,
                                  restartIsEmpty: restartIsEmpty)
    }
}
