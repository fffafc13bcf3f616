import ZipZap

/// What the two GS1 targets do with one input: the value as it is, and how it is handed to the parser (in the form
/// detection picks, in a form named explicitly, or as a scan of a barcode type, as the `.gs1` rule does) with which
/// options, all chosen by a hash of the input.
struct GS1FuzzCase {
    let value: [UInt8]
    let options: GS1Options
    let mode: GS1ParseMode

    init(_ bytes: UnsafeRawBufferPointer) {
        var hash = InputHash(bytes)
        value = Array(bytes)
        // Strict half the time, else some of the checks across elements off (each alone, or several).
        let relaxed = hash.pick(2) == 0 ? [] : GS1Options.Relaxations(rawValue: UInt8(1 + hash.pick(7)))
        var options = GS1Options(relaxing: relaxed)
        options.referenceYear = hash.element(of: Self.referenceYears)
        if hash.pick(4) == 0 { options.separatorSubstitutes = [hash.element(of: Self.separatorSubstitutes)] }
        self.options = options
        mode = switch hash.pick(4) {
        case 0, 1: .detected
        case 2: .form(hash.element(of: Self.forms))
        default: .type(hash.element(of: Self.types))
        }
    }

    // The choices, built once: a fresh array per run would cost an allocation each, which AddressSanitizer makes
    // dear.
    private static let referenceYears = [GS1Options.defaultReferenceYear, 2000, 2049, 2099]
    /// `!` is in CSET 82, so it also tries a substitute that collides with value characters.
    private static let separatorSubstitutes = Array("#|~@!".utf8)
    private static let forms = GS1InputForm.allCases
    private static let types = BarcodeType.allCases

    func parse() -> Result<GS1ElementString, GS1Error> { mode.parse(value, options: options) }

    /// What a finding names; formatted only when there is a finding, which is far rarer than a parse.
    var context: GS1FindingContext { GS1FindingContext(mode: mode, value: value) }
}

/// How a GS1 target hands a value to the parser.
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

struct GS1FindingContext: CustomStringConvertible {
    let mode: GS1ParseMode
    let value: [UInt8]

    var description: String { "\(mode), value \(escaped(value))" }
}
