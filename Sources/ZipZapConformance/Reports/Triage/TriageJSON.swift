import ZipZapVectors

/// The failure groups and the results by clause as the JSON report writes them (`compare` reads them back).
extension FailureGroup {
    var json: JSONValue {
        .object([
            ("signature", .string(signature.description)),
            ("count", .int(results.count)),
            ("variants", .object(variants.map { ($0.detail, .int($0.count)) })),
            ("clauses", .object(clauses.map { ($0.clause, .int($0.count)) })),
            ("representative", .string(representative.vector.id)),
            ("ids", .array(ids.map(JSONValue.string))),
        ])
    }
}

extension ClauseResults {
    /// `{"C-4": {"passed", "failed", "notCounted", "clauses": {"C-4.1": {...}}}}`, in SPEC order.
    var json: JSONValue {
        func counts(_ row: Row) -> [(key: String, value: JSONValue)] {
            [("passed", .int(row.counts.passed)), ("failed", .int(row.counts.failed)), ("notCounted", .int(row.counts.notCounted))]
        }
        return .object(sections.map { section in
            (section.id, .object(counts(section) + [("clauses", .object(section.clauses.map { ($0.id, .object(counts($0))) }))]))
        })
    }
}
