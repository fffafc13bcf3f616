import ZipZap
import ZipZapConformance

/// GS1 data the Swift GS1 families share.
enum GS1Samples {
    /// GS1's own example GTIN, in its 14-digit form.
    static let gtin = "09520123456788"
}

extension VectorDraft {
    /// A hand-written vector of one `.gs1` field: each scan with whether the spec accepts it. Accepted scans are
    /// written as scanned (normalization `none`); a value equal to the bound one is written with `changed` false.
    static func gs1(
        _ key: String, _ description: String, clauses: [String], flags: [String], relaxed: GS1Options.Relaxations = [],
        _ steps: [(Scan, Bool)]
    ) -> VectorDraft {
        .expecting(key, description, clauses: clauses, flags: flags, field: FieldSpec(rules: [.gs1(relaxed: relaxed)]),
                   steps.map { scan, accepted in (scan, accepted ? .accepted(scan.value) : .rejected("gs1", position: 0)) })
    }
}
