import PropertyTesting
import Testing
import ZipZap
import ZipZapOracle

/// Transpositions: swapping neighbours a, b moves the sum by (3 - 1)(a - b) up to sign, a multiple of ten exactly
/// when a - b = ±5; swapping digits two apart (abc to cba) swaps two digits of the same weight and never moves it.
@Suite struct TranspositionProperties {
    @Test(arguments: gtinLengths.map(\.length))
    func adjacentTranspositionIsMissedExactlyWhenDigitsDifferByFive(length: Int) {
        let type = gtinLengths.first { $0.length == length }!.type
        let cases = zip(validGTINs(length: length), .int(in: 0...(length - 2)))
        expectNoFailure(Property.check("adjacent transposition, GTIN-\(length)", cases: 300, cases) { gtin, position in
            let (a, b) = (value(gtin[position]), value(gtin[position + 1]))
            guard a != b else { return true }
            let swapped = swapping(gtin, position, position + 1)
            let missed = checkDigitRuleAccepts(swapped, as: type)
            return missed == (abs(a - b) == 5) && missed == Oracle.isValidGS1(text(swapped))
        })
        // And every pair of digits at every position, on a background made valid for it.
        var domain: [(position: Int, a: Int, b: Int)] = []
        for position in 0...(length - 2) { for a in 0...9 { for b in 0...9 where a != b { domain.append((position, a, b)) } } }
        expectNoFailure(Property.checkAll("adjacent transposition, every pair, GTIN-\(length)", domain) { position, a, b in
            guard let gtin = validGTIN(length: length, placing: [(position, a), (position + 1, b)]) else { return true }
            return checkDigitRuleAccepts(swapping(gtin, position, position + 1), as: type) == (abs(a - b) == 5)
        })
    }

    @Test(arguments: gtinLengths.map(\.length))
    func jumpTranspositionIsNeverDetected(length: Int) {
        let type = gtinLengths.first { $0.length == length }!.type
        let cases = zip(validGTINs(length: length), .int(in: 0...(length - 3)))
        expectNoFailure(Property.check("jump transposition, GTIN-\(length)", cases: 300, cases) { gtin, position in
            checkDigitRuleAccepts(swapping(gtin, position, position + 2), as: type)
        })
    }

    private func swapping(_ digits: [UInt8], _ i: Int, _ j: Int) -> [UInt8] {
        var result = digits
        result.swapAt(i, j)
        return result
    }

    /// A valid GTIN with the given digits placed, the others zero except one free data digit that absorbs the
    /// check; nil when every digit is placed.
    private func validGTIN(length: Int, placing digits: [(Int, Int)]) -> [UInt8]? {
        var base = Array(repeating: UInt8(0x30), count: length)
        for (position, value) in digits { base[position] = digit(value) }
        let placed = Set(digits.map(\.0))
        guard let free = (0..<(length - 1)).first(where: { !placed.contains($0) }) else { return nil }
        return (0...9).lazy.map { value -> [UInt8] in
            var candidate = base
            candidate[free] = digit(value)
            return candidate
        }.first { Oracle.isValidGS1(text($0)) }
    }
}
