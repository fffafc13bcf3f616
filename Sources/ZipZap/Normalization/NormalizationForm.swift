/// The form a field stores its values in (`.normalize(...)`). SPEC C-3 defines each form.
///
/// Forms build on each other: every form but `none` trims; every form after `trimmed` also strips a leading
/// AIM symbology identifier; the GTIN forms then rewrite the value.
public enum NormalizationForm: String, CaseIterable, Sendable, Hashable {
    /// The value exactly as the source delivered it.
    case none
    /// Surrounding white space and control characters removed (SPEC C-3.2).
    case trimmed
    /// Trimmed, then a leading AIM symbology identifier removed; the type is learned from it (SPEC C-3.3).
    case symbologyIdentifierStripped
    /// Stripped, then an 8-digit UPC-E expanded to its 12-digit UPC-A; other values unchanged (SPEC C-3.4).
    case upcEExpanded
    /// Stripped, then the GTIN written with 12 digits (UPC-A form), when it fits (SPEC C-3.5).
    case gtin12
    /// Stripped, then the GTIN written with 13 digits (EAN-13 form), when it fits (SPEC C-3.5).
    case gtin13
    /// Stripped, then the GTIN written with 14 digits (SPEC C-3.5).
    case gtin14

    /// Whether the form trims surrounding white space and control characters.
    public var trims: Bool { self != .none }

    /// Whether the form removes a leading symbology identifier (and so learns the type from it).
    public var stripsSymbologyIdentifier: Bool { self != .none && self != .trimmed }

    /// The digit count of the GTIN forms.
    public var gtinLength: Int? {
        switch self {
        case .gtin12: 12
        case .gtin13: 13
        case .gtin14: 14
        default: nil
        }
    }
}
