/// Runs a `PositionAutomaton` whose deterministic automaton would be too large to build in advance: the deterministic
/// states are built on demand while scanning one value and remembered for the rest of it, up to `cachedStates`; when
/// the cache is full it starts over from the current state. A scalar costs a table look-up when its transition is
/// known, and one step of the position automaton (at most positions × bit-set words) when not: linear in the value's
/// length either way.
struct OnDemandDFA: Sendable {
    static let cachedStates = 1000
    static let cachedTransitions = 1 << 20

    let automaton: PositionAutomaton
    let classPositions: [UInt64]
    let classCount: Int

    init(_ automaton: PositionAutomaton, alphabet: AlphabetPartition) {
        self.automaton = automaton
        classPositions = alphabet.positionsByClass(automaton.sets, wordCount: automaton.wordCount)
        classCount = alphabet.count
    }

    func matches(_ bytes: UnsafeBufferPointer<UInt8>, alphabet: AlphabetPartition) -> Bool {
        if automaton.matchesEveryValue { return true }
        let unknown: Int32 = -1, dead: Int32 = -2
        let restartIsEmpty = automaton.restart.allSatisfy { $0 == 0 }
        var states = PositionSetNumbering(automaton)
        var transitions = [Int32](repeating: unknown, count: classCount)
        var next = [UInt64](repeating: 0, count: automaton.wordCount)
        var state = 0
        var isMatch = false
        let finished = alphabet.forEachClass(in: bytes) { classIndex in
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
                states.restart(from: next, acceptsAtEnd: step.acceptsAtEnd)
                transitions.removeAll(keepingCapacity: true)
                transitions += repeatElement(unknown, count: classCount)
                state = 0
                return true
            }
            let target = states.number(after: step, next: next)
            if target == transitions.count / classCount {
                transitions += repeatElement(unknown, count: classCount)
            }
            transitions[state * classCount + classIndex] = Int32(target)
            state = target
            return true
        }
        return finished ? states.acceptsAtEnd[state] : isMatch
    }
}
