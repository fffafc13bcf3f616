/// One `.validate(...)` rule. A scan must pass every rule of its field (SPEC C-4).
public struct ValidationRule: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// GS1 mod-10 check digit of GTINs; other values pass (SPEC C-4.2).
        case checkDigit
        /// The value's length in Unicode scalars lies in the range (SPEC C-4.3).
        case length(minimum: Int, maximum: Int)
        /// Some part of the value matches the pattern (SPEC C-4.4, Conformance/PATTERNS.md).
        case matches(PortablePattern)
        /// The value is well-formed GS1 data for its barcode type (SPEC C-4.5, C-7).
        case gs1(GS1Options)
        /// Your own rule, a named predicate on the normalized value and type (SPEC C-4.6).
        case custom(CustomRule)
    }

    public let kind: Kind

    public init(_ kind: Kind) { self.kind = kind }

    public static let checkDigit = ValidationRule(.checkDigit)

    /// Exactly `count` scalars long. A negative count admits no value.
    public static func length(_ count: Int) -> ValidationRule { ValidationRule(.length(minimum: count, maximum: count)) }

    /// Between `range.lowerBound` and `range.upperBound` scalars long, both included.
    public static func length(_ range: ClosedRange<Int>) -> ValidationRule {
        ValidationRule(.length(minimum: range.lowerBound, maximum: range.upperBound))
    }

    /// A pattern in the portable subset; compile it with `try PortablePattern("^LOC-\\d{4}$")`.
    public static func matches(_ pattern: PortablePattern) -> ValidationRule { ValidationRule(.matches(pattern)) }

    /// Well-formed GS1 data, strictly checked (SPEC C-7.3).
    public static let gs1 = ValidationRule(.gs1(.default))

    /// Well-formed GS1 data with the given options (e.g. `GS1Options(relaxing: .requisites)`).
    public static func gs1(_ options: GS1Options) -> ValidationRule { ValidationRule(.gs1(options)) }

    /// Your own rule: return true to accept the scan.
    public static func custom(_ name: String, _ predicate: @escaping @Sendable (NormalizedScan) -> Bool) -> ValidationRule {
        ValidationRule(.custom(CustomRule(name: name, predicate: predicate)))
    }

    /// The rule's name as the command line, vectors and reports spell it, without its argument.
    public var name: String {
        switch kind {
        case .checkDigit: "checkDigit"
        case .length: "length"
        case .matches: "matches"
        case .gs1: "gs1"
        case .custom(let rule): rule.name
        }
    }

    /// The rule with its argument, e.g. `length=8...14`.
    public var description: String {
        switch kind {
        case .checkDigit: "checkDigit"
        case .length(let minimum, let maximum) where minimum == maximum: "length=\(minimum)"
        case .length(let minimum, let maximum): "length=\(minimum)...\(maximum)"
        case .matches(let pattern): "matches=\(pattern.source)"
        case .gs1(let options): options.relaxations.isEmpty ? "gs1" : "gs1=\(options.relaxations.spelling)"
        case .custom(let rule): "custom=\(rule.name)"
        }
    }

    /// Whether `scan` passes this rule.
    @inlinable
    public func passes(_ scan: NormalizedScan) -> Bool {
        switch kind {
        case .checkDigit: CheckDigitRule.passes(scan)
        case .length(let minimum, let maximum): LengthRule.passes(scan.value, minimum: minimum, maximum: maximum)
        case .matches(let pattern): pattern.matches(scan.value)
        case .gs1(let options):
            if case .success = GS1.parse(scan.value, barcodeType: scan.type, options: options) { true } else { false }
        case .custom(let rule): rule.predicate(scan)
        }
    }
}

/// A custom rule: the closure a field runs, with the name that identifies it in reports and vectors.
/// Two custom rules are equal when their names are.
public struct CustomRule: Sendable, Hashable {
    public let name: String
    public let predicate: @Sendable (NormalizedScan) -> Bool

    public init(name: String, predicate: @escaping @Sendable (NormalizedScan) -> Bool) {
        self.name = name
        self.predicate = predicate
    }

    public static func == (lhs: CustomRule, rhs: CustomRule) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
