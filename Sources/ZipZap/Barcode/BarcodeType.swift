/// A barcode symbology, as a camera, a ZipZap scanner or a HID scanner reports it.
///
/// The raw value is the Swift case name; vectors, adapters and the command line spell types that way.
public enum BarcodeType: String, CaseIterable, Sendable, Hashable, Comparable {
    // EAN/UPC family (GTIN carriers)
    case upcA
    case upcE
    case ean13
    case ean8
    // Two-width linear symbologies
    case itf14
    case interleaved2of5
    case code39
    case code93
    case codabar
    // Code 128 and its GS1 form
    case code128
    case gs1128
    // GS1 DataBar
    case gs1DataBar
    case gs1DataBarLimited
    case gs1DataBarExpanded
    // Stacked and 2D symbologies
    case pdf417
    case microPDF417
    case qr
    case microQR
    case gs1QR
    case dataMatrix
    case gs1DataMatrix
    case aztec
    case dotCode
    case gs1DotCode

    /// The GTIN-carrying types to which `.checkDigit` applies (SPEC C-4.1).
    public var carriesGTIN: Bool {
        switch self {
        case .upcA, .upcE, .ean13, .ean8, .itf14: true
        default: false
        }
    }

    /// Types whose data is a GS1 element string by definition (FNC1 in first position).
    public var carriesGS1ElementString: Bool {
        switch self {
        case .gs1128, .gs1DataBar, .gs1DataBarLimited, .gs1DataBarExpanded, .gs1QR, .gs1DataMatrix, .gs1DotCode: true
        default: false
        }
    }

    /// Position in `allCases`, used for set membership bits and for a total order.
    public var ordinal: Int {
        switch self {
        case .upcA: 0
        case .upcE: 1
        case .ean13: 2
        case .ean8: 3
        case .itf14: 4
        case .interleaved2of5: 5
        case .code39: 6
        case .code93: 7
        case .codabar: 8
        case .code128: 9
        case .gs1128: 10
        case .gs1DataBar: 11
        case .gs1DataBarLimited: 12
        case .gs1DataBarExpanded: 13
        case .pdf417: 14
        case .microPDF417: 15
        case .qr: 16
        case .microQR: 17
        case .gs1QR: 18
        case .dataMatrix: 19
        case .gs1DataMatrix: 20
        case .aztec: 21
        case .dotCode: 22
        case .gs1DotCode: 23
        }
    }

    public static func < (lhs: BarcodeType, rhs: BarcodeType) -> Bool { lhs.ordinal < rhs.ordinal }
}
