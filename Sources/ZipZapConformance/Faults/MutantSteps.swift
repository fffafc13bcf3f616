import ZipZap

/// The reference's pipeline steps (`ReferenceSteps`) with each answer replaceable, so that a `Fault` can give one wrong
/// answer and leave the others as the reference gives them. Every step starts as the reference's own.
struct MutantSteps: ScanFieldSteps {
    var typeSeen: (Scan, NormalizationForm) -> BarcodeType? = ReferenceSteps().effectiveType
    var carriedGTINRead: (Scan, BarcodeType, ScanField) -> Bool = ReferenceSteps().readsCarriedGTIN
    var normalization: (Scan, NormalizationForm) -> Result<NormalizedScan, NormalizationFailure> = ReferenceSteps().normalize
    var refusal: ([ValidationRule], Scan, NormalizedScan) -> Int? = ReferenceSteps().refusingRule

    func effectiveType(of scan: Scan, form: NormalizationForm) -> BarcodeType? { typeSeen(scan, form) }
    func readsCarriedGTIN(_ scan: Scan, of type: BarcodeType, in field: ScanField) -> Bool { carriedGTINRead(scan, type, field) }
    func normalize(_ scan: Scan, to form: NormalizationForm) -> Result<NormalizedScan, NormalizationFailure> { normalization(scan, form) }
    func refusingRule(of rules: [ValidationRule], scan: Scan, normalized: NormalizedScan) -> Int? { refusal(rules, scan, normalized) }
}
