import Testing
import ZipZap

@Suite struct GS1Mod10Tests {
    // Worked examples from the GS1 General Specifications (check digit calculation) and printed retail labels.
    @Test(arguments: [
        ("629104150021", UInt8(ascii: "3")),      // GS1 GenSpecs example: GTIN-13 6291041500213
        ("9638507", UInt8(ascii: "4")),           // GTIN-8 96385074
        ("03600029145", UInt8(ascii: "2")),       // UPC-A 036000291452
        ("1234567890123", UInt8(ascii: "1")),     // GTIN-14 12345678901231
        ("37610425002123456", UInt8(ascii: "9")), // SSCC 376104250021234569
    ])
    func computesPublishedCheckDigits(data: String, check: UInt8) {
        #expect(GS1Mod10.checkDigit(forData: Array(data.utf8)) == check)
        #expect(GS1Mod10.isValid(Array((data + String(UnicodeScalar(check))).utf8)))
    }

    @Test func rejectsNonDigitsAndShortInput() {
        #expect(GS1Mod10.checkDigit(forData: Array("12a4".utf8)) == nil)
        #expect(!GS1Mod10.isValid(Array("7".utf8)))
        #expect(!GS1Mod10.isValid(Array("".utf8)))
        #expect(!GS1Mod10.isValid(Array("629104150021X".utf8)))
        #expect(!GS1Mod10.isValid(Array("6291041500214".utf8)))
    }

    @Test func bufferFastPathAgreesWithGenericPath() {
        for value in ["6291041500213", "6291041500214", "96385074", "0", "", "12 4", "036000291452"] {
            let bytes = Array(value.utf8)
            let fast = bytes.withUnsafeBufferPointer { GS1Mod10.isValid($0) }
            #expect(fast == GS1Mod10.isValid(bytes), "\(value)")
        }
    }
}
