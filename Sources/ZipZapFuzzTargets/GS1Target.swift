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
    let mode: GS1ParseMode = switch hash.pick(4) {
    case 0, 1: .detected
    case 2: .form(hash.element(of: GS1InputForm.allCases))
    default: .type(hash.element(of: BarcodeType.allCases))
    }
    let context = GS1FindingContext(mode: mode, value: value)
    if value.count <= 40, value.count >= 2, value.allSatisfy(ASCII.isDigit),
       let disagreement = CheckDigitAgreement.check(value, target: "gs1") {
        return disagreement
    }
    switch mode.parse(value, options: options) {
    case .success(let elements):
        return GS1RoundTrips(elements: elements, options: options, context: context).firstFinding()
    case .failure(let error):
        guard (0...mode.parsedLength(of: value)).contains(error.offset) else {
            return FuzzFinding(target: "gs1", invariant: "error offset outside the input", detail: "\(context): \(error)")
        }
        return nil
    }
}

/// How the `gs1` target hands a value to the parser.
enum GS1ParseMode: CustomStringConvertible {
    case detected
    case form(GS1InputForm)
    case type(BarcodeType)

    func parse(_ value: [UInt8], options: GS1Options) -> Result<GS1ElementString, GS1Error> {
        switch self {
        case .detected: GS1.parse(value, options: options)
        case .form(let form): GS1.parse(value, form: form, options: options)
        case .type(let type): GS1.parse(value, barcodeType: type, options: options)
        }
    }

    /// The length of what the parser reads: with a type, the value behind the type's identifier (C-7.13).
    func parsedLength(of value: [UInt8]) -> Int {
        guard case .type = self, value.first != UInt8(ascii: "]") else { return value.count }
        return value.count + 3
    }

    var description: String {
        switch self {
        case .detected: "detected form"
        case .form(let form): "form \(form.rawValue)"
        case .type(let type): "type \(type.rawValue)"
        }
    }
}

/// What a GS1 finding names; formatted only when there is a finding, which is far rarer than a parse.
struct GS1FindingContext: CustomStringConvertible {
    let mode: GS1ParseMode
    let value: [UInt8]

    var description: String { "\(mode), value \(escaped(value))" }
}
