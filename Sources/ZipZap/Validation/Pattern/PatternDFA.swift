/// A deterministic automaton over alphabet classes, built eagerly from a `PositionAutomaton` by subset construction.
///
/// State 0 is dead (no match is possible any more) and state 1 has matched; the scan stops on reaching either.
/// Every other state is a set of active positions together with whether the value ending there matches. The table
/// holds each target state premultiplied by the class count (the start of its row), which takes a multiplication off
/// the scan's critical path.
struct PatternDFA: Sendable {
    static let dead = 0
    static let matched = 1

    let classCount: Int
    /// Row `s`, column `c`: the state after reading a scalar of class `c` in state `s`, times `classCount`.
    let transitions: [UInt32]
    /// Whether the value matches if it ends in each state.
    let acceptsAtEnd: [Bool]
    let initial: Int

    /// How large the automaton may grow, and how much work building it may take, before matching falls back to
    /// `OnDemandDFA`.
    struct Limits: Sendable {
        var states = 2000
        var transitions = 1 << 22
        /// Bit-set words read while building: a step costs one row per position it reads, plus one. About 20 ms of
        /// building in a release build; a pattern that needs more is matched on demand, which configures at once.
        var work = 1 << 22

        static let standard = Limits()
    }

    /// Builds the automaton, or returns nil when it would exceed `limits`.
    init?(_ automaton: PositionAutomaton, alphabet: AlphabetPartition, limits: Limits) {
        let classCount = alphabet.count
        self.classCount = classCount
        if automaton.matchesEveryValue {
            (transitions, acceptsAtEnd, initial) = ([], [false, false], Self.matched)
            return
        }
        let wordCount = automaton.wordCount
        let classPositions = alphabet.positionsByClass(automaton.sets, wordCount: wordCount)
        // Provisional numbering by `PositionSetNumbering`; `matchedMarker` for a step that completes a match.
        let matchedMarker = -1
        var states = PositionSetNumbering(automaton)
        var table: [Int] = []
        var next = [UInt64](repeating: 0, count: wordCount)
        var state = 0, work = 0
        while state < states.count {
            if states.count > limits.states || states.count * classCount > limits.transitions || work > limits.work {
                return nil
            }
            for classIndex in 0..<classCount {
                let step = automaton.step(
                    from: states.sets[state], classPositions: classPositions, classRow: classIndex, into: &next)
                let read = automaton.positionsRead(
                    from: states.sets[state], classPositions: classPositions, classRow: classIndex)
                work += (read + 1) * wordCount
                table.append(step.acceptsNow ? matchedMarker : states.number(after: step, next: next))
            }
            state += 1
        }
        let atEnd = states.acceptsAtEnd
        let live = Self.liveStates(table: table, atEnd: atEnd, classCount: classCount, matchedMarker: matchedMarker)
        // Final numbering: dead, matched, then the live states in order.
        var final = [Int](repeating: Self.dead, count: states.count)
        var finalAtEnd = [false, false]
        for provisional in 0..<states.count where live[provisional] {
            final[provisional] = finalAtEnd.count
            finalAtEnd.append(atEnd[provisional])
        }
        var transitions = [UInt32](repeating: UInt32(Self.dead), count: finalAtEnd.count * classCount)
        for classIndex in 0..<classCount {
            transitions[Self.matched * classCount + classIndex] = UInt32(Self.matched * classCount)
        }
        for provisional in 0..<states.count where live[provisional] {
            for classIndex in 0..<classCount {
                let target = table[provisional * classCount + classIndex]
                transitions[final[provisional] * classCount + classIndex] =
                    UInt32((target == matchedMarker ? Self.matched : final[target]) * classCount)
            }
        }
        self.transitions = transitions
        self.acceptsAtEnd = finalAtEnd
        self.initial = final[0]
    }

    /// The states from which a match is still reachable, found backwards from the accepting ones.
    private static func liveStates(table: [Int], atEnd: [Bool], classCount: Int, matchedMarker: Int) -> [Bool] {
        var predecessors = [[Int]](repeating: [], count: atEnd.count)
        var live = atEnd
        for (index, target) in table.enumerated() {
            if target == matchedMarker {
                live[index / classCount] = true
            } else {
                predecessors[target].append(index / classCount)
            }
        }
        var pending = live.indices.filter { live[$0] }
        while let state = pending.popLast() {
            for predecessor in predecessors[state] where !live[predecessor] {
                live[predecessor] = true
                pending.append(predecessor)
            }
        }
        return live
    }

    /// Runs the automaton over the value's scalars, stopping as soon as the answer is known.
    func matches(_ bytes: UnsafeBufferPointer<UInt8>, alphabet: AlphabetPartition) -> Bool {
        if initial <= Self.matched { return initial == Self.matched }
        let matchedRow = Self.matched * classCount
        var row = initial * classCount
        return transitions.withUnsafeBufferPointer { table in
            let stoppedAt = alphabet.forEachClass(in: bytes) { classIndex in
                row = Int(table[row &+ classIndex])
                return row > matchedRow
            }
            return stoppedAt == nil ? acceptsAtEnd[row / classCount] : row == matchedRow
        }
    }
}
