/// Why a value cannot take the field's form. The scan is then rejected (SPEC C-3.6).
public enum NormalizationFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// A GTIN form was asked of a value that is not 8, 12, 13 or 14 ASCII digits (nor an 8-digit UPC-E).
    case notAGTIN
    /// The GTIN has a non-zero digit where the shorter form has no room (e.g. an ITF-14 with indicator 1 as GTIN-13).
    case gtinTooLong(targetLength: Int)
    /// A value of type UPC-E that is not 8 digits with number system 0 or 1.
    case notAUPCE

    public var description: String {
        switch self {
        case .notAGTIN: "not a GTIN: expected 8, 12, 13 or 14 digits"
        case .gtinTooLong(let length): "the GTIN does not fit in \(length) digits"
        case .notAUPCE: "not a UPC-E: expected 8 digits with number system 0 or 1"
        }
    }
}
