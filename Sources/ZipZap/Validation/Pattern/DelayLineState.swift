extension DelayLineAutomaton {
    /// The active positions while a value is read: the outer ones as bits, each line's inside as a ring of bits.
    struct State {
        var current: [UInt64]
        var next: [UInt64]
        var rings: [UInt64]
        var lines: [LineState]
        var steps = 0
        /// Whether the value matches if it ends here.
        var acceptsAtEnd: Bool
    }

    struct LineState {
        /// The ring slot of the line's last inside position (inside position `k` is at slot `cursor + k`, modulo
        /// the length).
        var cursor = 0
        /// How many of the next slots to leave the ring were written before the line was last emptied, and so
        /// leave as 0.
        var stale = 0
        /// The step until which the line may hold a set bit (a bit written at step `t` leaves at step `t + length`).
        var holdsBitsUntil = -1
    }

    /// The state whose active positions, in the full automaton's numbering, are `positions`.
    func start(from positions: [UInt64], acceptsAtEnd: Bool) -> State {
        var current = [UInt64](repeating: 0, count: outer.wordCount)
        for (full, number) in outerNumber.enumerated() where number >= 0 && PositionBits.contains(positions, full) {
            current[number >> 6] |= 1 << UInt64(number & 63)
        }
        var rings = [UInt64](repeating: 0, count: ringWordCount)
        var lineStates = [LineState](repeating: LineState(), count: lines.count)
        for (index, line) in lines.enumerated() {
            for k in 0..<line.length where PositionBits.contains(positions, line.first + k) {
                rings[line.ringOffset + k >> 6] |= 1 << UInt64(k & 63)
                lineStates[index].holdsBitsUntil = line.length - 1
            }
        }
        return State(current: current, next: current, rings: rings, lines: lineStates, acceptsAtEnd: acceptsAtEnd)
    }

    /// Reads a scalar of the class at `classRow`: the outer automaton steps, then each line takes the bit its head
    /// passes on and hands its oldest bit to its tail.
    func step(_ state: inout State, classRow: Int) -> PositionAutomaton.Step {
        let outcome = outer.step(
            from: state.current, classPositions: outerClassPositions, classRow: classRow, into: &state.next)
        let classOffset = classRow * outer.wordCount, matchesOffset = classRow * lines.count, steps = state.steps
        state.lines.withUnsafeMutableBufferPointer { lineStates in
            state.rings.withUnsafeMutableBufferPointer { rings in
                for index in lines.indices {
                    let line = lines[index]
                    let headWord = line.head >> 6
                    let entering = state.current[headWord] & outerClassPositions[classOffset + headWord]
                        & 1 << UInt64(line.head & 63) != 0
                    let slot = (lineStates[index].cursor == 0 ? line.length : lineStates[index].cursor) - 1
                    let word = line.ringOffset + slot >> 6, bit: UInt64 = 1 << UInt64(slot & 63)
                    var leaving = false
                    if !lineMatchesClass[matchesOffset + index] {
                        lineStates[index].stale = line.length - 1
                    } else if lineStates[index].stale > 0 {
                        lineStates[index].stale -= 1
                    } else {
                        leaving = rings[word] & bit != 0
                    }
                    if entering {
                        rings[word] |= bit
                        lineStates[index].holdsBitsUntil = steps + line.length
                    } else {
                        rings[word] &= ~bit
                    }
                    lineStates[index].cursor = slot
                    if leaving { state.next[line.tail >> 6] |= 1 << UInt64(line.tail & 63) }
                }
            }
        }
        state.steps += 1
        swap(&state.current, &state.next)
        state.acceptsAtEnd = outcome.acceptsAtEnd
        return outcome
    }

    /// Whether no position is active, in the outer automaton or inside a line.
    func isEmpty(_ state: State) -> Bool {
        state.current.allSatisfy { $0 == 0 } && state.lines.allSatisfy { $0.holdsBitsUntil < state.steps }
    }
}
