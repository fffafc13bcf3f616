import ZipZap

/// Bench cases for the reference core: check digits, UPC-E, normalization, a whole field.
func coreBenchCases() -> [BenchCase] {
    // Several inputs, cycled, so that no result can be computed once and reused.
    let gtin13s = ["4006381333931", "5901234123457", "9780201379624", "6291041500213"].map { Array($0.utf8) }
    let upcEs = ["04252614", "01234565", "06543217", "01200003"].map { Array($0.utf8) }
    let retailScans = [
        Scan("4006381333931", type: .ean13), Scan("036000291452", type: .upcA),
        Scan("5901234123457", type: .ean13), Scan("96385074", type: .ean8),
    ]
    let field = ScanField()
        .barcodeTypes(.retailProduct)
        .normalize(.gtin13)
        .validate(.checkDigit)
        .validate(.length(13))
        .validate(.custom("digitsOnly") { scan in scan.value.allSatisfy(ASCII.isDigit) })
    return [
        BenchCase(name: "checkDigit GTIN-13") { i in
            gtin13s[i & 3].withUnsafeBufferPointer(GS1Mod10.isValid) ? 1 : 0
        },
        BenchCase(name: "UPC-E expansion") { i in UPCE.expand(upcEs[i & 3])?.count ?? 0 },
        BenchCase(name: "normalize to GTIN-14") { i in
            if case .success(let normalized) = Normalizer.normalize(retailScans[i & 3], to: .gtin14) {
                return normalized.value.count
            }
            return 0
        },
        BenchCase(name: "field: retailProduct, gtin13, 3 rules") { i in
            if case .accepted(let value, _) = field.evaluate(retailScans[i & 3]) { return value.count }
            return 0
        },
    ]
}
