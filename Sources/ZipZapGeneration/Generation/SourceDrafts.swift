import ZipZap
import ZipZapConformance

extension VectorDraft {
    /// A hand-written vector for a source model: its events, the skeleton of the trace the spec requires (cause and
    /// kind of each entry) and the final value; the reference supplies the members of each entry.
    static func source(
        _ key: String, _ description: String, clauses: [String], flags: [String], field: FieldSpec,
        _ events: SourceEvents, expect steps: [(Int, TraceEventKind)], finalValue: [UInt8]?
    ) -> VectorDraft {
        VectorDraft(
            key: key, description: description, clauses: clauses, flags: flags, provenance: .handWritten, field: field, input: SourceInput(.source(events)),
            expectation: .skeleton(steps.map { Expectation.Step($0.0, $0.1) }, final: finalValue))
    }
}

extension Array where Element == UInt8 {
    /// Bytes of a string literal, for final values in drafts.
    static func text(_ string: String) -> [UInt8] { Array(string.utf8) }
}
