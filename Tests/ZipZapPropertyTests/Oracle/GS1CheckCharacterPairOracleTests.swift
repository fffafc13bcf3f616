import PropertyTesting
import Testing
import ZipZapOracle

@Suite struct GS1CheckCharacterPairOracleTests {
    /// The GS1 General Specifications example (AI 8013) and GS1's Syntax Dictionary test values for the
    /// `csumalpha` linter.
    @Test(arguments: [
        "1987654Ad4X4bL5ttr2310c2K", "12345678901234567890123NT", "12345_ABCDEFGHIJKLMCP", "12345_abcdefghijklmN3",
        "12345_!\"%&'()*+,-./LC", "12345_0123456789:;<=>?62", "7907665Bm8v2AB", "00000!HV", "99999zzzzzzzzzzzzzzzzzzT2",
        "22", "!22",
    ])
    func publishedExamples(_ value: String) {
        #expect(Oracle.isValidGS1CheckCharacterPair(value))
        #expect(Oracle.gs1CheckCharacterPair(value.dropLast(2)) == String(value.suffix(2)))
    }

    @Test func rejectsOutsideTheCharacterSets() {
        #expect(Oracle.gs1CheckCharacterPair("12 4") == nil)
        #expect(!Oracle.isValidGS1CheckCharacterPair("1987654Ad4X4bL5ttr2310cXK"))
        #expect(!Oracle.isValidGS1CheckCharacterPair("2"))
    }

    /// Against the definition computed another way: `Int` arithmetic with primes from trial division.
    @Test func agreesWithIndependentDefinition() {
        let primes = (2...2000).filter { n in (2..<n).prefix { $0 * $0 <= n }.allSatisfy { n % $0 != 0 } }
        let data = Generator<[Int]>(
            generate: { random in (0..<Int.random(in: 0...300, using: &random)).map { _ in Int.random(in: 0..<82, using: &random) } },
            describe: { String($0.map { Oracle.cset82[$0] }) })
        expectNoFailure(Property.check("mod1021 oracle vs trial-division primes", cases: 200, data) { values in
            let sum = values.reversed().enumerated().reduce(0) { $0 + $1.element * primes[$1.offset] } % 1021
            let expected = String([Oracle.cset32[sum / 32], Oracle.cset32[sum % 32]])
            return Oracle.gs1CheckCharacterPair(String(values.map { Oracle.cset82[$0] })) == expected
        })
    }
}
