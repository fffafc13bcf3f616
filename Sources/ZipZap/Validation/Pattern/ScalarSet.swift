/// A set of Unicode scalar values as sorted, disjoint, non-adjacent closed ranges.
struct ScalarSet: Hashable, Sendable {
    private(set) var ranges: [ClosedRange<UInt32>]

    static let maximumScalar: UInt32 = 0x10FFFF

    init<S: Sequence<ClosedRange<UInt32>>>(_ ranges: S) {
        let sorted = ranges.sorted { $0.lowerBound < $1.lowerBound }
        var merged: [ClosedRange<UInt32>] = []
        for range in sorted {
            if let last = merged.last, range.lowerBound <= last.upperBound &+ 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        self.ranges = merged
    }

    init(_ scalar: Unicode.Scalar) { ranges = [scalar.value...scalar.value] }

    static func union(_ sets: [ScalarSet]) -> ScalarSet { ScalarSet(sets.flatMap(\.ranges)) }

    var inverted: ScalarSet {
        var result: [ClosedRange<UInt32>] = []
        var next: UInt32 = 0
        for range in ranges {
            if range.lowerBound > next { result.append(next...(range.lowerBound - 1)) }
            next = range.upperBound &+ 1
        }
        if next <= Self.maximumScalar { result.append(next...Self.maximumScalar) }
        return ScalarSet(result)
    }

    // The sets behind the escapes and `.` (PATTERNS.md §3).
    static let digits = ScalarSet([0x30...0x39])
    static let wordCharacters = ScalarSet([0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A])
    static let whitespace = ScalarSet([0x09...0x0D, 0x20...0x20])
    /// Everything except the line terminators U+000A, U+000D, U+0085, U+2028 and U+2029.
    static let anyExceptLineTerminator = ScalarSet([0x0A...0x0A, 0x0D...0x0D, 0x85...0x85, 0x2028...0x2029]).inverted
}
