import ZipZapVectors

/// The run's results by SPEC section and clause: a vector counts once under every clause it cites and once under each
/// section of those clauses, as passed, failed (failures and unexpected passes) or not counted (the other statuses).
public struct ClauseResults: Sendable {
    public struct Counts: Sendable, Hashable {
        public var passed = 0, failed = 0, notCounted = 0

        mutating func add(_ status: VectorResult.Status) {
            switch status {
            case .passed: passed += 1
            case .failed, .unexpectedPass: failed += 1
            default: notCounted += 1
            }
        }

        public var total: Int { passed + failed + notCounted }
    }

    public struct Row: Sendable {
        /// `C-4` for a section, `C-4.3` for a clause.
        public let id: String
        public let counts: Counts
        /// The row's clauses, for a section; empty for a clause.
        public let clauses: [Row]
    }

    /// Sections in SPEC order, each with its clauses in SPEC order.
    public let sections: [Row]

    public init(_ report: RunReport) {
        var bySection: [String: Counts] = [:], byClause: [String: Counts] = [:]
        for result in report.results {
            let clauses = Set(result.vector.clauses)
            for clause in clauses { byClause[clause, default: Counts()].add(result.status) }
            for section in Set(clauses.map(Self.section)) { bySection[section, default: Counts()].add(result.status) }
        }
        let clausesBySection = Dictionary(grouping: byClause.keys, by: Self.section)
        sections = bySection.keys.sorted(by: Self.specOrder).map { section in
            Row(id: section, counts: bySection[section]!, clauses: (clausesBySection[section] ?? []).sorted(by: Self.specOrder).map {
                Row(id: $0, counts: byClause[$0]!, clauses: [])
            })
        }
    }

    /// `C-4` of `C-4.3`.
    static func section(_ clause: String) -> String { String(clause.prefix { $0 != "." }) }

    /// Clause ids by their numbers (C-2.10 after C-2.9), text where an id has none.
    static func specOrder(_ left: String, _ right: String) -> Bool {
        func numbers(_ id: String) -> [Int] { id.dropFirst(2).split(separator: ".").map { Int($0) ?? Int.max } }
        let a = numbers(left), b = numbers(right)
        return a == b ? left < right : a.lexicographicallyPrecedes(b)
    }
}
