/// Why a pattern is not in the portable subset (Conformance/PATTERNS.md), and where in the pattern the problem starts.
public struct PatternError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Reason: Sendable, Equatable {
        /// A construct some engines support and the subset does not: lookaround, named groups, inline flags, ...
        /// The associated text names it, e.g. "lookahead (?=".
        case unsupportedConstruct(String)
        /// An escape outside the subset, e.g. `\b`, `\1`, `\p`; the associated text is the escape as written.
        case unsupportedEscape(String)
        /// `\x` not followed by two hex digits, or `\u` not followed by four, or naming a surrogate.
        case malformedEscape(String)
        /// A `\` at the very end of the pattern.
        case danglingEscape
        /// A `(` without its `)`, or a `)` without its `(`.
        case unbalancedParenthesis
        /// `]` or `}` outside a class, `[` inside one: the subset requires them escaped.
        case unescapedMetacharacter(Unicode.Scalar)
        /// `[]` or `[^]`.
        case emptyClass
        /// A `[` whose class never ends.
        case unterminatedClass
        /// A range whose end comes before its start, or whose end is a class such as `\d`.
        case invalidRange
        /// A `-` inside a class that is neither first, last, escaped, nor between two range ends.
        case misplacedHyphen
        /// `{` that does not form `{n}`, `{n,}` or `{n,m}` with n ≤ m ≤ 1000.
        case invalidQuantifier
        /// A quantifier at the start of the pattern, a group or an alternative.
        case nothingToRepeat
        /// A quantifier applied to `^` or `$`.
        case quantifiedAnchor
        /// A quantifier applied to a quantifier, e.g. `a**` or `a{2}{3}`.
        case stackedQuantifier
        /// A possessive quantifier, e.g. `a*+`.
        case possessiveQuantifier
        /// Groups nested deeper than `PortablePattern.maximumNesting`.
        case tooDeeplyNested
        /// Longer than `PortablePattern.maximumSourceLength` scalars, or larger than `PortablePattern.maximumSize`
        /// once counted repetition is expanded.
        case tooLarge
    }

    public let reason: Reason
    /// The 0-based offset, in the pattern's Unicode scalars, where the problem starts.
    public let offset: Int

    public init(_ reason: Reason, at offset: Int) {
        self.reason = reason
        self.offset = offset
    }

    public var description: String { "pattern offset \(offset): \(explanation)" }

    private var explanation: String {
        switch reason {
        case .unsupportedConstruct(let construct): "\(construct) is not in the portable subset"
        case .unsupportedEscape(let escape): "the escape \(escape) is not in the portable subset"
        case .malformedEscape(let escape): "malformed escape \(escape)"
        case .danglingEscape: "the pattern ends with a lone \\"
        case .unbalancedParenthesis: "unbalanced parenthesis"
        case .unescapedMetacharacter(let scalar): "\(scalar) must be escaped as \\\(scalar)"
        case .emptyClass: "empty class"
        case .unterminatedClass: "the class is not closed with ]"
        case .invalidRange: "invalid range in class"
        case .misplacedHyphen: "a literal - in a class must come first or last, or be escaped"
        case .invalidQuantifier: "{ does not start a quantifier {n}, {n,} or {n,m} with n ≤ m ≤ 1000"
        case .nothingToRepeat: "the quantifier has nothing to repeat"
        case .quantifiedAnchor: "an anchor cannot be quantified"
        case .stackedQuantifier: "a quantifier cannot follow a quantifier"
        case .possessiveQuantifier: "possessive quantifiers are not in the portable subset"
        case .tooDeeplyNested: "groups nest more than \(PortablePattern.maximumNesting) deep"
        case .tooLarge:
            "the pattern is longer than \(PortablePattern.maximumSourceLength) scalars or larger than "
                + "\(PortablePattern.maximumSize) atoms once counted repetition is expanded"
        }
    }
}
