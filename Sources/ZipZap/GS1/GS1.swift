/// GS1 structure: parse and validate GS1 data in any of its textual forms.
///
/// The `.gs1` validation rule is `GS1.validate(value) == nil`; GS1-aware normalization uses `GS1.parse(value)` and
/// the outputs of `GS1ElementString` (`bracketed`, `unbracketed()`, `digitalLinkURI()`, `gtin`).
public enum GS1 {
    /// Parses and fully validates GS1 data given as UTF-8 bytes. With `form` nil, the form is detected from the
    /// first bytes (`GS1InputForm.detect`). The first error in input order is returned.
    public static func parse<Bytes: Collection<UInt8>>(
        _ bytes: Bytes, form: GS1InputForm? = nil, options: GS1Options = .default
    ) -> Result<GS1ElementString, GS1Error> {
        if let result = bytes.withContiguousStorageIfAvailable({ parse(buffer: $0, form: form, options: options) }) {
            return result
        }
        return Array(bytes).withUnsafeBufferPointer { parse(buffer: $0, form: form, options: options) }
    }

    public static func parse(
        _ text: String, form: GS1InputForm? = nil, options: GS1Options = .default
    ) -> Result<GS1ElementString, GS1Error> {
        var text = text
        return text.withUTF8 { parse(buffer: $0, form: form, options: options) }
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
        buffer: UnsafeBufferPointer<UInt8>, form: GS1InputForm?, options: GS1Options
    ) -> Result<GS1ElementString, GS1Error> {
        guard !buffer.isEmpty else { return .failure(GS1Error(.emptyInput, ai: nil, offset: 0)) }
        let scanner = InputScanner(options: options)
        if let error = scanner.firstInvalidByte(buffer) { return .failure(error) }
        var builder = ElementStringBuilder(options: options, capacity: buffer.count + 16)
        let error: GS1Error?
        switch form ?? GS1InputForm.detect(buffer) {
        case .bracketed: error = BracketedParser.parse(buffer, into: &builder)
        case .unbracketed: error = UnbracketedParser.parse(buffer, from: 0, into: &builder)
        case .scanData: error = ScanDataParser.parse(buffer, into: &builder)
        case .digitalLink: error = DigitalLinkParser.parse(buffer, baseOffset: 0, into: &builder)
        }
        if let error { return .failure(error) }
        return builder.finish(emptyOffset: buffer.count)
    }
}
