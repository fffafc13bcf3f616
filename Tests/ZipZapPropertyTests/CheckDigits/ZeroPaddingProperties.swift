import PropertyTesting
import Testing
import ZipZap
import ZipZapOracle

/// Leading zeros add nothing to the weighted sum, and weights count from the right, so padding a GTIN to 14
/// digits (or any length) keeps its check digit: GTIN-8, -12 and -13 stay valid as GTIN-14.
@Suite struct ZeroPaddingProperties {
    @Test func zeroPaddingNeverChangesTheCheckDigit() {
        let cases = zip(Generator<[UInt8]>.digits(count: 0...40), .int(in: 1...60))
        expectNoFailure(Property.check("zero padding keeps the check digit", cases: 300, cases) { data, zeros in
            let padded = Array(repeating: UInt8(0x30), count: zeros) + data
            let check = GS1Mod10.checkDigit(forData: data)
            return GS1Mod10.checkDigit(forData: padded) == check
                && Oracle.gs1CheckDigit(forData: text(padded)) == Oracle.gs1CheckDigit(forData: text(data))
        })
    }

    @Test(arguments: gtinLengths.map(\.length).filter { $0 < 14 })
    func paddedGTINsStayValidAsGTIN14(length: Int) {
        expectNoFailure(Property.check("GTIN-\(length) padded to 14", cases: 200, validGTINs(length: length)) { gtin in
            let padded = Array(repeating: UInt8(0x30), count: 14 - length) + gtin
            return checkDigitRuleAccepts(padded, as: .itf14) && checkDigitRuleAccepts(padded, as: nil)
        })
    }
}
