import ZipZap
import ZipZapConformance

extension VectorDraft {
    /// A hand-written vector whose field must be refused (SPEC C-4.20): the scans a port that builds the field
    /// anyway would run, and the refusal the spec gives.
    static func refused(
        _ key: String, _ description: String, clauses: [String], flags: [String], field: FieldSpec, scans: [Scan],
        expect refusal: ConfigurationRefusal
    ) -> VectorDraft {
        VectorDraft(
            key: key, description: description, clauses: clauses, flags: flags, provenance: .handWritten, field: field,
            input: SourceInput(.direct(scans)), expectation: .refused(refusal))
    }
}
