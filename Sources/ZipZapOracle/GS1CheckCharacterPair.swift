extension Oracle {
    /// GS1's 82-character set (CSET 82) in the order that gives each character its value, 0 to 81.
    public static let cset82 = Array(#"!"%&'()*+,-./0123456789:;<=>?ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz"#)

    /// GS1's 32-character set (CSET 32) of check characters, values 0 to 31.
    public static let cset32 = Array("23456789ABCDEFGHJKLMNPQRSTUVWXYZ")

    /// The GS1 check character pair for `data` (AIs 8013 and 8014; GS1 General Specifications, "Check character
    /// calculation (for alphanumeric keys)"): each data character's CSET 82 value is weighted by the successive
    /// primes 2, 3, 5, 7 ... counting from the rightmost character; the sum modulo 1021, split as 32 × high + low,
    /// gives the two characters `cset32[high]`, `cset32[low]`. Any length (the primes come from GMP).
    /// Nil when `data` holds a character outside CSET 82.
    public static func gs1CheckCharacterPair(_ data: some StringProtocol) -> String? {
        guard let sum = gs1CheckCharacterSum(data) else { return nil }
        let residue = sum.modulo(1021)
        return String([cset32[residue / 32], cset32[residue % 32]])
    }

    /// Whether `string` is data followed by its correct check character pair.
    public static func isValidGS1CheckCharacterPair(_ string: some StringProtocol) -> Bool {
        guard string.count >= 2, let pair = gs1CheckCharacterPair(string.dropLast(2)) else { return false }
        return string.suffix(2).elementsEqual(pair)
    }

    /// The exact prime-weighted sum of the CSET 82 values of `data`.
    public static func gs1CheckCharacterSum(_ data: some StringProtocol) -> BigInteger? {
        var sum = BigInteger(0)
        var prime = BigInteger(1)
        for character in data.reversed() {
            guard let value = cset82.firstIndex(of: character) else { return nil }
            prime = prime.nextPrime
            sum = sum + prime * BigInteger(value)
        }
        return sum
    }
}
