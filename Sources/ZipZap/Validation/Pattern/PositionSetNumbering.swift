/// Numbers the distinct sets of active positions met while stepping a `PositionAutomaton`, each together with whether
/// the value ending there matches: the states of a deterministic automaton, built eagerly (`PatternDFA`) or on demand
/// (`OnDemandDFA`).
///
/// State 0 is the set it starts from. It is never found again by `number(after:next:)`: the initial set alone may
/// hold positions that need the start of the value, so an equal set met later is a different state.
struct PositionSetNumbering {
    private(set) var sets: [[UInt64]]
    private(set) var acceptsAtEnd: [Bool]
    private var numbers: [[UInt64]: Int] = [:]
    /// The state after a step that read no position (only the restart positions remain), once numbered: the most
    /// common target, looked up without hashing.
    private var restartOnly: Int?

    /// Numbering from the automaton's initial set: the value's first scalar is still to come.
    init(_ automaton: PositionAutomaton) {
        self.init(start: automaton.initial, acceptsAtEnd: automaton.emptyMatch.contains(.atStartAndEnd))
    }

    /// Numbering from any set (`OuterStateTable`: the outer positions where direct stepping begins).
    init(start: [UInt64], acceptsAtEnd: Bool) {
        sets = [start]
        self.acceptsAtEnd = [acceptsAtEnd]
    }

    var count: Int { sets.count }

    /// The state `step` leads to, whose active positions are `next`, numbered now if it is new.
    mutating func number(after step: PositionAutomaton.Step, next: [UInt64]) -> Int {
        if step.readAny { return number(of: next, acceptsAtEnd: step.acceptsAtEnd) }
        if let restartOnly { return restartOnly }
        let number = number(of: next, acceptsAtEnd: step.acceptsAtEnd)
        restartOnly = number
        return number
    }

    /// The state whose active positions are `set`, numbered now if it is new.
    mutating func number(of set: [UInt64], acceptsAtEnd: Bool) -> Int {
        let key = set + [acceptsAtEnd ? 1 : 0]
        if let number = numbers[key] { return number }
        numbers[key] = sets.count
        sets.append(set)
        self.acceptsAtEnd.append(acceptsAtEnd)
        return sets.count - 1
    }
}
