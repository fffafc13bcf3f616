extension DelayLineAutomaton {
    /// The active positions while a value is read: the outer ones as a numbered state of `table` or, once that is
    /// full or when the outer automaton is too large to number, as bits; each line's inside as a ring of slots.
    struct State {
        var table: OuterStateTable
        /// Whether the outer positions are `table`'s state `numbered`; otherwise they are `current`.
        var isNumbered: Bool
        var numbered = 0
        var current: [UInt64]
        var next: [UInt64]
        let rings: Rings
        var steps = 0
        /// Whether the value matches if it ends here.
        var acceptsAtEnd: Bool
    }

    /// The lines' rings and the lines' own state, allocated once per value, so that a step writes them in place
    /// through pointers, without the checks of arrays inside an `inout` value (a step costs a few dozen
    /// instructions).
    final class Rings {
        let slots: UnsafeMutablePointer<UInt8>
        let lines: UnsafeMutableBufferPointer<LineState>

        init(_ automaton: DelayLineAutomaton) {
            slots = .allocate(capacity: automaton.ringSlotCount)
            slots.initialize(repeating: 0, count: automaton.ringSlotCount)
            lines = .allocate(capacity: automaton.lines.count)
            for (index, line) in automaton.lines.enumerated() {
                (lines.baseAddress! + index).initialize(to: LineState(
                    ring: slots + line.ringOffset, length: line.length, mask: line.ringMask))
            }
        }

        deinit {
            slots.deallocate()
            lines.deallocate()
        }
    }

    /// One line while a value is read. Its ring holds, for each of the last `length` steps, whether the line's first
    /// inside position became active at that step (1) or not (0), at slot `step & mask`: what step `t` hands to
    /// the tail is what entered at step `t - length`, if nothing emptied the line since.
    struct LineState {
        let ring: UnsafeMutablePointer<UInt8>
        let length: Int, mask: Int
        /// The first step whose leaving slot was written after the line was last emptied: before it, what leaves
        /// is left over from before, and reads as 0.
        var validFrom = 0
        /// The step until which the line may hold an active slot (a slot written at step `t` leaves at step
        /// `t + length`).
        var holdsBitsUntil = -1

        /// Moves the line on by step `step`, whose scalar its positions match or not (`matching`), writing whether
        /// its first inside position becomes active (`entering`, 0 or 1); returns whether its last one was active
        /// and read the scalar (so its tail becomes active). A scalar its positions refuse empties the line: what
        /// is left in the ring is ignored until it has left.
        @inline(__always)
        mutating func advance(at step: Int, matching: Bool, entering: UInt8) -> Bool {
            var leaving = false
            if !matching {
                validFrom = step &+ length
            } else if step >= validFrom {
                leaving = ring[(step &- length) & mask] != 0
            }
            ring[step & mask] = entering
            if entering != 0 { holdsBitsUntil = step &+ length }
            return leaving
        }
    }

    /// The state whose active positions, in the full automaton's numbering, are `positions`.
    func start(from positions: [UInt64], acceptsAtEnd: Bool) -> State {
        var current = [UInt64](repeating: 0, count: outer.wordCount)
        for (full, number) in outerNumber.enumerated() where number >= 0 && PositionBits.contains(positions, full) {
            current[number >> 6] |= 1 << UInt64(number & 63)
        }
        let rings = Rings(self)
        for (index, line) in lines.enumerated() {
            // Inside position `k` active now entered `k + 1` steps ago, at step `-1 - k`.
            for k in 0..<line.length where PositionBits.contains(positions, line.first + k) {
                rings.slots[line.ringOffset + ((-1 - k) & line.ringMask)] = 1
                rings.lines[index].holdsBitsUntil = line.length - 1
            }
        }
        return State(
            table: OuterStateTable(self, start: current, acceptsAtEnd: acceptsAtEnd),
            isNumbered: outer.wordCount <= OnDemandDFA.numberedWordCount && !lines.isEmpty,
            current: current, next: current, rings: rings, acceptsAtEnd: acceptsAtEnd)
    }

    /// Whether some part of `bytes` matches, read from `state` on; `restartIsEmpty`: whether the reading may stop
    /// once no position is active.
    func matches(_ bytes: UnsafeBufferPointer<UInt8>, alphabet: AlphabetPartition, from state: State,
                 restartIsEmpty: Bool) -> Bool {
        var state = state
        var rest = bytes
        if state.isNumbered {
            switch readNumbered(bytes, alphabet: alphabet, state: &state, restartIsEmpty: restartIsEmpty) {
            case .matched: return true
            case .emptied: return false
            case .ended: return state.acceptsAtEnd
            case .tableFull(let stoppedAt):
                state.current = state.table.positions(of: state.numbered)
                state.isNumbered = false
                rest = UnsafeBufferPointer(rebasing: bytes[stoppedAt...])
            }
        }
        var isMatch = false
        let stoppedAt = alphabet.forEachClass(in: rest) { classIndex in
            if stepDirectly(&state, classRow: classIndex) {
                isMatch = true
                return false
            }
            return !(restartIsEmpty && !state.acceptsAtEnd && isEmpty(state))
        }
        return stoppedAt == nil ? state.acceptsAtEnd : isMatch
    }

    /// The step on the outer positions as bits.
    private func stepDirectly(_ state: inout State, classRow: Int) -> Bool {
        let outcome = outer.step(
            from: state.current, classPositions: outerClassPositions, classRow: classRow, into: &state.next)
        if outcome.acceptsNow { return true }
        let classOffset = classRow * lines.count
        for index in lines.indices {
            let line = lines[index]
            let flags = classFlags[classOffset + index]
            let entering = PositionBits.contains(state.current, line.head) ? flags & Self.headMatches : 0
            if state.rings.lines[index].advance(
                at: state.steps, matching: flags & Self.insideMatches != 0, entering: entering) {
                state.next[line.tail >> 6] |= 1 << UInt64(line.tail & 63)
            }
        }
        state.steps += 1
        swap(&state.current, &state.next)
        state.acceptsAtEnd = outcome.acceptsAtEnd
        return false
    }

    /// Whether no position is active, in the outer automaton or inside a line.
    func isEmpty(_ state: State) -> Bool {
        (state.isNumbered ? state.table.positions(of: state.numbered) : state.current).allSatisfy { $0 == 0 }
            && state.rings.lines.allSatisfy { $0.holdsBitsUntil < state.steps }
    }
}
