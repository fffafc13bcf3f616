import Testing
import ZipZap

/// Found by the `gs1` fuzz target: a GTIN padded to 14 digits (or expanded from UPC-E) reported its errors at offsets
/// in the padded value, past the end of the input. Offsets point into the input (SPEC C-7.15).
@Suite struct PaddedGTINOffsetTests {
    @Test(arguments: [
        ("]E0036000291482", 14),  // UPC-A, padded by 2: its check digit
        ("]E04006381333932", 15),  // EAN-13, padded by 1
        ("]E412345678", 10),  // EAN-8, padded by 6
        ("]E001234564", 10),  // UPC-E, expanded to 12 digits: its check digit is still last
        ("http://g/01/35203253", 19),  // Digital Link GTIN-8 key, padded by 6
    ])
    func checkDigitErrorPointsAtTheInputsCheckDigit(_ input: String, _ offset: Int) throws {
        let failure = try #require(GS1.validate(input))
        #expect(failure.code == .checkFailed(.csum))
        #expect(failure.offset == offset)
    }
}
