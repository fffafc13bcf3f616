import ZipZap

/// A field's configuration as vectors carry it: types, normalization, rules and the initial bound value.
public struct FieldSpec: Sendable, Hashable {
    public enum Rule: Sendable, Hashable {
        case checkDigit
        case length(minimum: Int, maximum: Int)
        case matches(Pattern)
        /// `.gs1` with the checks across elements in `relaxed` switched off; `[]` is strict (SPEC C-7.3).
        case gs1(relaxed: GS1Options.Relaxations)
        case custom(CustomFixture)
        /// A rule the field refuses at configuration; a field holding one is never built (SPEC C-4.20).
        case refused(RefusedRule)
    }

    /// nil: every type (SPEC C-1.3).
    public var types: BarcodeTypeSet?
    public var normalization: NormalizationForm
    public var rules: [Rule]
    public var initialValue: [UInt8]?

    public init(types: BarcodeTypeSet? = nil, normalization: NormalizationForm = .none, rules: [Rule] = [], initialValue: [UInt8]? = nil) {
        self.types = types
        self.normalization = normalization
        self.rules = rules
        self.initialValue = initialValue
    }

    /// The reference field this configuration describes; only for a configuration without a refused rule
    /// (`configurationError` is nil).
    public func makeField() -> ScanField {
        ScanField(acceptedTypes: types ?? .all, normalization: normalization, rules: rules.map(\.validationRule), value: initialValue)
    }
}

extension FieldSpec.Rule {
    public var validationRule: ValidationRule {
        switch self {
        case .checkDigit: .checkDigit
        case .length(let minimum, let maximum): ValidationRule(.length(minimum: minimum, maximum: maximum))
        case .matches(let pattern): .matches(pattern.compiled)
        case .gs1(let relaxed): .gs1(GS1Options(relaxing: relaxed))
        case .custom(let fixture): fixture.rule
        case .refused(let refused): preconditionFailure("the refused rule \(refused.name) cannot be built; check configurationError first")
        }
    }

    /// The name a rejection (or a refusal) reports for this rule.
    public var name: String {
        if case .refused(let refused) = self { return refused.name }
        return validationRule.name
    }
}
