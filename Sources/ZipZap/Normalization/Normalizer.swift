/// A scan after normalization: the value the rules check and the binding stores, and the type the rules see.
public struct NormalizedScan: Sendable, Hashable {
    public var value: [UInt8]
    /// The reported type, or the one learned from a symbology identifier; nil when neither is known.
    public var type: BarcodeType?

    public init(value: [UInt8], type: BarcodeType?) {
        self.value = value
        self.type = type
    }
}

/// Converts scans to a field's form (SPEC C-3).
public enum Normalizer {
    /// The type the type filter sees: the reported one, else the one a leading symbology identifier names when the
    /// form strips identifiers, else nil (SPEC C-2.2).
    public static func effectiveType(of scan: Scan, form: NormalizationForm) -> BarcodeType? {
        if let type = scan.type { return type }
        guard form.stripsSymbologyIdentifier else { return nil }
        let range = Trimming.trimmedRange(of: scan.value)
        return recognizedIdentifier(in: scan.value[range])?.type
    }

    /// The scan in `form`, or why it cannot take it.
    public static func normalize(_ scan: Scan, to form: NormalizationForm) -> Result<NormalizedScan, NormalizationFailure> {
        if form == .none { return .success(NormalizedScan(value: scan.value, type: scan.type)) }
        var value = scan.value
        var type = scan.type
        let range = Trimming.trimmedRange(of: value)
        if range.count != value.count { value = Array(value[range]) }
        if form.stripsSymbologyIdentifier, let identified = recognizedIdentifier(in: value[...]) {
            value.removeFirst(3)
            type = type ?? identified.type
        }
        switch form {
        case .none, .trimmed, .symbologyIdentifierStripped:
            return .success(NormalizedScan(value: value, type: type))
        case .upcEExpanded:
            guard type == .upcE else { return .success(NormalizedScan(value: value, type: type)) }
            guard let upcA = UPCE.expand(value) else { return .failure(.notAUPCE) }
            return .success(NormalizedScan(value: upcA, type: type))
        case .gtin12, .gtin13, .gtin14:
            return GTINForm.rewrite(value, type: type, length: form.gtinLength!)
                .map { NormalizedScan(value: $0, type: type) }
        }
    }

    /// The identifier at the start of `bytes` and the type it names for the data after it; nil when the bytes do
    /// not start with an identifier that names one of our types (such prefixes stay in the value).
    static func recognizedIdentifier(in bytes: ArraySlice<UInt8>) -> (identifier: SymbologyIdentifier, type: BarcodeType)? {
        guard bytes.first == UInt8(ascii: "]"), let identifier = SymbologyIdentifier(prefixOf: bytes),
              let type = identifier.barcodeType(forData: bytes.dropFirst(3))
        else { return nil }
        return (identifier, type)
    }
}
