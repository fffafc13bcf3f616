import ZipZap
import ZipZapConformance

/// What the spec says a field does with one scan, for the boundary families: their expectations are computed from
/// the spec's own definitions (sets written out from SPEC/PATTERNS, GS1 arithmetic done here), never by the reference.
enum SpecOutcome: Sendable {
    case accept([UInt8])
    case reject(String, position: Int?)
    case ignore(BarcodeType)

    static func accept(_ text: String) -> SpecOutcome { .accept(Array(text.utf8)) }
}

extension VectorDraft {
    /// A hand-written direct-source vector from scans and their outcomes; `changed` and the final value follow from
    /// the field's initial value and the accepted scans (SPEC C-5.3).
    static func expecting(
        _ key: String, _ description: String, clauses: [String], flags: [String], field: FieldSpec, _ items: [(Scan, SpecOutcome)]
    ) -> VectorDraft {
        var bound = field.initialValue
        let steps = items.map { scan, outcome -> (Scan, Expect) in
            switch outcome {
            case .accept(let value):
                defer { bound = value }
                return (scan, .acceptedBytes(value, changed: value != bound))
            case .reject(let step, let position): return (scan, .rejected(step, position: position))
            case .ignore(let type): return (scan, .ignored(type))
            }
        }
        return .direct(key, description, clauses: clauses, flags: flags, field: field, steps, finalValue: bound)
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
