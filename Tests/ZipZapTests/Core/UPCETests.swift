import Testing
import ZipZap

/// UPC-E expansion by each of the four zero-suppression patterns (Docs/check-digits.md). Expected UPC-A values are
/// written out by hand from the pattern table; their check digits were computed by hand with GS1 mod 10.
@Suite struct UPCETests {
    @Test(arguments: [
        ("01234505", "012000003455"), // d6 = 0: N d1 d2 d6 0000 d3 d4 d5 C
        ("04252614", "042100005264"), // d6 = 1
        ("03456721", "034200005671"), // d6 = 2
        ("01234531", "012300000451"), // d6 = 3: N d1 d2 d3 00000 d4 d5 C
        ("01234543", "012340000053"), // d6 = 4: N d1 d2 d3 d4 00000 d5 C
        ("01234572", "012345000072"), // d6 = 7: N d1 d2 d3 d4 d5 0000 d6 C
        ("01234596", "012345000096"), // d6 = 9
        ("11234502", "112000003452"), // number system 1
    ])
    func expandsEachPattern(upcE: String, upcA: String) {
        #expect(UPCE.expand(Array(upcE.utf8)) == Array(upcA.utf8))
        #expect(UPCE.isValid(Array(upcE.utf8)))
        #expect(UPCE.compress(Array(upcA.utf8)) == Array(upcE.utf8))
    }

    @Test func refusesOtherNumberSystemsAndShapes() {
        for value in ["21234505", "91234505", "0123450", "012345050", "0123A505", ""] {
            #expect(UPCE.expand(Array(value.utf8)) == nil, "\(value)")
            #expect(!UPCE.isValid(Array(value.utf8)), "\(value)")
        }
    }

    @Test func wrongCheckDigitIsInvalid() {
        #expect(!UPCE.isValid(Array("04252615".utf8)))
        #expect(!UPCE.isValid(Array("01234530".utf8)))
    }

    @Test func upcAWithoutAPatternDoesNotCompress() {
        // Item 12345 has no zeros at all.
        #expect(UPCE.compress(Array("012345123450".utf8)) == nil)
        // Number system 2 never compresses.
        #expect(UPCE.compress(Array("212000003455".utf8)) == nil)
        // d6 = 5...9 needs the last digit to be 5-9: item 00004 with manufacturer 12345 has no UPC-E.
        #expect(UPCE.compress(Array("012345000041".utf8)) == nil)
    }
}
