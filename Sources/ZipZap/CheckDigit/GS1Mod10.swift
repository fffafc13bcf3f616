/// The GS1 modulo-10 check digit shared by GTIN-8/12/13/14, GLN, SSCC, GSIN, GSRN and the other GS1 keys:
/// weights 3 and 1 alternate from the rightmost digit of the data (the one next to the check digit), and the
/// check digit brings the weighted sum up to a multiple of ten.
public enum GS1Mod10 {
    /// The check digit (as an ASCII digit) for `data`, the digits before the check digit;
    /// nil when `data` holds a byte that is not an ASCII digit.
    @inlinable
    public static func checkDigit<C: BidirectionalCollection<UInt8>>(forData data: C) -> UInt8? {
        var sum = 0
        var weightThree = true
        var index = data.endIndex
        while index != data.startIndex {
            data.formIndex(before: &index)
            let digit = Int(data[index] &- 0x30)
            guard digit < 10 else { return nil }
            sum &+= weightThree ? digit &* 3 : digit
            weightThree.toggle()
        }
        return UInt8(truncatingIfNeeded: (10 - sum % 10) % 10) + 0x30
    }

    /// Whether `digits` (the data followed by its check digit) are all ASCII digits, at least two, and end in the
    /// right check digit.
    @inlinable
    public static func isValid<C: BidirectionalCollection<UInt8>>(_ digits: C) -> Bool {
        guard digits.count >= 2 else { return false }
        let last = digits.index(before: digits.endIndex)
        return checkDigit(forData: digits[digits.startIndex..<last]) == digits[last]
    }

    /// `isValid` for contiguous bytes: the fast path the rules use.
    @inlinable
    public static func isValid(_ digits: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = digits.count
        guard count >= 2 else { return false }
        var sum = 0
        var position = count - 2
        var weight = 3
        while position >= 0 {
            let digit = Int(digits[position] &- 0x30)
            guard digit < 10 else { return false }
            sum &+= digit &* weight
            weight = 4 - weight
            position -= 1
        }
        let check = Int(digits[count - 1] &- 0x30)
        return check < 10 && (sum &+ check) % 10 == 0
    }
}
