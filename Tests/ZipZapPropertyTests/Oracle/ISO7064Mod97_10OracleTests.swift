import PropertyTesting
import Testing
import ZipZapOracle

@Suite struct ISO7064Mod97_10OracleTests {
    @Test func publishedExamples() {
        #expect(Oracle.iso7064Mod97_10("794") == "44")  // ISO/IEC 7064 worked example: 79444 = 819 × 97 + 1
        #expect(Oracle.isValidISO7064Mod97_10("79444"))
        // IBANs from the IBAN registry's examples.
        for iban in ["GB82WEST12345698765432", "DE89370400440532013000", "FR1420041010050500013M02606",
                     "NL91ABNA0417164300", "BE68539007547034"] {
            #expect(Oracle.isValidIBAN(iban), "\(iban)")
        }
        #expect(!Oracle.isValidIBAN("GB82WEST12345698765423"))  // last two digits swapped
        #expect(!Oracle.isValidIBAN("gb82WEST12345698765432"))
        #expect(Oracle.iso7064Mod97_10("12a") == nil)
    }

    /// The pair the oracle computes on the whole big number is the one pair 02...98 (the range ISO/IEC 7064
    /// allows: 00, 01 and 99 repeat 97, 98 and 02 modulo 97) for which a digit-at-a-time remainder (Horner's rule
    /// in `Int`) is 1.
    @Test func agreesWithBruteForceOverAllPairs() {
        let lengths = Generator<[UInt8]>.digits(count: 1...120)
        expectNoFailure(Property.check("mod97 oracle vs brute force", cases: 200, lengths) { data in
            let pairs = (2...98).map { $0 < 10 ? "0\($0)" : "\($0)" }
            let solutions = pairs.filter { hornerRemainder(text(data) + $0) == 1 }
            return solutions == [Oracle.iso7064Mod97_10(text(data))!]
        })
    }

    private func hornerRemainder(_ digits: String) -> Int {
        digits.reduce(0) { ($0 * 10 + $1.wholeNumberValue!) % 97 }
    }
}
