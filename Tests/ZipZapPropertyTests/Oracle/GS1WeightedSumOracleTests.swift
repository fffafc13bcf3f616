import PropertyTesting
import Testing
import ZipZap
import ZipZapOracle

@Suite struct GS1WeightedSumOracleTests {
    // GS1 General Specifications worked example and printed labels (the same published values ZipZapTests uses).
    @Test(arguments: [("629104150021", "3"), ("9638507", "4"), ("03600029145", "2"), ("37610425002123456", "9")])
    func publishedCheckDigits(data: String, check: Character) {
        #expect(Oracle.gs1CheckDigit(forData: data) == check)
        #expect(Oracle.isValidGS1(data + String(check)))
    }

    @Test func weightedSumIsExactForAnyLength() {
        // 300 nines: 150 weighted 3 and 150 weighted 1, so the sum is 9 × 600.
        #expect(Oracle.gs1WeightedSum(String(repeating: "9", count: 300)) == 5400)
        #expect(Oracle.gs1WeightedSum("12x") == nil)
        #expect(Oracle.gs1WeightedSum("١٢") == nil)  // Arabic-Indic digits are not ASCII digits
    }

    /// Every data string of up to four digits, then random ones far longer than 64-bit integers.
    @Test func fastPathsAgreeWithOracle() {
        for length in 0...4 {
            expectNoFailure(Property.checkAll("mod10 exhaustive length \(length)", DigitStrings(length: length)) { data in
                agree(data)
            })
        }
        expectNoFailure(Property.check("mod10 fast path vs oracle", cases: 300, .digits(count: 0...400), agree))
    }

    private func agree(_ data: [UInt8]) -> Bool {
        let expected = Oracle.gs1CheckDigit(forData: text(data)).map { UInt8(String($0).utf8.first!) }
        guard GS1Mod10.checkDigit(forData: data) == expected, let expected else { return false }
        let good = data + [expected]
        let bad = data + [(expected - 0x30 + 1) % 10 + 0x30]
        return [good, bad].allSatisfy { value in
            let oracle = Oracle.isValidGS1(text(value))
            return GS1Mod10.isValid(value) == oracle && value.withUnsafeBufferPointer(GS1Mod10.isValid) == oracle
        }
    }
}
