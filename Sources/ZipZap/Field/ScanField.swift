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
    public func evaluate(_ scan: Scan) -> ScanOutcome { evaluate(scan, steps: ReferenceSteps()) }

    /// What the field would do with `scan` when `steps` answer the pipeline's questions (`ScanFieldSteps`). A scan
    /// of a type the field does not list is read only for a GTIN it carries, and never rejected (SPEC C-2.7).
    /// Always inlined, so that `evaluate(_:)` is one function again, as it was before the steps were named.
    @inline(__always)
    public func evaluate(_ scan: Scan, steps: some ScanFieldSteps) -> ScanOutcome {
        var unlisted: BarcodeType?
        if let type = steps.effectiveType(of: scan, form: normalization), !acceptedTypes.contains(type) {
            guard steps.readsCarriedGTIN(scan, of: type, in: self) else { return .ignored(type) }
            unlisted = type
        }
        let normalized: NormalizedScan
        switch steps.normalize(scan, to: normalization) {
        case .success(let result): normalized = result
        case .failure(let failure):
            if let unlisted { return .ignored(unlisted) }
            return .rejected(Rejection(step: .normalization(normalization, failure), normalized: nil))
        }
        if let position = steps.refusingRule(of: rules, scan: scan, normalized: normalized) {
            if let unlisted { return .ignored(unlisted) }
            return .rejected(Rejection(step: .rule(rules[position], position: position), normalized: normalized))
        }
        return .accepted(value: normalized.value, changed: normalized.value != value)
    }

    /// Runs `scan` through the field: writes the value when it is accepted, calls the rejection handler when it is
    /// rejected, and returns what happened.
    @discardableResult
    public mutating func process(_ scan: Scan) -> ScanOutcome { process(scan, steps: ReferenceSteps()) }

    /// `process(_:)` with `steps` answering the pipeline's questions.
    @discardableResult
    public mutating func process(_ scan: Scan, steps: some ScanFieldSteps) -> ScanOutcome {
        let outcome = evaluate(scan, steps: steps)
        switch outcome {
        case .accepted(let newValue, _): value = newValue
        case .rejected(let rejection): rejectionHandler?(scan, rejection)
        case .ignored: break
        }
        return outcome
    }
}
