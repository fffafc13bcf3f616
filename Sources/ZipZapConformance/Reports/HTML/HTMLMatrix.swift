import ZipZap
import ZipZapVectors

/// A table of result counts with a coloured cell per pair of row and column: green when every vector that ran
/// passed, red when one failed, yellow when some did not count (skipped, unsupported, expected failure, not run),
/// grey when no vector is there.
struct HTMLMatrix {
    struct Cell {
        var passed = 0, failed = 0, other = 0

        mutating func add(_ status: VectorResult.Status) {
            switch status {
            case .passed: passed += 1
            case .failed, .unexpectedPass: failed += 1
            default: other += 1
            }
        }

        var kind: String { failed > 0 ? "failed" : other > 0 ? "partial" : passed > 0 ? "passed" : "empty" }
    }

    let rowTitle: String
    let rows: [String]
    let columns: [String]
    let cells: [String: [String: Cell]]

    /// Each field vector counts once under its source in the row of every kind of rule its field has (`none` for no
    /// rule); GS1 parser vectors have no field and are counted in the families matrix only.
    static func rulesBySources(_ report: RunReport) -> HTMLMatrix {
        var cells: [String: [String: Cell]] = [:]
        for result in report.results where result.vector.gs1 == nil {
            let kinds = Set(result.vector.field.rules.map(kind))
            for rule in kinds.isEmpty ? ["none"] : kinds.sorted() {
                cells[rule, default: [:]][result.vector.source.rawValue, default: Cell()].add(result.status)
            }
        }
        let rules = ["checkDigit", "length", "matches", "gs1", "custom", "none"]
        return HTMLMatrix(rowTitle: "rule", rows: rules.filter { cells[$0] != nil }, columns: SourceKind.allCases.map(\.rawValue), cells: cells)
    }

    /// Each SPEC section, then its clauses, by source: a vector counts once in the row of every clause it cites and
    /// of each section of those, under its source (`gs1Parse` for a GS1 parser vector, which has none).
    static func clausesBySources(_ report: RunReport) -> HTMLMatrix {
        var cells: [String: [String: Cell]] = [:]
        for result in report.results {
            let source = result.vector.gs1 == nil ? result.vector.source.rawValue : "gs1Parse"
            let clauses = Set(result.vector.clauses)
            for row in clauses.union(clauses.map(ClauseResults.section)) { cells[row, default: [:]][source, default: Cell()].add(result.status) }
        }
        let rows = ClauseResults(report).sections.flatMap { [$0.id] + $0.clauses.map(\.id) }
        return HTMLMatrix(rowTitle: "clause", rows: rows, columns: SourceKind.allCases.map(\.rawValue) + ["gs1Parse"], cells: cells)
    }

    /// One row per vector file, one column per outcome.
    static func files(_ report: RunReport) -> HTMLMatrix {
        var cells: [String: [String: Cell]] = [:]
        for result in report.results { cells[result.file, default: [:]]["vectors", default: Cell()].add(result.status) }
        return HTMLMatrix(rowTitle: "file", rows: MachineReports.orderedFiles(report), columns: ["vectors"], cells: cells)
    }

    private static func kind(_ rule: FieldSpec.Rule) -> String {
        switch rule {
        case .checkDigit: "checkDigit"
        case .length: "length"
        case .matches: "matches"
        case .gs1: "gs1"
        case .custom: "custom"
        case .refused(let rule): rule.name
        }
    }

    /// Each cell reads `passed / failed / other`; its title says so in words.
    func html(id: String) -> String {
        var out = "<table class=\"matrix\" id=\"\(id)\"><tr><th>\(rowTitle)</th>"
            + columns.map { "<th>\(HTMLReport.escape($0))</th>" }.joined() + "</tr>\n"
        for row in rows {
            // A section's row (`C-4`, no dot) stands out from its clauses'.
            out += (row.contains(".") ? "<tr>" : "<tr class=\"section\">") + "<th>\(HTMLReport.escape(row))</th>"
            for column in columns {
                let cell = cells[row]?[column] ?? Cell()
                let title = "\(cell.passed) passed, \(cell.failed) failed, \(cell.other) skipped, unsupported or expected to fail"
                out += "<td class=\"cell \(cell.kind)\" data-passed=\"\(cell.passed)\" data-failed=\"\(cell.failed)\" data-other=\"\(cell.other)\" title=\"\(title)\">"
                    + (cell.kind == "empty" ? "–" : "\(cell.passed) / \(cell.failed) / \(cell.other)") + "</td>"
            }
            out += "</tr>\n"
        }
        return out + "</table>\n<p class=\"legend\">cells: passed / failed / not counted (skipped, unsupported, expected failures, not run)</p>\n"
    }
}
