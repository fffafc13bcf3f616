import ZipZapVectors

/// The kinds of field rule a catalogued fault may change alone (`Fault.changedRule`).
public enum FaultRuleKind: Sendable, Hashable {
    case checkDigit, length, matches, gs1

    /// The kind of a vector's rule; nil for a custom or refused rule, which no fault changes.
    init?(_ rule: FieldSpec.Rule) {
        switch rule {
        case .checkDigit: self = .checkDigit
        case .length: self = .length
        case .matches: self = .matches
        case .gs1: self = .gs1
        case .custom, .refused: return nil
        }
    }
}
