import Testing
import ZipZap
@testable import ZipZapConformance

/// The command line's spelling of fields: every bad argument is a clear error naming what was given and what is allowed.
@Suite struct ConfigurationSpellingTests {
    @Test func rulesParse() throws {
        #expect(try ConfigurationSpelling.rule("checkDigit") == .checkDigit)
        #expect(try ConfigurationSpelling.rule("length=13") == .length(13))
        #expect(try ConfigurationSpelling.rule("length=8...14") == .length(8...14))
        #expect(try ConfigurationSpelling.rule("gs1") == .gs1)
        #expect(try ConfigurationSpelling.rule("gs1=lenient") == .gs1(.lenient))
        let exclusionsOnly = try ConfigurationSpelling.rule("gs1=no-requisites,no-duplicate-check")
        #expect(exclusionsOnly == .gs1(GS1Options(relaxing: [.requisites, .conflictingDuplicates])))
        #expect(exclusionsOnly.description == "gs1=no-requisites,no-duplicate-check")
        #expect(try ConfigurationSpelling.rule("gs1=no-exclusions") == .gs1(GS1Options(relaxing: .exclusions)))
        #expect(try ConfigurationSpelling.rule("gs1=lenient").description == "gs1=no-requisites,no-exclusions,no-duplicate-check")
        #expect(try ConfigurationSpelling.rule(#"matches=^LOC-\d{4}$"#) == .matches(try PortablePattern(#"^LOC-\d{4}$"#)))
        #expect(try ConfigurationSpelling.rule("matches=a=b").description == "matches=a=b")
    }

    @Test(arguments: [
        ("length", "rule 'length' needs an argument"),
        ("length=", "rule 'length=': length must be a non-negative whole number"),
        ("length=-1", "rule 'length=-1': length must be a non-negative whole number"),
        ("length=9...3", "rule 'length=9...3': the range's lower bound is above its upper bound"),
        ("length=1...2...3", "rule 'length=1...2...3': length must be"),
        ("length=99999999999999999999", "rule 'length=99999999999999999999': length must be"),
        ("checkDigit=1", "rule 'checkDigit' takes no argument"),
        ("matches", "rule 'matches' needs a pattern"),
        ("matches=(?=x)", "rule 'matches=(?=x)': pattern offset"),
        ("gs1=strict", "rule 'gs1=strict': unknown gs1 switch 'strict'; switches: no-requisites,no-exclusions,no-duplicate-check"),
        ("gs1=", "rule 'gs1=': unknown gs1 switch ''"),
        ("gs1=no-exclusions,,no-requisites", "rule 'gs1=no-exclusions,,no-requisites': unknown gs1 switch ''"),
        ("gs1=no-requisites,lenient", "rule 'gs1=no-requisites,lenient': 'lenient' switches off a check twice"),
        ("nonsense", "unknown rule 'nonsense'"),
        ("", "unknown rule ''"),
    ])
    func badRulesSayWhatIsWrong(text: String, message: String) {
        do {
            _ = try ConfigurationSpelling.rule(text)
            Issue.record("'\(text)' was accepted")
        } catch {
            #expect(error.message.hasPrefix(message), "\(error.message)")
        }
    }

    @Test func typesAndSets() throws {
        #expect(try ConfigurationSpelling.typeSet("retailProduct,qr") == BarcodeTypeSet.retailProduct.union([.qr]))
        #expect(throws: ConfigurationError.self) { try ConfigurationSpelling.typeSet("retail") }
        #expect(throws: ConfigurationError.self) { try ConfigurationSpelling.typeSet("") }
        #expect(throws: ConfigurationError.self) { try ConfigurationSpelling.barcodeType("EAN13") }
        #expect(throws: ConfigurationError.self) { try ConfigurationSpelling.normalization("gtin15") }
        do { _ = try ConfigurationSpelling.barcodeType("EAN13") } catch {
            #expect(error.message.contains("unknown barcode type 'EAN13'") && error.message.contains("ean13"))
        }
    }

    @Test func valuesShowOnOneLine() {
        #expect(ValueEscaping.display(Array("4006381333931".utf8)) == "4006381333931")
        #expect(ValueEscaping.display(Array("a\\b".utf8)) == "a\\\\b")
        #expect(ValueEscaping.display([0x41, 0x1D, 0x0A, 0x7F]) == "A\\x1D\\x0A\\x7F")
        #expect(ValueEscaping.display(Array("é\u{85}\u{2028}".utf8)) == "é\\u{85}\\u{2028}")
        #expect(ValueEscaping.display([0xFF, 0xE2, 0x82, 0x41]) == "\\xFF\\xE2\\x82A")
        #expect(ValueEscaping.display(Array("\u{FFFD}".utf8)) == "\u{FFFD}")
    }
}
