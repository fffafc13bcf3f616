import ZipZapVectors

extension VectorResult {
    /// For an expected failure, the reason its expectations entry gives (ConformanceRun appends it to the message as
    /// ` (expected: REASON)`); nil otherwise.
    var expectationReason: String? {
        guard status == .expectedFailure, let message, let range = message.ranges(of: " (expected: ").last,
              message.hasSuffix(")") else { return nil }
        return String(message[range.upperBound...].dropLast())
    }

    /// Why the vector did not count as a pass or a failure, said for a person: the skip or expectation reason, or the
    /// missing capabilities.
    var reasonShown: String {
        switch status {
        case .expectedFailure: expectationReason ?? message ?? ""
        case .skipped: message.map { $0.hasPrefix("skip list: ") ? String($0.dropFirst(11)) : $0 } ?? ""
        default: message ?? ""
        }
    }
}
