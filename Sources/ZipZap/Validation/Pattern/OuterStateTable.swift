/// The outer automaton of a `DelayLineAutomaton` as a deterministic automaton built on demand while one value is
/// read. Its states are the sets of outer positions met, numbered as they come; a step is one look-up for the
/// scalar's class, plus one for each line that hands a bit to its tail (the tail's position added to the state),
/// instead of a bit-parallel step of the outer positions. Bounded like `OnDemandDFA`'s cache: once full, the outer
/// positions are stepped as bits for the rest of the value.
struct OuterStateTable {
    static let unknown: Int32 = -1
    /// The target of a transition on which a match ends.
    static let matched: Int32 = -2

    /// The look-up tables as pointers, which a step reads without an array's checks. They move when the table grows
    /// (a new state), so a reader takes them again after each call that may number one.
    struct Rows {
        /// Row `s`, column `c`: the state after reading a scalar of class `c` in state `s`, or `matched`.
        fileprivate(set) var transitions: UnsafeMutablePointer<Int32>
        /// Row `s`, column `l`: state `s` with the tail of line `l` added.
        fileprivate(set) var withTail: UnsafeMutablePointer<Int32>
        /// Row `s`, column `l`: whether state `s` holds the head of line `l` (1) or not (0).
        fileprivate(set) var headActive: UnsafeMutablePointer<UInt8>
    }

    /// The rows' memory, allocated for `capacity` states and doubled when a state beyond it is numbered.
    private final class Storage {
        var rows: Rows
        var capacity: Int
        let classCount: Int, lineCount: Int

        init(classCount: Int, lineCount: Int) {
            self.classCount = classCount
            self.lineCount = lineCount
            capacity = 16
            rows = Rows(transitions: .allocate(capacity: capacity * classCount),
                        withTail: .allocate(capacity: capacity * lineCount),
                        headActive: .allocate(capacity: capacity * lineCount))
        }

        /// Makes room for `count` states; the rows of states up to `count - 1` keep their contents.
        func reserve(_ count: Int) {
            guard count > capacity else { return }
            let old = capacity
            capacity = max(count, 2 * capacity)
            rows.transitions = Self.moved(rows.transitions, count: old * classCount, into: capacity * classCount)
            rows.withTail = Self.moved(rows.withTail, count: old * lineCount, into: capacity * lineCount)
            rows.headActive = Self.moved(rows.headActive, count: old * lineCount, into: capacity * lineCount)
        }

        private static func moved<T>(_ pointer: UnsafeMutablePointer<T>, count: Int, into capacity: Int)
            -> UnsafeMutablePointer<T> {
            let larger = UnsafeMutablePointer<T>.allocate(capacity: capacity)
            larger.moveInitialize(from: pointer, count: count)
            pointer.deallocate()
            return larger
        }

        deinit {
            rows.transitions.deallocate()
            rows.withTail.deallocate()
            rows.headActive.deallocate()
        }
    }

    private var numbering: PositionSetNumbering
    private let storage: Storage

    init(_ automaton: DelayLineAutomaton, start: [UInt64], acceptsAtEnd: Bool) {
        numbering = PositionSetNumbering(start: start, acceptsAtEnd: acceptsAtEnd)
        storage = Storage(classCount: automaton.classCount, lineCount: automaton.lines.count)
        addRows(for: start, of: automaton)
    }

    var rows: Rows { storage.rows }

    /// State `state`'s outer positions, and whether the value matches if it ends there.
    func positions(of state: Int) -> [UInt64] { numbering.sets[state] }
    func acceptsAtEnd(_ state: Int) -> Bool { numbering.acceptsAtEnd[state] }

    /// Whether no more states are numbered: the same bounds as `OnDemandDFA`'s cache.
    private(set) var isFull = false

    /// The state after reading a scalar of the class at `classRow` in `state`, before the lines' tails, when the
    /// table does not know it yet. (Out of line, so that the step it is called from keeps its registers.)
    @inline(never)
    mutating func target(from state: Int, after classRow: Int, in automaton: DelayLineAutomaton) -> Int32 {
        var next = [UInt64](repeating: 0, count: automaton.outer.wordCount)
        let outcome = automaton.outer.step(from: numbering.sets[state], classPositions: automaton.outerClassPositions,
                                           classRow: classRow, into: &next)
        let target = outcome.acceptsNow ? Self.matched : number(next, acceptsAtEnd: outcome.acceptsAtEnd, of: automaton)
        storage.rows.transitions[state * storage.classCount + classRow] = target
        return target
    }

    /// State `target` with the tail of line `line` active too, when the table does not know it yet.
    @inline(never)
    mutating func adding(tailOf line: Int, to target: Int32, in automaton: DelayLineAutomaton) -> Int32 {
        let tail = automaton.lines[line].tail
        var set = numbering.sets[Int(target)]
        set[tail >> 6] |= 1 << UInt64(tail & 63)
        let result = number(set, acceptsAtEnd: numbering.acceptsAtEnd[Int(target)], of: automaton)
        storage.rows.withTail[Int(target) * storage.lineCount + line] = result
        return result
    }

    private mutating func number(_ set: [UInt64], acceptsAtEnd: Bool, of automaton: DelayLineAutomaton) -> Int32 {
        let count = numbering.count
        let number = numbering.number(of: set, acceptsAtEnd: acceptsAtEnd)
        if numbering.count > count {
            addRows(for: set, of: automaton)
            isFull = numbering.count >= OnDemandDFA.cachedStates
                || (numbering.count + 1) * (storage.classCount + storage.lineCount) > OnDemandDFA.cachedTransitions
        }
        return Int32(number)
    }

    /// The rows of the state just numbered, the last: nothing known yet, and which heads it holds.
    private mutating func addRows(for set: [UInt64], of automaton: DelayLineAutomaton) {
        let state = numbering.count - 1
        storage.reserve(numbering.count)
        let rows = storage.rows
        (rows.transitions + state * storage.classCount).initialize(repeating: Self.unknown, count: storage.classCount)
        (rows.withTail + state * storage.lineCount).initialize(repeating: Self.unknown, count: storage.lineCount)
        for (index, line) in automaton.lines.enumerated() {
            (rows.headActive + state * storage.lineCount + index).initialize(to: PositionBits.contains(set, line.head) ? 1 : 0)
        }
    }
}
