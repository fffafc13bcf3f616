/// ISO 7064 MOD 97-10, the check of IBANs (ISO 13616): letters count as 10 to 35, the four leading characters move
/// to the end, and a valid number leaves remainder 1 when divided by 97.
public enum ISO7064Mod97 {
    /// The remainder modulo 97 of the digits and upper-case letters of `characters`, read as one number with each
    /// letter replaced by its two-digit value; nil for any other character.
    public static func remainder<C: Collection<UInt8>>(of characters: C) -> Int? {
        var remainder = 0
        for byte in characters {
            if ASCII.isDigit(byte) {
                remainder = (remainder * 10 + ASCII.digitValue(byte)) % 97
            } else if ASCII.isUpperLetter(byte) {
                remainder = (remainder * 100 + Int(byte - UInt8(ascii: "A")) + 10) % 97
            } else {
                return nil
            }
        }
        return remainder
    }

    /// Whether `iban` (country code, check digits, account number; no spaces) passes MOD 97-10.
    public static func isValidIBAN<C: Collection<UInt8>>(_ iban: C) -> Bool {
        let bytes = Array(iban)
        guard bytes.count >= 5 else { return false }
        return remainder(of: bytes[4...] + bytes[..<4]) == 1
    }
}
