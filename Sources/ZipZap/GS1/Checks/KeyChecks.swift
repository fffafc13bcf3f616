/// Checks on GS1 keys and account numbers: company prefix position, the alphanumeric check pair, IBAN.
enum KeyChecks {
    /// The shortest GS1 Company Prefix has four digits.
    static let minimumCompanyPrefixLength = 4

    /// `gcppos1`/`gcppos2`: a GS1 Company Prefix starts at `start`. Offline, only its shape can be checked: at least
    /// four digits there. Whether the prefix is allocated needs GS1's registry (SPEC C-7.12).
    static func companyPrefixFailure(_ value: UnsafeBufferPointer<UInt8>, start: Int) -> Int? {
        guard value.count >= start + minimumCompanyPrefixLength else { return 0 }
        for index in start..<(start + minimumCompanyPrefixLength) where !ASCII.isDigit(value[index]) {
            return index
        }
        return nil
    }

    /// `csumalpha`: the last two characters are the check pair of the others.
    static func checkPairFailure(_ value: UnsafeBufferPointer<UInt8>) -> Int? {
        guard value.count >= 2 else { return 0 }
        let data = UnsafeBufferPointer(rebasing: value[..<(value.count - 2)])
        if let bad = CharacterSetChecks.firstOutside(.cset82, data) { return bad }
        guard let pair = GS1CheckCharacterPair.checkPair(forData: data) else { return 0 }
        return value[value.count - 2] == pair.0 && value[value.count - 1] == pair.1 ? nil : value.count - 2
    }

    /// `iban`: an ISO 3166 alpha-2 country, two check digits, then 7 to 30 digits and upper-case letters, passing
    /// ISO 7064 MOD 97-10. The shortest IBAN has 11 characters, as GS1's linter counts (SPEC C-7.71).
    static func ibanFailure(_ value: UnsafeBufferPointer<UInt8>) -> Int? {
        guard value.count >= 11, value.count <= 34 else { return 0 }
        guard CodeLists.iso3166Alpha2.contains(UnsafeBufferPointer(rebasing: value[0..<2])) else { return 0 }
        guard ASCII.isDigit(value[2]), ASCII.isDigit(value[3]) else { return 2 }
        for index in 4..<value.count where !ASCII.isDigit(value[index]) && !ASCII.isUpperLetter(value[index]) {
            return index
        }
        return ISO7064Mod97.isValidIBAN(value) ? nil : 2
    }
}
