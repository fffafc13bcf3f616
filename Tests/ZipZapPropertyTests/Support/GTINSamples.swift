import PropertyTesting
import ZipZap
import ZipZapOracle

/// The GTIN lengths and the type that carries each, as `.checkDigit` sees them.
let gtinLengths: [(length: Int, type: BarcodeType)] = [(8, .ean8), (12, .upcA), (13, .ean13), (14, .itf14)]

/// Valid GTINs of `length` digits: random data completed with the oracle's check digit (not the reference's).
func validGTINs(length: Int) -> Generator<[UInt8]> {
    let data = Generator<[UInt8]>.digits(count: (length - 1)...(length - 1))
    return Generator(
        generate: { random in completed(data.generate(&random)) },
        shrink: { gtin in data.shrink(Array(gtin.dropLast())).map(completed) },
        describe: { "\"" + text($0) + "\"" })
}

/// `data` followed by the oracle's GS1 check digit.
func completed(_ data: [UInt8]) -> [UInt8] {
    data + [UInt8(String(Oracle.gs1CheckDigit(forData: text(data))!).utf8.first!)]
}

/// Whether the real `.checkDigit` rule accepts `value` read as `type`.
func checkDigitRuleAccepts(_ value: [UInt8], as type: BarcodeType?) -> Bool {
    ValidationRule.checkDigit.passes(NormalizedScan(value: value, type: type))
}
