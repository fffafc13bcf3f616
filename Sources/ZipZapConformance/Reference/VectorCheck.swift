import ZipZapVectors

/// Compares an implementation's result for a vector with the vector's expectation.
public enum VectorCheck {
    public struct Difference: Sendable, Hashable, CustomStringConvertible {
        /// Index of the first trace entry that differs, or nil when the traces match and the value does not.
        public let firstDifferingEntry: Int?
        public let message: String
        public var description: String { message }
    }

    /// nil when the reference's (or another implementation's) result is what the vector expects.
    public static func difference(_ vector: Vector, _ result: ReferenceEngine.Result) -> Difference? {
        if let refusal = result.refusal { return difference(vector, actualRefusal: refusal) }
        return difference(vector, actualTrace: result.trace, actualValue: result.value)
    }

    /// nil when the vector expects this refusal of its configuration (SPEC C-4.20).
    public static func difference(_ vector: Vector, actualRefusal: ConfigurationRefusal) -> Difference? {
        guard let expected = vector.expectedError else {
            return Difference(firstDifferingEntry: 0, message: "expected a trace, got a configuration error: \(actualRefusal)")
        }
        return expected.mismatch(actualRefusal).map {
            Difference(firstDifferingEntry: nil, message: "configuration error: \($0)")
        }
    }

    /// nil when `actualTrace` and `actualValue` are what the vector expects. A GS1 parser vector's outcome (the
    /// trace's one entry) is compared on `gs1Members`: what the implementation reports.
    public static func difference(
        _ vector: Vector, actualTrace: [JSONValue], actualValue: [UInt8]?, gs1Members: Set<GS1ParseMember> = GS1ParseMember.everything
    ) -> Difference? {
        if let expected = vector.expectedError {
            return Difference(firstDifferingEntry: nil, message: "expected the configuration to be refused (\(expected)), got a trace")
        }
        if vector.gs1 != nil {
            return GS1ParseCheck.difference(expected: vector.expectedTrace.first ?? .null, actual: actualTrace.first, members: gs1Members)
                .map { Difference(firstDifferingEntry: 0, message: $0) }
        }
        let writer = JSONWriter()
        for index in 0..<max(vector.expectedTrace.count, actualTrace.count) {
            let expected = index < vector.expectedTrace.count ? vector.expectedTrace[index] : nil
            let actual = index < actualTrace.count ? actualTrace[index] : nil
            if let expected, let actual, expected.isEquivalent(to: actual) { continue }
            return Difference(
                firstDifferingEntry: index,
                message: "trace entry \(index): expected \(expected.map(writer.compact) ?? "no entry"), got \(actual.map(writer.compact) ?? "no entry")")
        }
        guard vector.expectedValue == actualValue else {
            return Difference(
                firstDifferingEntry: nil,
                message: "final value: expected \(describe(vector.expectedValue)), got \(describe(actualValue))")
        }
        return nil
    }

    static func describe(_ value: [UInt8]?) -> String {
        value.map { "\"" + ValueEscaping.display($0) + "\"" } ?? "none (never written)"
    }
}
