import ZipZap

/// Bench cases for the reference core: check digits, UPC-E, normalization, patterns, a whole field.
func coreBenchCases() -> [BenchCase] {
    // Several inputs, cycled, so that no result can be computed once and reused.
    let gtin8s = ["96385074", "40170725", "73513537", "12345670"].map { Array($0.utf8) }
    let gtin13s = ["4006381333931", "5901234123457", "9780201379624", "6291041500213"].map { Array($0.utf8) }
    let gtin14s = ["10012345678902", "00036000291452", "40063813339310", "09520123456788"].map { Array($0.utf8) }
    let cpids = ["1987654Ad4X4bL5ttr2310c2K", "12345678AB2X", "1987654Ad4X4bL5ttr2310c2K", "12345678AB2X"]
        .map { Array($0.utf8) }
    let ibans = ["GB82WEST12345698765432", "DE89370400440532013000", "FR1420041010050500013M02606", "NL91ABNA0417164300"]
        .map { Array($0.utf8) }
    let upcEs = ["04252614", "01234565", "06543217", "01200003"].map { Array($0.utf8) }
    let retailScans = [
        Scan("4006381333931", type: .ean13), Scan("036000291452", type: .upcA),
        Scan("5901234123457", type: .ean13), Scan("96385074", type: .ean8),
    ]
    let paddedScans = ["  4006381333931 ", "\t036000291452", "]E05901234123457", "96385074\r\n"].map { Scan($0) }
    let field = BenchFixtures.threeRuleField
    return [
        BenchCase(name: "checkDigit GTIN-8") { i in gtin8s[i & 3].withUnsafeBufferPointer(GS1Mod10.isValid) ? 1 : 0 },
        BenchCase(name: "checkDigit GTIN-13") { i in
            gtin13s[i & 3].withUnsafeBufferPointer(GS1Mod10.isValid) ? 1 : 0
        },
        BenchCase(name: "checkDigit GTIN-14") { i in gtin14s[i & 3].withUnsafeBufferPointer(GS1Mod10.isValid) ? 1 : 0 },
        BenchCase(name: "checkDigit GS1 check character pair (CPID)") { i in
            GS1CheckCharacterPair.isValid(cpids[i & 3]) ? 1 : 0
        },
        BenchCase(name: "checkDigit ISO 7064 mod 97 (IBAN)") { i in ISO7064Mod97.isValidIBAN(ibans[i & 3]) ? 1 : 0 },
        BenchCase(name: "UPC-E expansion") { i in UPCE.expand(upcEs[i & 3])?.count ?? 0 },
        BenchCase(name: "normalize to GTIN-14") { i in
            if case .success(let normalized) = Normalizer.normalize(retailScans[i & 3], to: .gtin14) {
                return normalized.value.count
            }
            return 0
        },
        BenchCase(name: "normalize trimmed") { i in
            if case .success(let normalized) = Normalizer.normalize(paddedScans[i & 3], to: .trimmed) {
                return normalized.value.count
            }
            return 0
        },
        BenchCase(name: "field: retailProduct, gtin13, checkDigit+length+matches") { i in
            if case .accepted(let value, _) = field.evaluate(retailScans[i & 3]) { return value.count }
            return 0
        },
    ]
}
