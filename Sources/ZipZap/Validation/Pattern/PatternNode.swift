/// The syntax tree of a parsed pattern. Groups leave no trace: they only shape the tree. Laziness is dropped, since it
/// cannot change whether a value matches.
indirect enum PatternNode: Sendable {
    /// Matches the empty string: an empty pattern, alternative or group.
    case empty
    /// Matches one scalar in the set: a literal, `.`, an escape or a class.
    case scalars(ScalarSet)
    /// `^`: the start of the value.
    case start
    /// `$`: the very end of the value.
    case end
    case concatenation([PatternNode])
    case alternation([PatternNode])
    /// A quantified node; `maximum` is nil when unbounded.
    case repetition(PatternNode, minimum: Int, maximum: Int?)

    /// The size bounded by `PortablePattern.maximumSize`: one per atom (scalar set, anchor or empty), a repetition
    /// counting its child once per copy the automaton needs. Saturates just above `limit`.
    func size(limit: Int) -> Int {
        switch self {
        case .empty, .scalars, .start, .end:
            return 1
        case .concatenation(let children), .alternation(let children):
            return children.reduce(0) { min(limit + 1, $0 + $1.size(limit: limit)) }
        case .repetition(let child, let minimum, let maximum):
            let copies = maximum ?? max(minimum, 1)
            let (product, overflow) = child.size(limit: limit).multipliedReportingOverflow(by: copies)
            return overflow ? limit + 1 : min(limit + 1, product)
        }
    }
}
