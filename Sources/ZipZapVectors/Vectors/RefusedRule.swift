import ZipZap

/// A rule the reference refuses when the field is configured (SPEC C-4.20), kept as written so that it reaches
/// adapters unchanged and a vector can expect the refusal.
public struct RefusedRule: Sendable, Hashable {
    /// `matches` or `length`.
    public var name: String
    /// The argument as the command line spells it: the pattern, or `MIN...MAX`.
    public var argument: String
    public var reason: String
    public var offset: Int?

    /// The rule object as vectors and requests carry it.
    public var json: JSONValue
}

extension FieldSpec.Rule {
    /// `.matches` with the pattern, or the refusal PATTERNS.md gives it.
    public static func pattern(_ source: String) -> FieldSpec.Rule {
        do { return .matches(try FieldSpec.Pattern(source)) } catch {
            return .refused(RefusedRule(
                name: "matches", argument: source, reason: error.reason.name, offset: error.offset,
                json: .object([("rule", .string("matches")), ("pattern", .string(source))])))
        }
    }

    /// `.length(min...max)`, or a refusal when the lower bound is above the upper one (SPEC C-4.3).
    public static func lengthRange(_ minimum: Int, _ maximum: Int) -> FieldSpec.Rule {
        guard minimum <= maximum else {
            return .refused(RefusedRule(
                name: "length", argument: "\(minimum)...\(maximum)", reason: "invertedRange", offset: nil,
                json: .object([("rule", .string("length")), ("min", .int(minimum)), ("max", .int(maximum))])))
        }
        return .length(minimum: minimum, maximum: maximum)
    }
}

extension FieldSpec {
    /// The refusal of the first refused rule, or nil when the field can be configured.
    public var configurationError: ConfigurationRefusal? {
        for (position, rule) in rules.enumerated() {
            if case .refused(let refused) = rule {
                return ConfigurationRefusal(position: position, rule: refused.name, reason: refused.reason, offset: refused.offset)
            }
        }
        return nil
    }
}

extension PatternError.Reason {
    /// The reason as PATTERNS.md and the protocol spell it.
    public var name: String {
        switch self {
        case .unsupportedConstruct: "unsupportedConstruct"
        case .unsupportedEscape: "unsupportedEscape"
        case .malformedEscape: "malformedEscape"
        case .danglingEscape: "danglingEscape"
        case .unbalancedParenthesis: "unbalancedParenthesis"
        case .unescapedMetacharacter: "unescapedMetacharacter"
        case .emptyClass: "emptyClass"
        case .unterminatedClass: "unterminatedClass"
        case .invalidRange: "invalidRange"
        case .misplacedHyphen: "misplacedHyphen"
        case .invalidQuantifier: "invalidQuantifier"
        case .nothingToRepeat: "nothingToRepeat"
        case .quantifiedAnchor: "quantifiedAnchor"
        case .stackedQuantifier: "stackedQuantifier"
        case .possessiveQuantifier: "possessiveQuantifier"
        case .tooDeeplyNested: "tooDeeplyNested"
        case .tooLarge: "tooLarge"
        }
    }
}
