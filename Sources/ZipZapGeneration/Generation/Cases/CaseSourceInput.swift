import ZipZap
import ZipZapConformance
import ZipZapVectors

/// The input of a source case: `source NAME`, then `event LINE` lines, each one line of an event script
/// (`Docs/event-scripts.md`, `set` lines first), then `expect CAUSE:KIND ...`, the skeleton of the trace the spec
/// requires (the event that caused each entry and its kind, in order); the reference fills in the rest.
enum CaseSourceInput {
    static func parse(source line: CaseLine, events: [CaseLine], expect: [CaseLine]) throws(CaseFileError) -> (SourceEvents, [Expectation.Step]) {
        guard let source = EventSource(rawValue: line.rest) else {
            throw line.error("unknown source '\(line.rest)'; sources: \(EventSource.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        let script = Array(events.map(\.rest).joined(separator: "\n").utf8)
        let parsed: SourceEvents
        // The script's line N is the case file's N-th `event` line.
        do { parsed = try EventScript.parse(script, source: source) } catch {
            throw (events.indices.contains(error.line - 1) ? events[error.line - 1] : line).error(error.message)
        }
        var steps: [Expectation.Step] = []
        for expectLine in expect {
            for word in try expectLine.words() {
                let parts = word.text.split(separator: ":", omittingEmptySubsequences: false)
                guard parts.count == 2, let cause = Int(parts[0]), cause >= 0, let kind = TraceEventKind(rawValue: String(parts[1])) else {
                    throw expectLine.error("expected CAUSE:KIND (an event number and \(TraceEventKind.allCases.map(\.rawValue).joined(separator: ", "))), found '\(word.text)'")
                }
                steps.append(Expectation.Step(cause, kind))
            }
        }
        return (parsed, steps)
    }
}
