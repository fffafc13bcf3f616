/// UPC-E, the zero-suppressed form of a UPC-A whose number system is 0 or 1.
///
/// An 8-digit UPC-E `N d1 d2 d3 d4 d5 d6 C` expands by its sixth data digit `d6` (GS1 General Specifications,
/// UPC-E zero suppression):
///
/// | d6      | UPC-A                                   |
/// |---------|-----------------------------------------|
/// | 0, 1, 2 | N d1 d2 d6 0 0 0 0 d3 d4 d5 C           |
/// | 3       | N d1 d2 d3 0 0 0 0 0 d4 d5 C            |
/// | 4       | N d1 d2 d3 d4 0 0 0 0 0 d5 C            |
/// | 5 ... 9 | N d1 d2 d3 d4 d5 0 0 0 0 d6 C           |
///
/// The check digit is the UPC-A's, so a UPC-E is verified through its expansion.
public enum UPCE {
    /// The 12-digit UPC-A that an 8-digit UPC-E stands for; nil unless `upcE` is 8 ASCII digits with number
    /// system 0 or 1. The check digit is carried over, not verified.
    public static func expand(_ e: [UInt8]) -> [UInt8]? {
        guard e.count == 8, e.allSatisfy(ASCII.isDigit) else { return nil }
        let zero = UInt8(ascii: "0")
        guard e[0] == zero || e[0] == zero + 1 else { return nil }
        let (d1, d2, d3, d4, d5, d6) = (e[1], e[2], e[3], e[4], e[5], e[6])
        return [UInt8](unsafeUninitializedCapacity: 12) { upcA, count in
            upcA[0] = e[0]
            upcA[1] = d1
            upcA[2] = d2
            switch d6 &- zero {
            case 0...2: (upcA[3], upcA[4], upcA[5], upcA[6], upcA[7], upcA[8], upcA[9], upcA[10]) = (d6, zero, zero, zero, zero, d3, d4, d5)
            case 3: (upcA[3], upcA[4], upcA[5], upcA[6], upcA[7], upcA[8], upcA[9], upcA[10]) = (d3, zero, zero, zero, zero, zero, d4, d5)
            case 4: (upcA[3], upcA[4], upcA[5], upcA[6], upcA[7], upcA[8], upcA[9], upcA[10]) = (d3, d4, zero, zero, zero, zero, zero, d5)
            default: (upcA[3], upcA[4], upcA[5], upcA[6], upcA[7], upcA[8], upcA[9], upcA[10]) = (d3, d4, d5, zero, zero, zero, zero, d6)
            }
            upcA[11] = e[7]
            count = 12
        }
    }

    /// Whether `upcE` is an 8-digit UPC-E whose expansion has a correct check digit.
    public static func isValid(_ upcE: [UInt8]) -> Bool {
        guard let upcA = expand(upcE) else { return false }
        return GS1Mod10.isValid(upcA)
    }

    /// The UPC-E that zero-suppresses `upcA` (12 digits), or nil when it has none: the number system must be 0 or 1
    /// and the digits must fit one of the four patterns in its canonical place (the manufacturer digits before the
    /// zeros are not themselves zero where a shorter pattern would apply). `expand(compress(a)) == a` for every
    /// compressible `a`.
    public static func compress(_ a: [UInt8]) -> [UInt8]? {
        guard a.count == 12, a.allSatisfy(ASCII.isDigit) else { return nil }
        let zero = UInt8(ascii: "0")
        guard a[0] == zero || a[0] == UInt8(ascii: "1") else { return nil }
        func zeros(_ range: ClosedRange<Int>) -> Bool { range.allSatisfy { a[$0] == zero } }
        // a[1...5] is the manufacturer part, a[6...10] the item part, a[11] the check digit.
        let body: [UInt8]
        if a[3] <= UInt8(ascii: "2"), zeros(4...7) {
            body = [a[1], a[2], a[8], a[9], a[10], a[3]]
        } else if zeros(4...8) {
            body = [a[1], a[2], a[3], a[9], a[10], UInt8(ascii: "3")]
        } else if zeros(5...9) {
            body = [a[1], a[2], a[3], a[4], a[10], UInt8(ascii: "4")]
        } else if a[5] != zero, zeros(6...9), a[10] >= UInt8(ascii: "5") {
            body = [a[1], a[2], a[3], a[4], a[5], a[10]]
        } else {
            return nil
        }
        return [a[0]] + body + [a[11]]
    }
}
