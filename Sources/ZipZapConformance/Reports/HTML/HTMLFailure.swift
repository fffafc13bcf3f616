import ZipZapVectors

/// One failure in the HTML report: a `<details>` block with the request, the traces side by side (differing rows
/// highlighted, the first one marked), the final values and the reproduce command.
enum HTMLFailure {
    static func section(_ result: VectorResult, reproduce: String, open: Bool = false) -> String {
        let vector = result.vector
        let escape = HTMLReport.escape
        var out = "<details class=\"failure\"\(open ? " open" : "") id=\"\(escape(vector.id))\"><summary><code>\(escape(vector.id))</code> "
            + "\(escape(result.file)): \(escape(vector.description))</summary>\n"
        out += "<p class=\"message\">\(escape(HumanReport.headline(result) ?? "failed"))</p>\n"
        out += "<p>clauses \(escape(vector.clauses.joined(separator: ", ")))"
            + (vector.flags.isEmpty ? "" : "; flags \(escape(vector.flags.joined(separator: ", ")))") + "</p>\n"
        out += "<h4>request</h4><pre class=\"request\">\(escape(ProtocolMessages.run(seq: 1, vector: vector)))</pre>\n"
        if let trace = result.actualTrace {
            let first = result.difference?.firstDifferingEntry
            out += "<table class=\"traces\"><tr><th class=\"index\">#</th><th>expected</th><th>actual</th></tr>\n"
            for row in TraceComparison(expected: vector.expectedTrace, actual: trace, firstDifference: first).rows {
                let kind = row.isFirstDifference ? " class=\"first-difference\"" : row.expected == row.actual ? "" : " class=\"differs\""
                out += "<tr\(kind)><td class=\"index\">\(row.isFirstDifference ? "&gt;" : "")\(row.index)</td>"
                    + "<td>\(escape(row.expected))</td><td>\(escape(row.actual))</td></tr>\n"
            }
            let expected = VectorCheck.describe(vector.expectedValue), actual = VectorCheck.describe(result.actualValue)
            let kind = expected == actual ? "" : first == nil ? " class=\"first-difference\"" : " class=\"differs\""
            out += "<tr\(kind)><td class=\"index\">value</td><td>\(escape(expected))</td><td>\(escape(actual))</td></tr>\n</table>\n"
        }
        out += "<h4>reproduce</h4><pre class=\"reproduce\">zipzap-conformance run --reproduce \(escape(vector.id + reproduce))</pre>\n"
        return out + "</details>\n"
    }
}
