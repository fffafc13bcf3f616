/// The fuzz targets: one entry point each, the same for the libFuzzer shims in Fuzz/ and the corpus replay tests.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// Every normalization form on one value (SPEC C-3); the barcode type comes from a hash of the input.
    case normalizer
    /// The GS1 parser on one value in every input form (SPEC C-7), with the invariants that hold for any input.
    case gs1
    /// The GS1 values the parser accepts, through their bracketed, unbracketed and Digital Link outputs and back
    /// (SPEC C-7.16): several parses and outputs per input, so it runs apart from `gs1`, which stays at parser speed.
    case gs1RoundTrip = "gs1-roundtrip"
    /// A whole field pipeline: a field configuration, a source and its events decoded from the input (SPEC C-8..C-12).
    case field

    /// Runs one input; nil when every invariant held.
    public func run(_ bytes: UnsafeRawBufferPointer) -> FuzzFinding? {
        switch self {
        case .normalizer: fuzzNormalizer(bytes)
        case .gs1: fuzzGS1(bytes)
        case .gs1RoundTrip: fuzzGS1RoundTrip(bytes)
        case .field: fuzzField(bytes)
        }
    }

    /// The longest input worth trying (libFuzzer's `max_len`): a little over the largest barcode (a QR code holds
    /// 2953 bytes) for single values. Field inputs set their own small bounds (entry and text lengths), so a few
    /// short events reach every state, and longer inputs only slow the campaign down.
    public var maximumLength: Int {
        switch self {
        case .normalizer, .gs1, .gs1RoundTrip: 4096
        case .field: 2048
        }
    }
}
