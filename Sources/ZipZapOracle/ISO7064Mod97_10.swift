extension Oracle {
    /// The two ISO/IEC 7064 MOD 97-10 check digits for `data` (digits, and capital letters read as 10 to 35 the
    /// way IBAN and GS1 AI 8007 do): the pair `cc` for which the number `data cc` leaves remainder 1 when divided
    /// by 97. Computed on the whole number at once, however long. Nil for any other character.
    public static func iso7064Mod97_10(_ data: some StringProtocol) -> String? {
        guard let number = mod97Number(data) else { return nil }
        let check = 98 - (number * 100).modulo(97)
        return check < 10 ? "0\(check)" : "\(check)"
    }

    /// Whether `string` (data followed by its two check digits) satisfies ISO/IEC 7064 MOD 97-10.
    public static func isValidISO7064Mod97_10(_ string: some StringProtocol) -> Bool {
        guard string.count >= 3, string.suffix(2).allSatisfy({ $0.wholeNumberValueIfASCIIDigit != nil }),
              let number = mod97Number(string) else { return false }
        return number.modulo(97) == 1
    }

    /// Whether `iban` (compact: no spaces) is a well-formed IBAN by its check digits: two capital letters, two
    /// digits, then the BBAN; the first four characters are moved to the end before the MOD 97-10 check.
    public static func isValidIBAN(_ iban: some StringProtocol) -> Bool {
        let characters = Array(iban)
        guard characters.count >= 5, characters.count <= 34,
              characters[0...1].allSatisfy({ $0.isASCII && $0.isUppercase }),
              characters[2...3].allSatisfy({ $0.wholeNumberValueIfASCIIDigit != nil }) else { return false }
        return isValidISO7064Mod97_10(String(characters[4...] + characters[0...3]))
    }

    /// The digits, with each letter written as its two-digit value, as one big number.
    private static func mod97Number(_ data: some StringProtocol) -> BigInteger? {
        var numeral = ""
        for character in data {
            if let digit = character.wholeNumberValueIfASCIIDigit {
                numeral += String(digit)
            } else if character.isASCII, character.isUppercase, let value = character.asciiValue {
                numeral += String(Int(value) - Int(Character("A").asciiValue!) + 10)
            } else {
                return nil
            }
        }
        return numeral.isEmpty ? BigInteger(0) : BigInteger(decimal: numeral)
    }
}
