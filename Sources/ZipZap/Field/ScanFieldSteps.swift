/// The steps of `ScanField.evaluate` that decide something about a scan, each one question the field asks; the type
/// filter, the C-2.7 rule and the outcome stay in `ScanField` and are never replaced.
///
/// A field evaluates with `ReferenceSteps`. A test harness that wants to see whether a suite notices a wrong answer to
/// one question passes steps of its own to `evaluate(_:steps:)` and forwards the other questions to `ReferenceSteps`.
/// The field's own path is generic over the steps, so a release build specializes it and the default costs nothing.
public protocol ScanFieldSteps {
    /// The type the type filter sees (SPEC C-2.2, C-2.3); nil is an unknown type, which every filter reads.
    func effectiveType(of scan: Scan, form: NormalizationForm) -> BarcodeType?
    /// Whether `field` reads a scan of `type`, a type it does not list, for the GTIN its GS1 data carries (C-2.6).
    func readsCarriedGTIN(_ scan: Scan, of type: BarcodeType, in field: ScanField) -> Bool
    /// The scan in the field's form, or why it cannot take it (C-3).
    func normalize(_ scan: Scan, to form: NormalizationForm) -> Result<NormalizedScan, NormalizationFailure>
    /// The position of the rule that refuses the scan, nil when every rule passes (C-5.1).
    func refusingRule(of rules: [ValidationRule], scan: Scan, normalized: NormalizedScan) -> Int?
}

/// The reference's answers: the product page's, as the SPEC clauses cited on each write them.
public struct ReferenceSteps: ScanFieldSteps, Sendable {
    public init() {}

    public func effectiveType(of scan: Scan, form: NormalizationForm) -> BarcodeType? {
        Normalizer.effectiveType(of: scan, form: form)
    }

    /// A field that stores GTINs and reads some GTIN type also reads a scan of another type whose GS1 data carries a
    /// GTIN, such as a Digital Link URI in a QR code (C-2.6). Never a scan of an unlisted GTIN type: the type filter
    /// decides which retail barcodes are read at all (C-2.8).
    public func readsCarriedGTIN(_ scan: Scan, of type: BarcodeType, in field: ScanField) -> Bool {
        guard field.normalization.gtinLength != nil, !field.acceptedTypes.isDisjoint(with: .gtin), !BarcodeTypeSet.gtin.contains(type),
              case .success(let stripped) = Normalizer.normalize(scan, to: .symbologyIdentifierStripped) else { return false }
        return GTINForm.carriedGTIN(stripped.value, type: stripped.type) != nil
    }

    public func normalize(_ scan: Scan, to form: NormalizationForm) -> Result<NormalizedScan, NormalizationFailure> {
        Normalizer.normalize(scan, to: form)
    }

    /// The first rule, in declaration order, that the normalized scan fails. Inlined into the field's pipeline: a call
    /// per scan cost the bench's field case about 30 instructions (callgrind).
    @inline(__always)
    public func refusingRule(of rules: [ValidationRule], scan: Scan, normalized: NormalizedScan) -> Int? {
        for position in rules.indices where !rules[position].passes(normalized) { return position }
        return nil
    }
}
