/// What a field did with one scan. Sources turn these into their trace events.
public enum ScanOutcome: Sendable, Hashable {
    /// The field does not accept the scan's type: nothing was written and no handler was called (SPEC C-2.1).
    case ignored(BarcodeType)
    /// Normalization or a rule refused the scan: the field kept its previous value and `onRejectedScan` was called.
    case rejected(Rejection)
    /// Every rule passed and `value` was written; `changed` is false when it equals the previous value (SPEC C-5.3).
    case accepted(value: [UInt8], changed: Bool)
}

/// Why a scan was rejected: the step that refused it.
public struct Rejection: Sendable, Hashable {
    public enum Step: Sendable, Hashable {
        /// The value could not take the field's form (SPEC C-3.6).
        case normalization(NormalizationForm, NormalizationFailure)
        /// The first rule, in declaration order, that the normalized scan failed; `position` counts from 0.
        case rule(ValidationRule, position: Int)
    }

    public let step: Step
    /// The scan as normalized, when normalization succeeded.
    public let normalized: NormalizedScan?

    public init(step: Step, normalized: NormalizedScan?) {
        self.step = step
        self.normalized = normalized
    }

    /// The name reports, vectors and the command line use: `normalize`, or the rule's name (`length`, `checkDigit` ...).
    public var name: String {
        switch step {
        case .normalization: "normalize"
        case .rule(let rule, _): rule.name
        }
    }
}
