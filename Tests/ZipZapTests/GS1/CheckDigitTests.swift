import Testing
import ZipZap

@Suite struct GS1CheckDigitTests {
    // GS1 General Specifications 7.9.1: GTIN-13 6291041500213.
    @Test func csum() {
        #expect(GS1Check.csum.passes("6291041500213"))
        #expect(GS1Check.csum.failureOffset(in: "6291041500214") == 12)
        #expect(GS1Check.csum.passes("09520123456788"))
        #expect(!GS1Check.csum.passes("7"))
    }

    // GS1 General Specifications 7.9.5: the check character pair of "1987654Ad4X4bL5ttr2310c" is "2K".
    @Test func csumalpha() throws {
        let pair = try #require(GS1CheckCharacterPair.checkPair(forData: Array("1987654Ad4X4bL5ttr2310c".utf8)))
        #expect(pair == (UInt8(ascii: "2"), UInt8(ascii: "K")))
        #expect(GS1Check.csumalpha.passes("1987654Ad4X4bL5ttr2310c2K"))
        #expect(GS1Check.csumalpha.failureOffset(in: "1987654Ad4X4bL5ttr2310cXK") == 23)
        #expect(GS1Check.csumalpha.failureOffset(in: "1987654Ad4X4bL5ttr2310c2X") == 23)
        #expect(GS1Check.csumalpha.failureOffset(in: "1987654Ad4X4 L5ttr2310c2K") == 12)
        #expect(!GS1Check.csumalpha.passes("2"))
        // Empty data sums to zero: pair "22".
        #expect(GS1Check.csumalpha.passes("22"))
    }

    // ISO 13616 example IBAN GB82 WEST 1234 5698 7654 32.
    @Test func iban() {
        #expect(ISO7064Mod97.isValidIBAN(Array("GB82WEST12345698765432".utf8)))
        #expect(GS1Check.iban.passes("GB82WEST12345698765432"))
        #expect(GS1Check.iban.failureOffset(in: "GB82WEST12345698765433") == 2)
        #expect(GS1Check.iban.failureOffset(in: "XX82WEST12345698765432") == 0)
        #expect(GS1Check.iban.failureOffset(in: "GB82WEST1234569876543a") == 21)
        #expect(GS1Check.iban.failureOffset(in: "GB8") == 0)
    }

    @Test func companyPrefixPosition() {
        #expect(GS1Check.gcppos1.passes("9520123456788"))
        #expect(GS1Check.gcppos1.passes("1234A"))
        #expect(GS1Check.gcppos1.failureOffset(in: "123") == 0)
        #expect(GS1Check.gcppos1.failureOffset(in: "12A4") == 2)
        #expect(GS1Check.gcppos2.passes("09520123456788"))
        #expect(GS1Check.gcppos2.failureOffset(in: "0123") == 0)
        #expect(GS1Check.gcppos2.failureOffset(in: "01X345") == 2)
    }
}
