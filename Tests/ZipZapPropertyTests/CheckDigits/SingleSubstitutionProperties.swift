import PropertyTesting
import Testing
import ZipZap

/// Mod 10 detects every single-digit error: changing digit a to b at a position of weight w moves the sum by
/// w(b - a), and w (1 or 3) is a unit modulo 10, so the sum leaves the multiple of ten.
@Suite struct SingleSubstitutionProperties {
    @Test(arguments: gtinLengths.map(\.length))
    func everySubstitutionIsDetected(length: Int) {
        let type = gtinLengths.first { $0.length == length }!.type
        // Every position, every original digit and every replacement, on random valid backgrounds.
        let cases = zip(validGTINs(length: length), .int(in: 0...(length - 1)), .int(in: 0...9))
        for original in 0...9 {
            expectNoFailure(Property.check("substitution of \(original), GTIN-\(length)", cases: 60, cases) { background, position, replacement in
                let value = withDigit(original, at: position, keepingValid: background)
                guard replacement != original, let value else { return true }
                var changed = value
                changed[position] = digit(replacement)
                return GS1Mod10.isValid(changed) == false && !checkDigitRuleAccepts(changed, as: type)
                    && checkDigitRuleAccepts(value, as: type)
            })
        }
    }

    @Test(arguments: gtinLengths.map(\.length))
    func exhaustiveOverPositionsAndDigits(length: Int) {
        let type = gtinLengths.first { $0.length == length }!.type
        let zeros = completed(Array(repeating: 0x30, count: length - 1))
        var domain: [(Int, Int, Int)] = []
        for position in 0..<length { for a in 0...9 { for b in 0...9 where a != b { domain.append((position, a, b)) } } }
        expectNoFailure(Property.checkAll("every substitution on a zero background, GTIN-\(length)", domain) { position, a, b in
            guard let value = withDigit(a, at: position, keepingValid: zeros) else { return true }
            var changed = value
            changed[position] = digit(b)
            return !checkDigitRuleAccepts(changed, as: type)
        })
    }

    /// `gtin` with digit `value` at `position`, its check digit recomputed (or, when `position` is the check
    /// digit, the data adjusted at another position so that `value` is the right check digit).
    private func withDigit(_ value: Int, at position: Int, keepingValid gtin: [UInt8]) -> [UInt8]? {
        var result = gtin
        result[position] = digit(value)
        if position < gtin.count - 1 { return completed(Array(result.dropLast())) }
        // The check digit is fixed: find a data digit for position 0 that makes it right.
        return (0...9).lazy.map { first -> [UInt8] in
            var candidate = result
            candidate[0] = digit(first)
            return candidate
        }.first { completed(Array($0.dropLast())) == $0 }
    }
}
