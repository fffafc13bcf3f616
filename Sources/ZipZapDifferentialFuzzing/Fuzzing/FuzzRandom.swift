import PropertyTesting
import ZipZapConformance

/// The draws the fuzzing grammar makes, on the seeded generator property tests use, so a case is a function of its
/// seed alone.
extension SplitMix64 {
    /// A whole number in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    /// True with probability 1 / `odds`.
    mutating func oneIn(_ odds: Int) -> Bool { int(1...odds) == 1 }

    /// One of `elements` (not empty).
    mutating func element<T>(_ elements: [T]) -> T { elements[int(0...elements.count - 1)] }

    /// An ASCII digit.
    mutating func digit() -> UInt8 { UInt8(ascii: "0") + UInt8(int(0...9)) }

    mutating func digits(_ count: Int) -> [UInt8] { (0..<count).map { _ in digit() } }

    /// A value near `threshold`: one below, at, one above, twice it, zero, or anywhere up to twice it; the edges of
    /// every time window and count.
    mutating func near(_ threshold: Int64) -> Int64 {
        switch int(0...6) {
        case 0: threshold &- 1
        case 1: threshold
        case 2: threshold &+ 1
        case 3: threshold &* 2
        case 4: 0
        default: Int64.random(in: 0...max(1, threshold &* 2), using: &self)
        }
    }
}
