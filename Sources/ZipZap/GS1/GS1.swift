/// GS1 structure: parse and validate GS1 data in any of its textual forms.
///
/// The `.gs1` validation rule is `GS1.validate(value, barcodeType: type) == nil`; GS1-aware normalization uses
/// `GS1.parse(value, barcodeType: type)` and the outputs of `GS1ElementString` (`bracketed`, `unbracketed()`,
/// `digitalLinkURI()`, `gtin`).
public enum GS1 {
    /// Parses and fully validates GS1 data given as UTF-8 bytes. With `form` nil, the form is detected from the
    /// first bytes (`GS1InputForm.detect`). The first error in input order is returned.
    public static func parse<Bytes: Collection<UInt8>>(
        _ bytes: Bytes, form: GS1InputForm? = nil, options: GS1Options = .default
    ) -> Result<GS1ElementString, GS1Error> {
        let settings = ParseSettings(options)
        if let result = bytes.withContiguousStorageIfAvailable({ parse(buffer: $0, form: form, settings: settings) }) {
            return result
        }
        return Array(bytes).withUnsafeBufferPointer { parse(buffer: $0, form: form, settings: settings) }
    }

    /// `parse` for an array: the parsed values can share the array's buffer instead of copying it.
    public static func parse(
        _ bytes: [UInt8], form: GS1InputForm? = nil, options: GS1Options = .default
    ) -> Result<GS1ElementString, GS1Error> {
        let settings = ParseSettings(options)
        return bytes.withUnsafeBufferPointer { parse(buffer: $0, form: form, settings: settings, original: bytes) }
    }

    public static func parse(
        _ text: String, form: GS1InputForm? = nil, options: GS1Options = .default
    ) -> Result<GS1ElementString, GS1Error> {
        var text = text
        let settings = ParseSettings(options)
        return text.withUTF8 { parse(buffer: $0, form: form, settings: settings) }
    }

    /// Parses a scanned value whose barcode type is known, as the scanner would have sent it with its symbology
    /// identifier (SPEC C-7.13): GS1 element strings for the GS1 types, AI (01) for EAN/UPC and ITF-14, a Digital
    /// Link URI for plain QR Code, Data Matrix and DotCode; any other type carries no GS1 data. A value that already
    /// starts with `]` is taken as scan data as it is; with no type, the form is detected.
    public static func parse(
        _ value: [UInt8], barcodeType: BarcodeType?, options: GS1Options = .default
    ) -> Result<GS1ElementString, GS1Error> {
        guard let barcodeType, value.first != UInt8(ascii: "]") else { return parse(value, options: options) }
        let identifier = SymbologyIdentifier.canonical(for: barcodeType)
        var scan: [UInt8] = []
        scan.reserveCapacity(value.count + 3)
        scan.append(UInt8(ascii: "]"))
        scan.append(identifier.code)
        scan.append(identifier.modifier)
        scan.append(contentsOf: value)
        return parse(scan, form: .scanData, options: options)
    }

    public static func parse(
        _ value: String, barcodeType: BarcodeType?, options: GS1Options = .default
    ) -> Result<GS1ElementString, GS1Error> {
        parse(Array(value.utf8), barcodeType: barcodeType, options: options)
    }

    /// The first problem with a scanned value of a known (or unknown) barcode type: what the `.gs1` rule checks.
    public static func validate(
        _ value: String, barcodeType: BarcodeType?, options: GS1Options = .default
    ) -> GS1Error? {
        if case .failure(let error) = parse(value, barcodeType: barcodeType, options: options) { return error }
        return nil
    }

    /// The first problem with GS1 data, or nil when it is well formed.
    public static func validate<Bytes: Collection<UInt8>>(
        _ bytes: Bytes, form: GS1InputForm? = nil, options: GS1Options = .default
    ) -> GS1Error? {
        if case .failure(let error) = parse(bytes, form: form, options: options) { return error }
        return nil
    }

    public static func validate(
        _ text: String, form: GS1InputForm? = nil, options: GS1Options = .default
    ) -> GS1Error? {
        if case .failure(let error) = parse(text, form: form, options: options) { return error }
        return nil
    }

    static func parse(
        buffer: UnsafeBufferPointer<UInt8>, form: GS1InputForm?, settings: ParseSettings, original: [UInt8]? = nil
    ) -> Result<GS1ElementString, GS1Error> {
        guard !buffer.isEmpty else { return .failure(GS1Error(.emptyInput, ai: nil, offset: 0)) }
        let form = form ?? GS1InputForm.detect(buffer)
        var builder = ElementStringBuilder(
            input: buffer, keepsInput: form != .bracketed, original: original,
            settings: settings)
        let error: GS1Error?
        switch form {
        case .bracketed: error = BracketedParser.parse(buffer, into: &builder)
        case .unbracketed: error = UnbracketedParser.parse(buffer, from: 0, into: &builder)
        case .scanData: error = ScanDataParser.parse(buffer, into: &builder)
        case .digitalLink:
            error = DigitalLinkParser.parse(buffer, baseOffset: 0, into: &builder, invalidBytes: settings.scanner)
        }
        guard let failure = error ?? builder.finish(emptyOffset: buffer.count) else {
            return .success(builder.takeElementString())
        }
        // In an element string every byte is an AI digit, a bracket, a separator or part of a checked value, so a
        // byte GS1 never uses can only hide behind an error. Report it if it comes first.
        let prefix = UnsafeBufferPointer(rebasing: buffer[..<min(buffer.count, failure.offset + 1)])
        return .failure(settings.scanner.firstInvalidByte(prefix) ?? failure)
    }
}
