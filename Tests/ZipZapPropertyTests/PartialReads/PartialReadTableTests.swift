import Testing
import ZipZap
import ZipZapConformance
import ZipZapGeneration
import ZipZapOracle

/// Cells of the table worked out by hand. ITF-14 has 27 partial reads: lengths 12, 10, 8, 6, 4, 2 in 2, 3, 4, 5,
/// 6, 7 ways. A partial read that `.checkDigit` checks passes with probability 1/10 (its check digit, or a
/// dropped prefix's weighted sum, is a uniform digit); one it does not check always passes.
@Suite struct PartialReadTableTests {
    private func probability(_ model: PartialReadModel, _ rules: [ValidationRule]) -> BigRational {
        PartialReadAnalysis.analyze(model, PartialReadRuleSet(rules)).probability
    }

    @Test func itf14() {
        let camera = PartialReadModel.interleaved2of5(name: "", length: 14, checkDigit: true, typeKnown: true)
        let hid = PartialReadModel.interleaved2of5(name: "", length: 14, checkDigit: true, typeKnown: false)
        #expect(probability(camera, [.checkDigit]) == BigRational(1, 1))  // reported as Interleaved 2 of 5: not a GTIN type
        #expect(probability(camera, [.length(14)]) == BigRational(0, 1))
        #expect(probability(camera, [.length(8...14)]) == BigRational(9, 27))
        // Unknown type: the 6 reads of 12 or 8 digits are checked as GTINs.
        #expect(probability(hid, [.checkDigit]) == BigRational(21 * 10 + 6, 27 * 10))
        #expect(probability(hid, [.checkDigit, .length(8...14)]) == BigRational(3 * 10 + 6, 27 * 10))
    }

    @Test func interleavedTwoOfFiveBeyondSixtyFourBits() {
        // 40 digits, 20 pairs: 19 × 22 / 2 = 209 partial reads per value, 14 + 15 + 16 + 17 of them 8 to 14 long.
        let model = PartialReadModel.interleaved2of5(name: "", length: 40, checkDigit: false, typeKnown: true)
        let result = PartialReadAnalysis.analyze(model, PartialReadRuleSet([.length(8...14)]))
        #expect(result.partialReads == BigInteger(209) * BigInteger.power(10, 40))
        #expect(result.probability == BigRational(62, 209))
    }

    @Test func ean13() {
        for typeKnown in [true, false] {
            let model = PartialReadModel.ean13(name: "", typeKnown: typeKnown)
            #expect(probability(model, [.checkDigit]) == BigRational(1, 10))
            #expect(probability(model, [.length(13)]) == BigRational(0, 1))
            #expect(probability(model, [.length(8...14)]) == BigRational(1, 1))
        }
    }

    @Test func renderedTableHasEveryRowAndColumn() {
        let table = PartialReadTable.render(interleavedLength: 10, range: 8...14)
        for row in ["ITF-14 (type reported)", "EAN-13 (HID, type unknown)", "Interleaved 2 of 5, 10 digits"] {
            #expect(table.contains(row))
        }
        #expect(table.contains("checkDigit + length=8...14  2/15  0.133333"))
    }
}
