import ZipZap
import ZipZapVectors

/// What the `field` target decodes from its input, in the vector model's own types: a field configuration and the
/// input of a vector (direct scans, or a source's configuration and events). `+Decoding` reads it from bytes,
/// `+Encoding` writes a vector's field and input as bytes (the seeds).
public struct FieldTargetInput: Sendable, Hashable {
    public var field: FieldSpec
    public var input: VectorInput

    public init(field: FieldSpec, input: VectorInput) {
        self.field = field
        self.input = input
    }

    /// The field the target runs: a rule the field refuses at configuration (an inverted length, SPEC C-4.3; a pattern
    /// outside the portable subset, C-4.4) is left out, so that the rest of the configuration still runs.
    func makeField() -> ScanField {
        var runnable = field
        runnable.rules.removeAll { if case .refused = $0 { true } else { false } }
        return runnable.makeField()
    }
}
