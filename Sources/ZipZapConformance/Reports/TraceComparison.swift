import ZipZapVectors

/// The expected and actual traces of one vector side by side, entry by entry, as the reports show them.
struct TraceComparison {
    struct Row {
        let index: Int
        /// The entry as compact JSON, or `(none)` when that side has no entry at this index.
        let expected: String
        let actual: String
        let isFirstDifference: Bool
    }

    let rows: [Row]

    init(expected: [JSONValue], actual: [JSONValue], firstDifference: Int?) {
        let writer = JSONWriter()
        rows = (0..<max(expected.count, actual.count)).map { index in
            Row(index: index,
                expected: index < expected.count ? writer.compact(expected[index]) : "(none)",
                actual: index < actual.count ? writer.compact(actual[index]) : "(none)",
                isFirstDifference: index == firstDifference)
        }
    }

    /// The offset, in characters, of the first character where the texts differ (the shorter one's length when one
    /// is a prefix of the other).
    static func firstDifferingCharacter(_ left: String, _ right: String) -> Int {
        var offset = 0
        for (a, b) in zip(left, right) {
            if a != b { return offset }
            offset += 1
        }
        return offset
    }
}
