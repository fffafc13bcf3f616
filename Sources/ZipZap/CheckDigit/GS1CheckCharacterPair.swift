/// The GS1 alphanumeric check character pair (GS1 General Specifications 7.9.5), used by AIs 8013 (GMN) and 8014
/// (MUDI): each data character's position in CSET 82 is weighted by a prime (2 for the rightmost character, then 3,
/// 5, 7 ... leftwards), the sum taken modulo 1021, and its 10 bits written as two characters of CSET 32.
public enum GS1CheckCharacterPair {
    /// CSET 82 in the order that gives each character its value 0 to 81.
    static let cset82Values: [Int8] = {
        var values = [Int8](repeating: -1, count: 128)
        let order = "!\"%&'()*+,-./0123456789:;<=>?ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz"
        for (value, byte) in order.utf8.enumerated() { values[Int(byte)] = Int8(value) }
        return values
    }()

    /// CSET 32, the characters of a check pair, in value order.
    static let cset32: [UInt8] = Array("23456789ABCDEFGHJKLMNPQRSTUVWXYZ".utf8)

    /// The first primes, one weight per data position; 97 of them cover the longest AI value (99 characters) less
    /// its pair.
    static let primes: [Int] = {
        var primes: [Int] = []
        var candidate = 2
        while primes.count < maxDataLength {
            if primes.allSatisfy({ candidate % $0 != 0 }) { primes.append(candidate) }
            candidate += 1
        }
        return primes
    }()

    static let maxDataLength = 97

    /// The check pair for `data`; nil when `data` holds a character outside CSET 82 or is longer than 97.
    public static func checkPair<C: Collection<UInt8>>(forData data: C) -> (UInt8, UInt8)? {
        let count = data.count
        guard count <= maxDataLength else { return nil }
        var sum = 0
        var weightIndex = count - 1
        for byte in data {
            guard byte < 128 else { return nil }
            let value = Int(cset82Values[Int(byte)])
            guard value >= 0 else { return nil }
            sum += value * primes[weightIndex]
            weightIndex -= 1
        }
        sum %= 1021
        return (cset32[sum >> 5], cset32[sum & 31])
    }

    /// Whether `value` (data followed by its check pair) ends in the right pair.
    public static func isValid<C: Collection<UInt8>>(_ value: C) -> Bool {
        let bytes = Array(value)
        guard bytes.count >= 2, let pair = checkPair(forData: bytes.dropLast(2)) else { return false }
        return bytes[bytes.count - 2] == pair.0 && bytes[bytes.count - 1] == pair.1
    }
}
