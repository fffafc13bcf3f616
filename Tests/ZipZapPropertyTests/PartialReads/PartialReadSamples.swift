import PropertyTesting
import ZipZap
import ZipZapConformance
import ZipZapGeneration
import ZipZapOracle

/// Valid full values of `model`: random digits, completed with the oracle's check digit when the model has one.
func validFullValues(_ model: PartialReadModel) -> Generator<[UInt8]> {
    let length = model.fullLength
    guard model.fullValueHasCheckDigit else { return .digits(count: length...length) }
    return validGTINs(length: length)
}

/// What the field does with `scan`, run through the real `ScanField`.
func fieldAccepts(_ rules: [ValidationRule], _ scan: Scan) -> Bool {
    if case .accepted = ScanField(rules: rules).evaluate(scan) { return true }
    return false
}

/// Whether the oracle says `scan` is a valid GTIN as `.checkDigit` would read it: UPC-E through its expansion,
/// other GTIN types and unknown types by mod 10 when the length is a GTIN length; other types are not checked.
func oracleCheckDigitPasses(_ scan: Scan) -> Bool {
    let value = text(scan.value)
    let gtinLength = [8, 12, 13, 14].contains(value.count)
    switch scan.type {
    case .none: return !gtinLength || Oracle.isValidGS1(value)
    case .upcE? where value.count == 8: return Oracle.upcEExpansion(value).map(Oracle.isValidGS1) ?? false
    case let type? where type.carriesGTIN: return gtinLength && Oracle.isValidGS1(value)
    default: return true
    }
}

/// The table's models and some of other lengths, for random checks.
let partialReadModels: [PartialReadModel] = PartialReadTable.models(interleavedLength: 10)
    + [4, 6, 16, 30].flatMap { length in
        [true, false].flatMap { typeKnown in
            [true, false].map { check in
                PartialReadModel.interleaved2of5(name: "ITF \(length) \(check) \(typeKnown)", length: length,
                                                 checkDigit: check, typeKnown: typeKnown)
            }
        }
    }
