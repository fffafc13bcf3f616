extension DelayLineAutomaton {
    /// How a numbered reading ended.
    enum NumberedReading {
        case matched
        /// No position is active and none can become active again.
        case emptied
        /// Every scalar was read.
        case ended
        /// The outer table is full; the scalars from `stoppedAt` on are still to be read.
        case tableFull(stoppedAt: Int)
    }

    /// Reads `bytes` with the outer positions as `state.table`'s numbered states: a scalar costs the look-up of its
    /// transition, each line's ring read and written, and a look-up for each tail a line hands over. The tables are
    /// read through pointers held in locals, taken again whenever a miss may have moved them.
    func readNumbered(_ bytes: UnsafeBufferPointer<UInt8>, alphabet: AlphabetPartition, state: inout State,
                      restartIsEmpty: Bool) -> NumberedReading {
        let lineCount = lines.count, classCount = classCount, rings = state.rings.lines
        var rows = state.table.rows
        var numbered = state.numbered, steps = state.steps
        var reading = NumberedReading.ended
        let stoppedAt = classFlags.withUnsafeBufferPointer { classFlags in
            alphabet.forEachClass(in: bytes) { classIndex in
                var target = rows.transitions[numbered &* classCount &+ classIndex]
                if target == OuterStateTable.unknown {
                    target = state.table.target(from: numbered, after: classIndex, in: self)
                    rows = state.table.rows
                }
                if target == OuterStateTable.matched {
                    reading = .matched
                    return false
                }
                let heads = numbered &* lineCount, classOffset = classIndex &* lineCount
                for index in 0..<lineCount {
                    let flags = classFlags[classOffset &+ index]
                    guard rings[index].advance(at: steps, matching: flags & Self.insideMatches != 0,
                                               entering: rows.headActive[heads &+ index] & flags)
                    else { continue }
                    let known = rows.withTail[Int(target) &* lineCount &+ index]
                    if known != OuterStateTable.unknown {
                        target = known
                    } else {
                        target = state.table.adding(tailOf: index, to: target, in: self)
                        rows = state.table.rows
                    }
                }
                steps &+= 1
                numbered = Int(target)
                if restartIsEmpty && !state.table.acceptsAtEnd(numbered) {
                    state.numbered = numbered
                    state.steps = steps
                    if isEmpty(state) {
                        reading = .emptied
                        return false
                    }
                }
                return !state.table.isFull
            }
        }
        state.numbered = numbered
        state.steps = steps
        state.acceptsAtEnd = state.table.acceptsAtEnd(numbered)
        // Stopped without a match or an emptied state: the table filled.
        if case .ended = reading, let stoppedAt { return .tableFull(stoppedAt: stoppedAt) }
        return reading
    }
}
