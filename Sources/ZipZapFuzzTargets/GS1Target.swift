import ZipZap

/// Parses one value as GS1 data, in the form detection picks, in a form named explicitly, or as a scan of a barcode
/// type (what the `.gs1` rule does); the choice and the options come from a hash of the input. An accepted value
/// must survive every output and re-check (`GS1RoundTrips`); a rejected one must point inside the input.
public func fuzzGS1(_ bytes: UnsafeRawBufferPointer) -> FuzzFinding? {
    var hash = InputHash(bytes)
    let value = Array(bytes)
    var options = hash.pick(2) == 0 ? GS1Options.default : GS1Options.lenient
    options.referenceYear = hash.element(of: [GS1Options.defaultReferenceYear, 2000, 2049, 2099])
    if hash.pick(4) == 0 {
        // `!` is in CSET 82, so it also tries a substitute that collides with value characters.
        options.separatorSubstitutes = [hash.element(of: Array("#|~@!".utf8))]
    }
    let parsed: Result<GS1ElementString, GS1Error>
    let how: String
    // With a barcode type the parser reads the value behind the type's identifier (C-7.13): offsets count those bytes.
    var parsedInput = value
    switch hash.pick(4) {
    case 0, 1:
        parsed = GS1.parse(value, options: options)
        how = "detected form"
    case 2:
        let form = hash.element(of: GS1InputForm.allCases)
        parsed = GS1.parse(value, form: form, options: options)
        how = "form \(form.rawValue)"
    default:
        let type = hash.element(of: BarcodeType.allCases)
        parsed = GS1.parse(value, barcodeType: type, options: options)
        if value.first != UInt8(ascii: "]") {
            let identifier = SymbologyIdentifier.canonical(for: type)
            parsedInput = [UInt8(ascii: "]"), identifier.code, identifier.modifier] + value
        }
        how = "type \(type.rawValue)"
    }
    let context = "\(how), value \(escaped(value))"
    if value.count <= 40, value.count >= 2, value.allSatisfy(ASCII.isDigit),
       let disagreement = CheckDigitAgreement.check(value, target: "gs1") {
        return disagreement
    }
    switch parsed {
    case .success(let elements):
        return GS1RoundTrips(elements: elements, options: options, context: context).firstFinding()
    case .failure(let error):
        guard (0...parsedInput.count).contains(error.offset) else {
            return FuzzFinding(target: "gs1", invariant: "error offset outside the input", detail: "\(context): \(error)")
        }
        return nil
    }
}
