/// The ways a piece of a pattern can match the empty string: unconditionally, only at the start of the value (it passes
/// a `^`), only at its end (a `$`), or only where both hold (an empty value). A set of those four cases, as bits.
struct EmptyMatchConditions: Equatable, Sendable {
    private(set) var bits: UInt8

    private init(bits: UInt8) { self.bits = bits }

    static let never = Self(bits: 0)
    static let always = Self(bits: 1 << 0)
    static let atStart = Self(bits: 1 << 1)
    static let atEnd = Self(bits: 1 << 2)
    static let atStartAndEnd = Self(bits: 1 << 3)

    func contains(_ condition: Self) -> Bool { bits & condition.bits != 0 }

    /// Either piece matching empty.
    func union(_ other: Self) -> Self { Self(bits: bits | other.bits) }

    /// This piece and then `other` both matching empty: the conditions add up (bit i's condition is the pair of
    /// flags i & 1 = needs start, i & 2 = needs end).
    func followed(by other: Self) -> Self {
        var result: UInt8 = 0
        for i in 0..<4 where bits & (1 << i) != 0 {
            for j in 0..<4 where other.bits & (1 << j) != 0 { result |= 1 << (i | j) }
        }
        return Self(bits: result)
    }

    /// One or more repetitions of this piece matching empty.
    var repeated: Self {
        var result = self
        while true {
            let next = result.union(result.followed(by: self))
            if next == result { return result }
            result = next
        }
    }
}
