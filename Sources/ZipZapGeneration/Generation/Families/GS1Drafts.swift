import ZipZap
import ZipZapConformance

/// GS1 data the hand-written GS1 vectors share. Check digits are GS1 mod 10, worked out by hand.
enum GS1Samples {
    /// GS1's own example GTIN, in its 14-digit form.
    static let gtin = "09520123456788"
    /// The same GTIN with a wrong check digit.
    static let badGTIN = "09520123456789"
    /// (01) then (10) ABC: (10) requires (01), which is present.
    static let elementString = "01" + gtin + "10ABC"
    static let gs = "\u{1D}"
    /// (00) SSCC, (02) content GTIN and (37) count: (02) requires (37), (37) requires (00) and (02).
    static let logisticsLabel = "00" + "006141411234567890" + "02" + "06141411111115" + "37" + "10"
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
