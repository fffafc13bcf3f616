import Testing
import ZipZap

private func passes(_ rule: ValidationRule, _ value: String, _ type: BarcodeType? = nil) -> Bool {
    rule.passes(NormalizedScan(value: Array(value.utf8), type: type))
}

@Suite struct CheckDigitRuleTests {
    // C-4.2, for every GTIN type
    @Test(arguments: [
        ("036000291452", BarcodeType.upcA, true), ("036000291453", .upcA, false),
        ("04252614", .upcE, true), ("04252615", .upcE, false),
        ("042100005264", .upcE, true),                               // UPC-E already expanded by normalization
        ("4006381333931", .ean13, true), ("4006381333932", .ean13, false),
        ("96385074", .ean8, true), ("96385075", .ean8, false),
        ("10012345678902", .itf14, true), ("10012345678903", .itf14, false),
        ("00000096385074", .ean8, true),                             // normalized to 14 digits
        ("400638133393", .ean13, false),                             // 12 digits: checked as a GTIN-12, whose check is 0
        ("400638133390", .ean13, true),
    ])
    func gtinTypesAreVerified(value: String, type: BarcodeType, valid: Bool) {
        #expect(passes(.checkDigit, value, type) == valid)
    }

    @Test func gtinTypesRequireAGTINShape() {
        for value in ["", "ABC", "12345", "12345678901", "400638133393A", "]E04006381333931", " 4006381333931"] {
            #expect(!passes(.checkDigit, value, .ean13), "\(value)")
        }
        #expect(!passes(.checkDigit, "24252614", .upcE))  // number system 2 has no UPC-E
    }

    @Test func unknownTypeIsCheckedWhenItLooksLikeAGTIN() {
        #expect(passes(.checkDigit, "4006381333931"))
        #expect(!passes(.checkDigit, "4006381333932"))
        #expect(!passes(.checkDigit, "96385075"))           // 8 digits: GTIN-8, not UPC-E
        #expect(passes(.checkDigit, "96385074"))
        #expect(passes(.checkDigit, "12345"))               // not a GTIN length: passes
        #expect(passes(.checkDigit, "400638133393X"))
        #expect(passes(.checkDigit, ""))
    }

    @Test func otherTypesPassThrough() {
        for type in BarcodeType.allCases where !type.carriesGTIN {
            #expect(passes(.checkDigit, "4006381333932", type), "\(type)")
            #expect(passes(.checkDigit, "anything", type), "\(type)")
        }
    }
}

@Suite struct LengthRuleTests {
    @Test func exactAndRange() {
        #expect(passes(.length(13), "4006381333931"))
        #expect(!passes(.length(13), "400638133393"))
        #expect(!passes(.length(13), "40063813339310"))
        #expect(passes(.length(8...14), "96385074"))
        #expect(passes(.length(8...14), "00000096385074"))
        #expect(!passes(.length(8...14), "9638507"))
        #expect(!passes(.length(8...14), "000000963850740"))
        #expect(passes(.length(0), ""))
        #expect(!passes(.length(-1), ""))
    }

    // C-4.3: scalars, not bytes or grapheme clusters
    @Test func countsUnicodeScalars() {
        #expect(passes(.length(1), "é"))                     // U+00E9: 2 bytes, 1 scalar
        #expect(passes(.length(2), "e\u{301}"))              // e + combining acute: 1 character, 2 scalars
        #expect(passes(.length(1), "😀"))                    // 4 bytes, 1 scalar
        #expect(passes(.length(2), "🇫🇷"))                    // one flag, two regional indicators
    }

    @Test func illFormedSubpartsCountOnceEach() {
        // [F0 9F 98] is one maximal subpart of an incomplete 4-byte sequence: one U+FFFD, then "A".
        #expect(ValidationRule.length(2).passes(NormalizedScan(value: [0xF0, 0x9F, 0x98, 0x41], type: nil)))
        // Two lone continuation bytes are two subparts.
        #expect(ValidationRule.length(2).passes(NormalizedScan(value: [0x80, 0x80], type: nil)))
        // C0 80 (overlong) is two subparts: C0 is never a lead byte.
        #expect(ValidationRule.length(2).passes(NormalizedScan(value: [0xC0, 0x80], type: nil)))
        // ED A0 80 (a surrogate) is three subparts under the recommended practice.
        #expect(ValidationRule.length(3).passes(NormalizedScan(value: [0xED, 0xA0, 0x80], type: nil)))
    }
}

@Suite struct CustomRuleTests {
    @Test func receivesNormalizedValueAndType() {
        let rule = ValidationRule.custom("upcOnly") { scan in scan.type == .upcA && scan.value.first == UInt8(ascii: "0") }
        #expect(passes(rule, "036000291452", .upcA))
        #expect(!passes(rule, "036000291452", .ean13))
        #expect(!passes(rule, "036000291452"))
        #expect(rule.name == "upcOnly")
    }
}
