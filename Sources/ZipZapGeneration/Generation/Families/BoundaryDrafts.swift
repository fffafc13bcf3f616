import ZipZap
import ZipZapConformance

extension VectorDraft {
    /// A hand-written direct-source vector from scans and their outcomes; the final value follows from the field's
    /// initial value and the accepted scans (SPEC C-5.3).
    static func expecting(
        _ key: String, _ description: String, clauses: [String], flags: [String], field: FieldSpec,
        _ items: [(Scan, Expectation.Outcome)]
    ) -> VectorDraft {
        let final = items.reduce(field.initialValue) { bound, item in
            guard case .accepted(let value) = item.1 else { return bound }
            return value
        }
        return .direct(key, description, clauses: clauses, flags: flags, field: field, items, finalValue: final)
    }
}

/// GS1 mod 10 written independently of `Sources/ZipZap`: left to right, a data digit weighs 3 when an odd number of
/// places separate it from the check digit, else 1 (GS1 General Specifications 7.9.1).
enum IndependentMod10 {
    static func checkDigit(_ data: [UInt8]) -> UInt8 {
        var sum = 0
        for (index, byte) in data.enumerated() {
            sum += Int(byte - 48) * ((data.count - index) % 2 == 1 ? 3 : 1)
        }
        return UInt8(48 + (10 - sum % 10) % 10)
    }

    /// The digits with their check digit appended.
    static func complete(_ data: String) -> String {
        data + String(UnicodeScalar(checkDigit(Array(data.utf8))))
    }
}
