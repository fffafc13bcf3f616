/// A regular expression in the portable subset (Conformance/PATTERNS.md), compiled once and matched against values
/// as UTF-8 bytes. A value matches if some part of it matches the pattern (search, not whole-value, semantics);
/// `^` and `$` pin the match to the value's start and very end.
///
/// Matching is deterministic and linear in the value's length, whatever the pattern: the pattern compiles to a
/// deterministic automaton within `PatternDFA.Limits.standard`, or, past that, to a position automaton whose
/// deterministic states are built on demand while scanning (`OnDemandDFA`).
public struct PortablePattern: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    public let source: String
    /// Its size with counted repetition expanded (PATTERNS.md; at most `maximumSize`): the most automaton positions a
    /// straightforward matcher keeps, which bounds the work a vector asks for (PROTOCOL.md).
    public let size: Int
    private let compiled: CompiledPattern

    /// The most Unicode scalars a pattern may have.
    public static let maximumSourceLength = 4096
    /// The largest size a pattern may have once counted repetition is expanded (see `PatternNode.size`).
    public static let maximumSize = 10_000
    /// The largest bound a counted quantifier may have.
    public static let maximumRepetition = 1000
    /// The deepest groups may nest.
    public static let maximumNesting = 100

    /// Compiles `source`, or throws the first problem met reading it left to right (PATTERNS.md §3).
    public init(_ source: String) throws(PatternError) {
        try self.init(source, deterministicLimits: .standard)
    }

    /// Compiles with the given bounds on the deterministic automaton (tests force the on-demand automaton with them).
    init(_ source: String, deterministicLimits: PatternDFA.Limits) throws(PatternError) {
        let (root, size) = try Self.read(source)
        self.source = source
        self.size = size
        compiled = CompiledPattern(PositionAutomaton(root, size: size), deterministicLimits: deterministicLimits)
    }

    /// The size `source` compiles to, or the problem compiling it throws; no automaton is built. (A vector's pattern
    /// is checked when the vector is read and compiled when its rule is first built.)
    public static func size(of source: String) throws(PatternError) -> Int { try read(source).size }

    private static func read(_ source: String) throws(PatternError) -> (root: PatternNode, size: Int) {
        var parser = PatternParser(source)
        let root = try parser.parse()
        let size = root.size(limit: maximumSize)
        if size > maximumSize { throw PatternError(.tooLarge, at: 0) }
        return (root, size)
    }

    /// Whether some part of `value`, read as UTF-8 with each maximal ill-formed subpart as U+FFFD, matches.
    /// (Inlinable so that callers reach contiguous bytes without generic dispatch; other collections are copied.)
    @inlinable
    public func matches<C: Collection<UInt8>>(_ value: C) -> Bool {
        if let result = value.withContiguousStorageIfAvailable({ matches(utf8: $0) }) { return result }
        return Array(value).withUnsafeBufferPointer { matches(utf8: $0) }
    }

    /// The non-generic entry every value goes through.
    @usableFromInline
    func matches(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool { compiled.matches(bytes) }

    public var description: String { source }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.source == rhs.source }
    public func hash(into hasher: inout Hasher) { hasher.combine(source) }
}

/// The immutable compiled form shared by copies of a `PortablePattern`.
private final class CompiledPattern: Sendable {
    private enum Engine {
        case deterministic(PatternDFA)
        case onDemand(OnDemandDFA)
    }

    private let alphabet: AlphabetPartition
    private let engine: Engine

    init(_ automaton: PositionAutomaton, deterministicLimits: PatternDFA.Limits) {
        alphabet = AlphabetPartition(automaton.sets)
        if let dfa = PatternDFA(automaton, alphabet: alphabet, limits: deterministicLimits) {
            engine = .deterministic(dfa)
        } else {
            engine = .onDemand(OnDemandDFA(automaton, alphabet: alphabet))
        }
    }

    func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        switch engine {
        case .deterministic(let dfa): return dfa.matches(bytes, alphabet: alphabet)
        case .onDemand(let dfa): return dfa.matches(bytes, alphabet: alphabet)
        }
    }
}
