import ZipZap
import ZipZapConformance

/// One way a partial read arises from a full value: which digits it reports, in what order, as which type.
public struct PartialReadKind: Sendable, Hashable {
    /// Where each digit of the partial read comes from.
    public enum DigitSource: Sendable, Hashable {
        /// The full value's digit at this position (0-based).
        case position(Int)
        /// A digit the decoder supplies itself (UPC-E's number system, read from the parity pattern).
        case constant(UInt8)
    }

    public let layout: [DigitSource]
    /// Digits of the full value this kind needs (an EAN-13 left half reads as UPC-E only when its first digit
    /// is 1 to 9); positions not listed may hold any digit.
    public let requiredDigits: [Int: ClosedRange<Int>]
    /// Positions of the full value whose digit changes how `.checkDigit` weighs the others (the UPC-E digit that
    /// says where the zeros go). The counting treats each of their values as a separate case.
    public let caseDigits: [Int]
    /// The type the source reports for the partial read; nil for sources that cannot know it (HID scanners).
    public let reportedType: BarcodeType?

    /// The partial read's digit count.
    public var length: Int { layout.count }

    /// The partial read of `full`, or nil when this kind cannot happen to it.
    public func read(_ full: [UInt8]) -> [UInt8]? {
        for (position, digits) in requiredDigits where !digits.contains(Int(full[position]) - 0x30) { return nil }
        return layout.map { source in
            switch source {
            case .position(let position): full[position]
            case .constant(let digit): digit
            }
        }
    }
}
