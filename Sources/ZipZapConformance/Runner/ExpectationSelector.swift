import ZipZapVectors

/// What an expectations entry selects: vector ids by glob, or every vector that names a flag or cites a clause.
public enum ExpectationSelector: Sendable, Hashable, CustomStringConvertible {
    case ids(Glob)
    /// `flag:NAME`: vectors that name the flag.
    case flag(String)
    /// `clause:C-N.M` (or `clause:C-N`, every `C-N.m`): vectors that cite the clause, as `--clause` selects them.
    case clause(String)

    /// `flag:NAME`, `clause:C-N[.M]`, or else an id glob.
    public init(_ word: String) throws(SelectorError) {
        if word.hasPrefix("flag:") {
            let name = String(word.dropFirst(5))
            guard !name.isEmpty else { throw SelectorError("flag: needs a flag name, as in flag:UPCEPatternWrong") }
            self = .flag(name)
        } else if word.hasPrefix("clause:") {
            let clause = String(word.dropFirst(7))
            guard clause.hasPrefix("C-"), clause.count > 2 else {
                throw SelectorError("clause: needs a clause id, as in clause:C-4.2 or clause:C-4")
            }
            self = .clause(clause)
        } else {
            self = .ids(Glob(word))
        }
    }

    public var description: String {
        switch self {
        case .ids(let glob): glob.pattern
        case .flag(let name): "flag:" + name
        case .clause(let clause): "clause:" + clause
        }
    }

    /// For `flag:` and `clause:` selectors; id globs are matched through `ExpectationIndex`.
    func matches(_ vector: Vector) -> Bool {
        switch self {
        case .ids(let glob): glob.matches(vector.id)
        case .flag(let name): vector.flags.contains(name)
        case .clause(let clause): vector.clauses.contains { $0 == clause || $0.hasPrefix(clause + ".") }
        }
    }

    public struct SelectorError: Error, Sendable {
        public let message: String
        init(_ message: String) { self.message = message }
    }
}
