/// Runs a `PositionAutomaton` directly, keeping the active positions as a bit set: the fallback when the pattern's
/// deterministic automaton would be too large. Still linear in the value's length: each scalar costs at most the
/// number of positions times the words of a bit set.
struct PositionSimulation: Sendable {
    let automaton: PositionAutomaton
    let classPositions: [UInt64]

    init(_ automaton: PositionAutomaton, alphabet: AlphabetPartition) {
        self.automaton = automaton
        classPositions = alphabet.positionsByClass(automaton.sets, wordCount: automaton.wordCount)
    }

    func matches(_ bytes: UnsafeBufferPointer<UInt8>, alphabet: AlphabetPartition) -> Bool {
        if automaton.matchesEveryValue { return true }
        var current = automaton.initial
        var next = current
        var step = PositionAutomaton.Step(acceptsAtEnd: automaton.emptyMatch.contains(.atStartAndEnd))
        let restartIsEmpty = automaton.restart.allSatisfy { $0 == 0 }
        let finished = alphabet.forEachClass(in: bytes) { classIndex in
            step = automaton.step(from: current, classPositions: classPositions, classRow: classIndex, into: &next)
            swap(&current, &next)
            let isDead = restartIsEmpty && !step.acceptsAtEnd && current.allSatisfy { $0 == 0 }
            return !step.acceptsNow && !isDead
        }
        return finished ? step.acceptsAtEnd : step.acceptsNow
    }
}
