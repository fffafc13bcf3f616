import PropertyTesting
import Testing
import ZipZap
import ZipZapConformance
import ZipZapGeneration
import ZipZapOracle

/// `.checkDigit` against partial reads: the real field agrees with the oracle read by read, and the fractions
/// the analysis computes agree with brute-force enumeration where enumeration is feasible.
@Suite struct CheckDigitRuleProperties {
    @Test func fieldAgreesWithOracleOnEveryPartialRead() {
        for model in partialReadModels {
            expectNoFailure(Property.check("checkDigit on partial reads, \(model.name)", cases: 60, validFullValues(model)) { full in
                model.partialReads(of: full).allSatisfy { partial in
                    fieldAccepts([.checkDigit], partial) == oracleCheckDigitPasses(partial)
                }
            })
        }
    }

    /// Every valid value of short models, every partial read, every rule set, through the real field.
    @Test(arguments: [(4, false), (4, true), (6, true)])
    func analysisMatchesBruteForceOnShortLengths(length: Int, check: Bool) {
        let valid = check ? DigitStrings(length: length - 1).map(completed) : Array(DigitStrings(length: length))
        let ruleSets = PartialReadTable.ruleSets(fullLength: length, range: 2...(length - 2))
        for typeKnown in [true, false] {
            let model = PartialReadModel.interleaved2of5(name: "ITF", length: length, checkDigit: check, typeKnown: typeKnown)
            var outcomes: [Scan: [Bool]] = [:]  // the field is a pure function of the scan
            var passing = Array(repeating: 0, count: ruleSets.count)
            var total = 0
            for full in valid {
                for partial in model.partialReads(of: full) {
                    total += 1
                    let accepted = outcomes[partial] ?? ruleSets.map { fieldAccepts($0.rules, partial) }
                    outcomes[partial] = accepted
                    for index in ruleSets.indices where accepted[index] { passing[index] += 1 }
                }
            }
            for (index, ruleSet) in ruleSets.enumerated() {
                let result = PartialReadAnalysis.analyze(model, ruleSet)
                #expect(result.partialReads == BigInteger(total) && result.passing == BigInteger(passing[index]),
                        "ITF length \(length), check \(check), type known \(typeKnown), \(ruleSet.name)")
            }
        }
    }

    /// The EAN-13 left half, enumerated: for each of the 10^6 UPC-E bodies exactly one first digit is the right
    /// UPC-E check digit, and it passes when it is not 0 (a first digit of 0 gives no partial read). The other
    /// EAN-13 digits are free (10^5 ways, the last one fixed by the check), so they cancel out of the fraction.
    @Test func ean13LeftHalfFractionMatchesEnumeration() {
        // Read as UPC-E, the value is checked through its expansion; with no type, as the GTIN-8 it looks like.
        var passingBodies = (upcE: 0, gtin8: 0)
        for body in DigitStrings(length: 6) {
            let data = [0x31] + body
            if GS1Mod10.checkDigit(forData: UPCE.expand(data + [0x30])!.dropLast()) != 0x30 { passingBodies.upcE += 1 }
            if GS1Mod10.checkDigit(forData: data) != 0x30 { passingBodies.gtin8 += 1 }
        }
        for typeKnown in [true, false] {
            let model = PartialReadModel.ean13(name: "EAN-13", typeKnown: typeKnown)
            let passing = typeKnown ? passingBodies.upcE : passingBodies.gtin8
            let result = PartialReadAnalysis.analyze(model, PartialReadRuleSet([.checkDigit]))
            #expect(result.probability == BigRational(passing, 9 * 1_000_000))
            #expect(result.partialReads == BigInteger(9) * BigInteger.power(10, 11))
        }
    }
}
