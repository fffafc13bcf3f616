import ZipZap
import ZipZapConformance

extension VectorFamily {
    static let gs1KnownTypeEdges = VectorFamily(
        name: "gs1-known-type-edges",
        description: "GS1 data read with the barcode type known, outside the parser vectors' reach (SPEC C-7.13, C-3.8): a value that already carries its symbology identifier is taken as scan data, and the GTIN forms read GS1 data with every check on, exclusions and repeats included. Each expectation is reasoned from the spec.",
        flags: [
            .init("IdentifierAddedTwice", bug: "a symbology identifier is put before a value of a known type that already starts with one",
                  breaks: "scanners that send AIM identifiers have every GS1 scan refused"),
            .init("GTINFormChecksRelaxed", bug: "the GTIN forms read GS1 data with exclusions or the repeat check off",
                  breaks: "a GTIN is stored from a label that the .gs1 rule refuses"),
        ],
        drafts: {
            let gtin = GS1Samples.gtin
            let scanData = "]C1" + GS1Samples.elementString
            return [
                .gs1("identifier-already-there", "a GS1-128 scan, and a QR Code scan, already starting with ]C1: taken as the scan data they are",
                     clauses: ["C-7.13", "C-7.29", "C-4.5"], flags: ["IdentifierAddedTwice"],
                     [(Scan(scanData, type: .gs1128), true), (Scan(scanData, type: .qr), true)]),
                .direct("gtin-form-strict", "GS1 data breaking only an exclusion, or repeating (10) with another value, cannot take a GTIN form",
                        clauses: ["C-3.8", "C-3.6", "C-7.3", "C-7.10", "C-7.17"], flags: ["GTINFormChecksRelaxed"],
                        field: FieldSpec(normalization: .gtin14),
                        [(Scan("(01)\(gtin)(3100)000500(3101)000050"), .rejected("normalize")),
                         (Scan("(01)\(gtin)(10)A(10)B"), .rejected("normalize"))],
                        finalValue: nil),
            ]
        })
}
