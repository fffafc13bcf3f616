import Testing
import ZipZap

private func normalize(_ bytes: [UInt8], _ type: BarcodeType?, _ form: NormalizationForm) -> Result<NormalizedScan, NormalizationFailure> {
    Normalizer.normalize(Scan(value: bytes, type: type), to: form)
}

private func normalize(_ value: String, _ type: BarcodeType?, _ form: NormalizationForm) -> Result<NormalizedScan, NormalizationFailure> {
    normalize(Array(value.utf8), type, form)
}

@Suite struct NormalizationTests {
    @Test func noneKeepsEveryByte() throws {
        let bytes: [UInt8] = [0x20, 0xFF, 0x00, 0x31, 0x0D]
        #expect(try normalize(bytes, nil, .none).get() == NormalizedScan(value: bytes, type: nil))
    }

    // C-3.2
    @Test(arguments: [
        (" \t4006381333931\r\n", "4006381333931"),
        ("\u{FEFF}ABC\u{00A0}", "ABC"),            // byte-order mark, no-break space
        ("\u{2003}ABC\u{3000}\u{0085}", "ABC"),    // em space, ideographic space, NEL (a C1 control)
        ("\u{1D}01\u{1D}10\u{1D}", "01\u{1D}10"),  // GS at the ends goes, GS inside stays
        ("A B", "A B"),
        ("  ", ""),
        ("", ""),
        ("\u{7F}x\u{9F}", "x"),                     // DEL and the last C1 control
        ("\u{200B}x", "\u{200B}x"),                 // zero-width space is neither White_Space nor Cc: kept
    ])
    func trimmingRemovesWhiteSpaceAndControlsAtTheEnds(input: String, expected: String) throws {
        #expect(try normalize(input, nil, .trimmed).get().value == Array(expected.utf8))
    }

    @Test func illFormedBytesAreNeverTrimmed() throws {
        // 0xC2 alone is an ill-formed subpart (U+FFFD), not a C1 control.
        #expect(try normalize([0xC2, 0x41, 0x20], nil, .trimmed).get().value == [0xC2, 0x41])
        #expect(try normalize([0x20, 0xE2, 0x80], nil, .trimmed).get().value == [0xE2, 0x80])
    }

    // C-3.3, C-2.5
    @Test(arguments: [
        ("]E04006381333931", "4006381333931", BarcodeType.ean13),
        ("]E00036000291452", "0036000291452", .upcA),
        ("]E0036000291452", "036000291452", .upcA),
        ("]E004252614", "04252614", .upcE),
        ("]E496385074", "96385074", .ean8),
        ("]I110012345678902", "10012345678902", .itf14),
        ("]I01234", "1234", .interleaved2of5),
        ("]C1010952012345678810ABC", "010952012345678810ABC", .gs1128),
        ("]C0HELLO", "HELLO", .code128),
        ("]d2010952012345678810ABC", "010952012345678810ABC", .gs1DataMatrix),
        ("]Q1https://example.com", "https://example.com", .qr),
        ("]Q3010952012345678810ABC", "010952012345678810ABC", .gs1QR),
        ("]A0ABC-1", "ABC-1", .code39),
        ("]e00109520123456788", "0109520123456788", .gs1DataBar),
        ("\r]J1010952012345678810ABC\n", "010952012345678810ABC", .gs1DotCode),
    ])
    func strippingLearnsTheType(input: String, value: String, type: BarcodeType) throws {
        #expect(try normalize(input, nil, .symbologyIdentifierStripped).get() == NormalizedScan(value: Array(value.utf8), type: type))
    }

    @Test func reportedTypeWinsAndUnknownIdentifiersStay() throws {
        // C-2.3: the identifier goes, the reported type stays.
        #expect(try normalize("]E04006381333931", .qr, .symbologyIdentifierStripped).get()
            == NormalizedScan(value: Array("4006381333931".utf8), type: .qr))
        // ]X9 names no type of ours: kept in the value, type still unknown.
        #expect(try normalize("]X9ABC", nil, .symbologyIdentifierStripped).get()
            == NormalizedScan(value: Array("]X9ABC".utf8), type: nil))
        // Only one identifier is stripped.
        #expect(try normalize("]C0]C0A", nil, .symbologyIdentifierStripped).get().value == Array("]C0A".utf8))
        // `trimmed` does not strip.
        #expect(try normalize("]C0A", nil, .trimmed).get() == NormalizedScan(value: Array("]C0A".utf8), type: nil))
        // A lone bracket or a short prefix is data.
        #expect(try normalize("]", nil, .symbologyIdentifierStripped).get().value == Array("]".utf8))
        #expect(try normalize("]C", nil, .symbologyIdentifierStripped).get().value == Array("]C".utf8))
    }

    // C-3.4
    @Test func upcEExpandedTouchesOnlyUPCE() throws {
        #expect(try normalize("04252614", .upcE, .upcEExpanded).get().value == Array("042100005264".utf8))
        #expect(try normalize("04252614", .ean8, .upcEExpanded).get().value == Array("04252614".utf8))
        #expect(try normalize("04252614", nil, .upcEExpanded).get().value == Array("04252614".utf8))
        #expect(normalize("24252614", .upcE, .upcEExpanded) == .failure(.notAUPCE))
    }

    // C-3.5
    @Test(arguments: [
        ("96385074", BarcodeType?.some(.ean8), NormalizationForm.gtin14, "00000096385074"),
        ("96385074", nil, .gtin14, "00000096385074"),                   // unknown 8 digits: GTIN-8
        ("04252614", .upcE, .gtin14, "00042100005264"),                 // UPC-E expanded first
        ("04252614", .upcE, .gtin12, "042100005264"),
        ("036000291452", .upcA, .gtin13, "0036000291452"),
        ("0036000291452", .ean13, .gtin12, "036000291452"),
        ("00012345678905", .itf14, .gtin13, "0012345678905"),
        ("00012345678905", .itf14, .gtin12, "012345678905"),
        ("4006381333931", .ean13, .gtin13, "4006381333931"),
        ("4006381333932", .ean13, .gtin14, "04006381333932"),           // check digit not verified here
        (" ]E04006381333931\r", nil, .gtin14, "04006381333931"),
    ])
    func gtinFormsRightAlign(input: String, type: BarcodeType?, form: NormalizationForm, expected: String) throws {
        #expect(try normalize(input, type, form).get().value == Array(expected.utf8))
    }

    // C-3.6
    @Test func valuesThatCannotTakeTheFormFail() {
        #expect(normalize("ABC", nil, .gtin14) == .failure(.notAGTIN))
        #expect(normalize("12345678901", nil, .gtin14) == .failure(.notAGTIN))      // 11 digits
        #expect(normalize("123456789012345", nil, .gtin14) == .failure(.notAGTIN))  // 15 digits
        #expect(normalize("4006381 333931", nil, .gtin14) == .failure(.notAGTIN))
        #expect(normalize("", nil, .gtin14) == .failure(.notAGTIN))
        #expect(normalize("10012345678902", .itf14, .gtin13) == .failure(.gtinTooLong(targetLength: 13)))
        #expect(normalize("4006381333931", .ean13, .gtin12) == .failure(.gtinTooLong(targetLength: 12)))
        #expect(normalize("0425261", .upcE, .gtin14) == .failure(.notAUPCE))
        #expect(normalize("042526140000", .upcE, .gtin14) == .failure(.notAUPCE))
        #expect(normalize([0x34, 0x30, 0xFF, 0x36, 0x33, 0x38, 0x31, 0x33], nil, .gtin14) == .failure(.notAGTIN))
    }

    @Test func normalizationKeepsAReportedType() throws {
        // C-3.7
        #expect(try normalize("04252614", .upcE, .gtin14).get().type == .upcE)
        #expect(try normalize("12345678", .code128, .gtin14).get().type == .code128)
    }

    @Test func hugeValuesAreHandled() throws {
        let big = [UInt8](repeating: 0x20, count: 50_000) + [UInt8](repeating: 0x41, count: 100_000) + [0x0A]
        #expect(try normalize(big, nil, .trimmed).get().value.count == 100_000)
        #expect(normalize(big, nil, .gtin14) == .failure(.notAGTIN))
    }
}
