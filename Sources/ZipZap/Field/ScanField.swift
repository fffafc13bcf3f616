/// The reference `ScanField`: which types it reads, the form it stores, its rules, and its bound value.
///
/// Every scan takes the product page's steps in order (SPEC C-1): barcode type, normalization, validation,
/// binding. Configure it like the SDK's modifiers:
///
///     var field = ScanField()
///         .barcodeTypes(.retailProduct)
///         .normalize(.gtin14)
///         .validate(.checkDigit)
public struct ScanField: Sendable {
    public var acceptedTypes: BarcodeTypeSet
    public var normalization: NormalizationForm
    public var rules: [ValidationRule]
    /// The bound value; nil until the first accepted scan (or the initial value the app gave).
    public var value: [UInt8]?
    /// Called with every rejected scan and the step that refused it.
    public var rejectionHandler: (@Sendable (Scan, Rejection) -> Void)?

    public init(
        acceptedTypes: BarcodeTypeSet = .all, normalization: NormalizationForm = .none,
        rules: [ValidationRule] = [], value: [UInt8]? = nil
    ) {
        self.acceptedTypes = acceptedTypes
        self.normalization = normalization
        self.rules = rules
        self.value = value
    }

    // MARK: Modifiers, as the SDK spells them

    public func barcodeTypes(_ types: BarcodeTypeSet) -> ScanField { with { $0.acceptedTypes = types } }
    public func normalize(_ form: NormalizationForm) -> ScanField { with { $0.normalization = form } }
    public func validate(_ rule: ValidationRule) -> ScanField { with { $0.rules.append(rule) } }
    public func onRejectedScan(_ handler: @escaping @Sendable (Scan, Rejection) -> Void) -> ScanField {
        with { $0.rejectionHandler = handler }
    }

    private func with(_ change: (inout ScanField) -> Void) -> ScanField {
        var copy = self
        change(&copy)
        return copy
    }

    // MARK: The pipeline

    /// What the field would do with `scan`, without doing it.
    public func evaluate(_ scan: Scan) -> ScanOutcome {
        var unlisted: BarcodeType?
        if let type = Normalizer.effectiveType(of: scan, form: normalization), !acceptedTypes.contains(type) {
            guard readsCarriedGTIN(scan, of: type) else { return .ignored(type) }
            unlisted = type
        }
        let normalized: NormalizedScan
        switch Normalizer.normalize(scan, to: normalization) {
        case .success(let result): normalized = result
        case .failure(let failure):
            if let unlisted { return .ignored(unlisted) }
            return .rejected(Rejection(step: .normalization(normalization, failure), normalized: nil))
        }
        for position in rules.indices where !rules[position].passes(normalized) {
            if let unlisted { return .ignored(unlisted) }
            return .rejected(Rejection(step: .rule(rules[position], position: position), normalized: normalized))
        }
        return .accepted(value: normalized.value, changed: normalized.value != value)
    }

    /// A field that stores GTINs and reads some GTIN type also reads a scan of another type whose GS1 data carries a
    /// GTIN, such as a Digital Link URI in a QR code (SPEC C-2.6). Never a scan of an unlisted GTIN type: the type
    /// filter decides which retail barcodes are read at all (C-2.8). Such a scan is read only to be written: one that
    /// its form or a rule would refuse is ignored, never rejected (C-2.7).
    private func readsCarriedGTIN(_ scan: Scan, of type: BarcodeType) -> Bool {
        guard normalization.gtinLength != nil, !acceptedTypes.isDisjoint(with: .gtin), !BarcodeTypeSet.gtin.contains(type),
              case .success(let stripped) = Normalizer.normalize(scan, to: .symbologyIdentifierStripped) else { return false }
        return GTINForm.carriedGTIN(stripped.value, type: stripped.type) != nil
    }

    /// Runs `scan` through the field: writes the value when it is accepted, calls the rejection handler when it is
    /// rejected, and returns what happened.
    @discardableResult
    public mutating func process(_ scan: Scan) -> ScanOutcome {
        let outcome = evaluate(scan)
        switch outcome {
        case .accepted(let newValue, _): value = newValue
        case .rejected(let rejection): rejectionHandler?(scan, rejection)
        case .ignored: break
        }
        return outcome
    }
}
