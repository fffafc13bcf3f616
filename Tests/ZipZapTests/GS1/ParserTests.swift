import Testing
import ZipZap

/// Parses `text` and returns the bracketed form, or the error message.
func bracketed(_ text: String, form: GS1InputForm? = nil, options: GS1Options = .default) -> String {
    switch GS1.parse(text, form: form, options: options) {
    case .success(let elements): elements.bracketed
    case .failure(let error): "ERROR \(error.code)"
    }
}

func error(_ text: String, form: GS1InputForm? = nil, options: GS1Options = .default) -> GS1Error? {
    GS1.validate(text, form: form, options: options)
}

@Suite struct ParserTests {
    @Test func bracketedElementStrings() throws {
        let parsed = try GS1.parse("(01)09520123456788(10)ABC123(17)261231").get()
        #expect(parsed.elements.map(\.ai) == ["01", "10", "17"])
        #expect(parsed.elements.map(\.value) == ["09520123456788", "ABC123", "261231"])
        #expect(parsed.elements.map(\.title) == ["GTIN", "BATCH/LOT", "USE BY or EXPIRY"])
        #expect(parsed.gtin == "09520123456788")
    }

    @Test func escapedBracketsInValues() throws {
        let parsed = try GS1.parse("(01)09520123456788(10)A\\(B)C").get()
        #expect(parsed.value(for: "10") == "A(B)C")
        #expect(parsed.bracketed == "(01)09520123456788(10)A\\(B)C")
    }

    // GS1 General Specifications 7.8.5: FNC1 separates a variable-length element from the next; none is needed
    // after a predefined-length AI.
    @Test func unbracketedWithFNC1AsGSOrCaret() {
        let expected = "(01)09520123456788(10)ABC123(17)261231"
        #expect(bracketed("^010952012345678810ABC123^17261231") == expected)
        #expect(bracketed("\u{1D}010952012345678810ABC123\u{1D}17261231") == expected)
        #expect(bracketed("010952012345678810ABC123\u{1D}17261231") == expected)
        #expect(bracketed("^0109520123456788^10ABC123^17261231") == expected)  // superfluous FNC1 tolerated
        #expect(bracketed("^010952012345678810ABC123^") == "(01)09520123456788(10)ABC123")
    }

    @Test func separatorSubstitutes() {
        var options = GS1Options()
        options.separatorSubstitutes = [UInt8(ascii: "~")]
        #expect(bracketed("010952012345678810ABC123~17261231", options: options) == "(01)09520123456788(10)ABC123(17)261231")
        #expect(bracketed("010952012345678810ABC123~17261231") == "ERROR invalidCharacter(ZipZap.GS1CharacterSet.cset82)")
    }

    // ISO/IEC 15424 symbology identifiers for GS1 data: GS1-128 ]C1, GS1 DataBar ]e0, GS1 DataMatrix ]d2,
    // GS1 QR Code ]Q3, GS1 DotCode ]J1.
    @Test(arguments: ["]C1", "]e0", "]d2", "]Q3", "]J1"])
    func scanDataCarryingElementStrings(identifier: String) {
        #expect(bracketed(identifier + "010952012345678810ABC123\u{1D}17261231")
            == "(01)09520123456788(10)ABC123(17)261231")
    }

    @Test func scanDataFromTheBrief() throws {
        let parsed = try GS1.parse("]C1010703206980498815210526100329").get()
        #expect(parsed.bracketed == "(01)07032069804988(15)210526(10)0329")
    }

    // EAN/UPC scan data maps to AI (01) with the GTIN padded to 14 digits (GS1 General Specifications 3.3.2).
    @Test func eanUPCScanData() {
        #expect(bracketed("]E09520123456788") == "(01)09520123456788")  // EAN-13
        #expect(bracketed("]E0036000291452") == "(01)00036000291452")  // UPC-A as 12 digits
        #expect(bracketed("]E00036000291452") == "(01)00036000291452")  // UPC-A as 13 digits
        #expect(bracketed("]E401234565") == "(01)00000001234565")  // EAN-8
        #expect(bracketed("]E001234565") == "(01)00012345000065")  // UPC-E expanded to UPC-A 012345000065
        #expect(bracketed("]E09520123456789") == "ERROR checkFailed(ZipZap.GS1Check.csum)")
        #expect(bracketed("]E0123") == "ERROR valueTooShort")
        #expect(bracketed("]E412345678901") == "ERROR valueTooLong")
        #expect(bracketed("]E4") == "ERROR valueTooShort")
    }

    @Test func digitalLinkInScanData() {
        #expect(bracketed("]Q1https://id.gs1.org/01/09520123456788/10/ABC123") == "(01)09520123456788(10)ABC123")
        #expect(bracketed("]d1https://example.com/01/09520123456788") == "(01)09520123456788")
        #expect(bracketed("]J0HTTPS://EXAMPLE.COM/01/09520123456788") == "(01)09520123456788")
        #expect(error("]Q1just text")?.code == .unsupportedSymbology)
        #expect(error("]A0123")?.code == .unsupportedSymbology)
    }

    @Test func detectsTheForm() {
        #expect(bracketed("(01)09520123456788", form: .bracketed) == "(01)09520123456788")
        #expect(bracketed("0109520123456788", form: .unbracketed) == "(01)09520123456788")
        #expect(error("(01)09520123456788", form: .unbracketed)?.code == .malformedAI)
    }
}

/// GS1 Digital Link Standard: URI Syntax (path: primary key then qualifiers in order; query: data attributes).
@Suite struct DigitalLinkParserTests {
    @Test func keyQualifiersAndAttributes() throws {
        let parsed = try GS1.parse("https://id.gs1.org/01/09520123456788/10/ABC123?17=261231").get()
        #expect(parsed.bracketed == "(01)09520123456788(10)ABC123(17)261231")
    }

    @Test func anyHostAndPathPrefix() {
        #expect(bracketed("https://example.com/products/x/01/09520123456788/22/V1/10/L1/21/S1")
            == "(01)09520123456788(22)V1(10)L1(21)S1")
        #expect(bracketed("HTTP://Example.COM/01/09520123456788") == "(01)09520123456788")
    }

    @Test func qualifiersMustKeepGS1Order() {
        #expect(bracketed("https://id.gs1.org/01/09520123456788/21/S1") == "(01)09520123456788(21)S1")
        #expect(error("https://id.gs1.org/01/09520123456788/21/S1/10/L1")?.code == .invalidQualifier)
        #expect(error("https://id.gs1.org/01/09520123456788/10/L1/235/T1")?.code == .invalidQualifier)
        #expect(bracketed("https://id.gs1.org/01/09520123456788/235/T1") == "(01)09520123456788(235)T1")
    }

    @Test func percentEncodingAndShortGTINs() {
        #expect(bracketed("https://id.gs1.org/01/09520123456788/10/A%2FB%25") == "(01)09520123456788(10)A/B%")
        #expect(error("https://id.gs1.org/01/09520123456788/10/A%2")?.code == .invalidPercentEncoding)
        #expect(bracketed("https://id.gs1.org/01/9520123456788") == "(01)09520123456788")
    }

    @Test func queryParameters() {
        #expect(bracketed("https://id.gs1.org/01/09520123456788?linkType=all&17=261231#frag") == "(01)09520123456788(17)261231")
        #expect(error("https://id.gs1.org/01/09520123456788?21=S1")?.code == .notDigitalLinkAttribute)
        #expect(error("https://id.gs1.org/01/09520123456788?9999=1")?.code == .unknownAI)
    }

    @Test func rejectsNonDigitalLinks() {
        #expect(error("https://id.gs1.org/")?.code == .invalidDigitalLink)
        #expect(error("https://id.gs1.org/10/ABC")?.code == .invalidDigitalLink)
        #expect(error("https:///01/09520123456788")?.code == .invalidDigitalLink)
        #expect(error("https://id.gs1.org/01/09520123456789")?.code == .checkFailed(.csum))
    }
}

/// The entry point the `.gs1` rule uses when the barcode type is known (SPEC C-7.13).
@Suite struct BarcodeTypeTests {
    func parse(_ value: String, _ type: BarcodeType?) -> String {
        switch GS1.parse(Array(value.utf8), barcodeType: type) {
        case .success(let elements): elements.bracketed
        case .failure(let error): "ERROR \(error.code)"
        }
    }

    @Test func typesThatCarryGS1Data() {
        #expect(parse("010952012345678810ABC", .gs1128) == "(01)09520123456788(10)ABC")
        #expect(parse("0109520123456788", .gs1DataBar) == "(01)09520123456788")
        #expect(parse("9520123456788", .ean13) == "(01)09520123456788")
        #expect(parse("036000291452", .upcA) == "(01)00036000291452")
        #expect(parse("01234565", .upcE) == "(01)00012345000065")
        #expect(parse("96385074", .ean8) == "(01)00000096385074")
        #expect(parse("19520123456785", .itf14) == "(01)19520123456785")
        #expect(parse("https://id.gs1.org/01/09520123456788", .qr) == "(01)09520123456788")
    }

    @Test func typesThatDoNot() {
        #expect(parse("0109520123456788", .code128) == "ERROR unsupportedSymbology")
        #expect(parse("0109520123456788", .code39) == "ERROR unsupportedSymbology")
        #expect(parse("0109520123456788", .qr) == "ERROR unsupportedSymbology")
        // A plain EAN-13 read as an element string would be AI (95): the type prevents that.
        #expect(parse("9520123456789", .ean13) == "ERROR checkFailed(ZipZap.GS1Check.csum)")
    }

    @Test func stringEntryPoints() {
        #expect(GS1.validate("9520123456788", barcodeType: .ean13) == nil)
        #expect(GS1.validate("9520123456789", barcodeType: .ean13)?.code == .checkFailed(.csum))
        #expect((try? GS1.parse("(01)09520123456788(10)X", barcodeType: nil).get())?.gtin == "09520123456788")
    }

    @Test func unknownTypeDetectsTheForm() {
        #expect(parse("(01)09520123456788", nil) == "(01)09520123456788")
        #expect(parse("]C10109520123456788", .code128) == "(01)09520123456788")
    }
}

@Suite struct DigitalLinkEdgeTests {
    @Test func emptySegmentsAreRejected() {
        #expect(error("https://id.gs1.org/01/09520123456788/")?.code == .invalidDigitalLink)
        #expect(error("https://id.gs1.org//01/09520123456788") == nil)
        #expect(error("https://id.gs1.org/01//10/ABC")?.code == .emptyValue)
    }
}
