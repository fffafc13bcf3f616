import ZipZap
import ZipZapConformance

/// A field's rules, as the partial-read analysis reads them: the lengths they admit and whether `.checkDigit`
/// is among them. Custom rules have no model here.
public struct PartialReadRuleSet: Sendable, Hashable {
    public let rules: [ValidationRule]

    public init(_ rules: [ValidationRule]) {
        precondition(rules.allSatisfy { if case .custom = $0.kind { false } else { true } }, "custom rules have no model")
        self.rules = rules
    }

    /// `none`, or the rules as the command line spells them, joined by ` + `.
    public var name: String { rules.isEmpty ? "none" : rules.map(\.description).joined(separator: " + ") }

    /// Whether every length rule admits `length` (partial reads are ASCII digits: one scalar each).
    func admits(length: Int) -> Bool {
        rules.allSatisfy { rule in
            guard case .length(let minimum, let maximum) = rule.kind else { return true }
            return minimum <= length && length <= maximum
        }
    }

    var checksDigits: Bool { rules.contains(.checkDigit) }
}

/// What `.checkDigit` does with a value of a given length and reported type (SPEC C-4.2, restated).
enum CheckDigitTreatment {
    case notChecked
    case gs1Mod10
    case upcEExpansion
    case alwaysRejected

    init(length: Int, type: BarcodeType?) {
        let gtinLength = [8, 12, 13, 14].contains(length)
        guard let type else {
            self = gtinLength ? .gs1Mod10 : .notChecked
            return
        }
        if !type.carriesGTIN {
            self = .notChecked
        } else if type == .upcE && length == 8 {
            self = .upcEExpansion
        } else {
            self = gtinLength ? .gs1Mod10 : .alwaysRejected
        }
    }
}
