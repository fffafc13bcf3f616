import Testing
import ZipZapOracle

@Suite struct BigArithmeticTests {
    @Test func integersBeyondSixtyFourBits() {
        // 2^100 and 10^30 - 1, values known independently of GMP.
        #expect(BigInteger.power(2, 100).description == "1267650600228229401496703205376")
        #expect((BigInteger.power(10, 30) - 1).description == String(repeating: "9", count: 30))
        // 10^30 - 1 is divisible by 9 and by 11 (an even count of nines); -1000 = -11 × 97 + 67.
        #expect((BigInteger.power(10, 30) - 1).modulo(9) == 0 && (BigInteger.power(10, 30) - 1).modulo(11) == 0)
        #expect(BigInteger(decimal: "-1000")!.modulo(97) == 67)
        #expect(BigInteger(decimal: "12a") == nil)
        #expect(BigInteger(1000).nextPrime == 1009)
        #expect(BigInteger.power(10, 20) / 7 == BigInteger(decimal: "14285714285714285714")!)
        #expect(BigInteger(decimal: "18446744073709551616")!.intValue == nil)
    }

    @Test func rationalsInLowestTerms() {
        let sixth = BigRational(2, 12)
        #expect(sixth.description == "1/6")
        #expect(sixth.decimal(places: 4) == "0.1667")
        #expect((sixth + BigRational(1, 3)).description == "1/2")
        #expect((sixth * BigRational(6, 1)).description == "1")
        #expect(BigRational(27, 1000).decimal(places: 2) == "0.03")
        #expect(BigRational(0, 5).decimal(places: 3) == "0.000")
    }
}
