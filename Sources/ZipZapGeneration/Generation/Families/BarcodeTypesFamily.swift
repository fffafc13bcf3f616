import ZipZap
import ZipZapConformance

extension ComputedPart {
    /// `barcode-types` after its rows (`Conformance/cases/C-02/barcode-types.cases`): every type scanned in a
    /// field of each named set; the reference gives each outcome.
    static let barcodeTypeSets = ComputedPart(family: "barcode-types", drafts: {
        BarcodeTypeSet.named.flatMap { setName, set in
            BarcodeType.allCases.map { type in
                VectorDraft.generatedScan(
                    "set/\(setName)/\(type.rawValue)", "a \(type.rawValue) scan in a field of types \(setName)",
                    clauses: ["C-2.1", "C-2.4"], flags: ["TypeFilterMissing", "SetMembership"],
                    generator: "type-set-membership", field: FieldSpec(types: set), scan: Samples.scan(type))
            }
        }
    })
}
