extension DelayLineAutomaton {
    /// The active positions while a value is read: the outer ones as a numbered state of `table` or, once that is
    /// full or when the outer automaton is too large to number, as bits; each line's inside as a ring of slots.
    struct State {
        var table: OuterStateTable
        /// Whether the outer positions are `table`'s current state; otherwise they are `current`.
        var isNumbered: Bool
        var current: [UInt64]
        var next: [UInt64]
        let rings: Rings
        var steps = 0
        /// Whether the value matches if it ends here.
        var acceptsAtEnd: Bool
    }

    /// The lines' rings, one slot per inside position, 1 where it is active (valid only from the line's
    /// `validFrom` on), and the lines' own state: allocated once per value, so that a step writes them in place,
    /// without the copy checks of arrays inside an `inout` value (a step costs a few dozen instructions).
    final class Rings {
        let slots: UnsafeMutablePointer<UInt8>
        let lines: UnsafeMutableBufferPointer<LineState>

        init(slotCount: Int, lineCount: Int) {
            slots = .allocate(capacity: slotCount)
            slots.initialize(repeating: 0, count: slotCount)
            lines = .allocate(capacity: lineCount)
            lines.initialize(repeating: LineState())
        }

        deinit {
            slots.deallocate()
            lines.deallocate()
        }
    }

    struct LineState {
        /// The ring slot of the line's last inside position (inside position `k` is at slot `cursor + k`, modulo
        /// the length).
        var cursor = 0
        /// The first step whose leaving slot was written after the line was last emptied: before it, what leaves
        /// is left over from before, and reads as 0.
        var validFrom = 0
        /// The step until which the line may hold an active slot (a slot written at step `t` leaves at step
        /// `t + length`).
        var holdsBitsUntil = -1
    }

    /// The state whose active positions, in the full automaton's numbering, are `positions`.
    func start(from positions: [UInt64], acceptsAtEnd: Bool) -> State {
        var current = [UInt64](repeating: 0, count: outer.wordCount)
        for (full, number) in outerNumber.enumerated() where number >= 0 && PositionBits.contains(positions, full) {
            current[number >> 6] |= 1 << UInt64(number & 63)
        }
        let rings = Rings(slotCount: ringSlotCount, lineCount: lines.count)
        for (index, line) in lines.enumerated() {
            for k in 0..<line.length where PositionBits.contains(positions, line.first + k) {
                rings.slots[line.ringOffset + k] = 1
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
        var isMatch = false
        let stoppedAt = alphabet.forEachClass(in: bytes) { classIndex in
            if step(&state, classRow: classIndex) {
                isMatch = true
                return false
            }
            return !(restartIsEmpty && !state.acceptsAtEnd && isEmpty(state))
        }
        return stoppedAt == nil ? state.acceptsAtEnd : isMatch
    }

    /// Reads a scalar of the class at `classRow`: the outer automaton steps, then each line takes the bit its head
    /// passes on and hands its oldest bit to its tail. Returns whether a match ends at this scalar.
    private func step(_ state: inout State, classRow: Int) -> Bool {
        if state.isNumbered && state.table.isFull {
            state.current = state.table.positions
            state.isNumbered = false
        }
        guard state.isNumbered else { return stepDirectly(&state, classRow: classRow) }
        var target = state.table.target(after: classRow, in: self)
        if target == OuterStateTable.matched { return true }
        let headsRow = state.table.state * lines.count, classOffset = classRow * lines.count
        for index in lines.indices {
            let entering = state.table.headActive[headsRow + index] && headMatchesClass[classOffset + index]
            if advance(&state, line: index, classRow: classRow, entering: entering) {
                target = state.table.adding(tailOf: index, to: target, in: self)
            }
        }
        state.steps += 1
        state.table.state = Int(target)
        state.acceptsAtEnd = state.table.acceptsAtEnd
        return false
    }

    /// The step on the outer positions as bits.
    private func stepDirectly(_ state: inout State, classRow: Int) -> Bool {
        let outcome = outer.step(
            from: state.current, classPositions: outerClassPositions, classRow: classRow, into: &state.next)
        if outcome.acceptsNow { return true }
        let classOffset = classRow * lines.count
        for index in lines.indices {
            let line = lines[index]
            let entering = PositionBits.contains(state.current, line.head) && headMatchesClass[classOffset + index]
            if advance(&state, line: index, classRow: classRow, entering: entering) {
                state.next[line.tail >> 6] |= 1 << UInt64(line.tail & 63)
            }
        }
        state.steps += 1
        swap(&state.current, &state.next)
        state.acceptsAtEnd = outcome.acceptsAtEnd
        return false
    }

    /// Moves line `index` on by one scalar of the class at `classRow`, writing whether its first inside position
    /// becomes active; returns whether its last one was active and read the scalar (so its tail becomes active). A
    /// scalar its positions refuse empties the line: what is left in the ring is ignored until it has left.
    @inline(__always)
    private func advance(_ state: inout State, line index: Int, classRow: Int, entering: Bool) -> Bool {
        let line = lines[index], slots = state.rings.slots + line.ringOffset
        var lineState = state.rings.lines[index]
        let slot = (lineState.cursor == 0 ? line.length : lineState.cursor) - 1
        var leaving = false
        if !lineMatchesClass[classRow * lines.count + index] {
            lineState.validFrom = state.steps + line.length
        } else if state.steps >= lineState.validFrom {
            leaving = slots[slot] != 0
        }
        slots[slot] = entering ? 1 : 0
        if entering { lineState.holdsBitsUntil = state.steps + line.length }
        lineState.cursor = slot
        state.rings.lines[index] = lineState
        return leaving
    }

    /// Whether no position is active, in the outer automaton or inside a line.
    private func isEmpty(_ state: State) -> Bool {
        (state.isNumbered ? state.table.positions : state.current).allSatisfy { $0 == 0 }
            && state.rings.lines.allSatisfy { $0.holdsBitsUntil < state.steps }
    }
}
