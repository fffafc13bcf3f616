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

    func matches<Scalars: IteratorProtocol<Unicode.Scalar>>(
        _ scalars: inout Scalars, alphabet: AlphabetPartition
    ) -> Bool {
        if automaton.matchesEveryValue { return true }
        var current = automaton.initial
        var next = current
        var acceptsAtEnd = automaton.emptyMatch.contains(.atStartAndEnd)
        let restartIsEmpty = automaton.restart.allSatisfy { $0 == 0 }
        while let scalar = scalars.next() {
            let step = automaton.step(
                from: current, classPositions: classPositions, classRow: alphabet.classIndex(of: scalar), into: &next)
            if step.acceptsNow { return true }
            swap(&current, &next)
            acceptsAtEnd = step.acceptsAtEnd
            if restartIsEmpty && !acceptsAtEnd && current.allSatisfy({ $0 == 0 }) { return false }
        }
        return acceptsAtEnd
    }
}
