import ZipZap
import ZipZapConformance

/// A vector before it has an id and an expected outcome. Generated drafts get their expected outcome from the
/// reference; hand-written drafts carry one, reasoned from the spec, and the generator refuses to write them when
/// the reference disagrees.
public struct VectorDraft: Sendable {
    /// Identifies the vector across regenerations, so that it keeps its id (`IDRegistry`).
    public var key: String
    public var description: String
    public var clauses: [String]
    public var flags: [String]
    public var provenance: Vector.Provenance
    public var field: FieldSpec
    /// The source and its events, typed and as the vector's JSON; a draft built in code encodes its typed input once,
    /// a draft read from a fixture keeps the JSON it read, and the generator decodes nothing.
    public var input: SourceInput
    /// For hand-written drafts: what the spec requires.
    public var expectation: Expectation?
    /// Set for a GS1 parser vector: the parse; the field, source and events are then unused (`GS1ParseDrafts`).
    public var gs1: GS1ParseCase?

    public init(
        key: String, description: String, clauses: [String], flags: [String], provenance: Vector.Provenance,
        field: FieldSpec, input: SourceInput, expectation: Expectation? = nil
    ) {
        self.key = key
        self.description = description
        self.clauses = clauses
        self.flags = flags
        self.provenance = provenance
        self.field = field
        self.input = input
        self.expectation = expectation
    }
}

extension VectorDraft {
    /// A hand-written direct-source vector: `scans` in order, each with what the spec says the field does, and the
    /// bound value at the end.
    public static func direct(
        _ key: String, _ description: String, clauses: [String], flags: [String], field: FieldSpec,
        _ steps: [(Scan, Expectation.Outcome)], finalValue: [UInt8]?
    ) -> VectorDraft {
        VectorDraft(
            key: key, description: description, clauses: clauses, flags: flags, provenance: .handWritten, field: field,
            input: SourceInput(.direct(steps.map(\.0))),
            expectation: .scans(steps.map { Expectation.ScanStep($0.0, $0.1) }, final: finalValue))
    }

    /// A generated direct-source vector of one scan; the reference supplies the expected outcome.
    public static func generatedScan(
        _ key: String, _ description: String, clauses: [String], flags: [String], generator: String,
        field: FieldSpec, scan: Scan
    ) -> VectorDraft {
        VectorDraft(
            key: key, description: description, clauses: clauses, flags: flags,
            provenance: .generated(generator: generator, seed: nil), field: field, input: SourceInput(.direct([scan])))
    }
}
