import ZipZap
import ZipZapConformance

/// A symbology's partial reads as the analysis models them (Docs/partial-reads.md says why):
///
/// - Interleaved 2 of 5 and ITF-14 encode digits in pairs behind weak start and stop patterns that also occur
///   inside the data, so a scan that misses one end can decode a shorter value: whole pairs lost from either
///   end, at least one pair kept. Every such truncation counts as equally likely.
/// - EAN-13: the left half (left guard, six digits, centre guard) reads as a complete UPC-E with number system 1;
///   the EAN-13's first digit, carried in the parity pattern, becomes the UPC-E check digit. That happens for
///   first digits 1 to 9 (with 0, i.e. a UPC-A, the parity pattern is not a UPC-E one).
/// - Every other symbology here has start and stop characters that cannot occur in its data or a mandatory
///   symbol check (Code 39, Code 93, Code 128, Codabar, UPC-A, EAN-8, UPC-E, GS1 DataBar, every 2D symbology):
///   no partial reads.
public struct PartialReadModel: Sendable {
    public let name: String
    /// The digit count of the full values.
    public let fullLength: Int
    /// Whether full values end in a GS1 mod-10 check digit (only valid values are read).
    public let fullValueHasCheckDigit: Bool
    public let kinds: [PartialReadKind]

    /// Interleaved 2 of 5 with `length` digits (even); `checkDigit` for ITF-14 and other mod-10 ITF values.
    /// A source that knows types reports a 14-digit read as ITF-14 and every other one as Interleaved 2 of 5.
    public static func interleaved2of5(name: String, length: Int, checkDigit: Bool, typeKnown: Bool) -> PartialReadModel {
        precondition(length >= 4 && length % 2 == 0)
        let pairs = length / 2
        var kinds: [PartialReadKind] = []
        for keptPairs in stride(from: pairs - 1, through: 1, by: -1) {
            for droppedLeft in 0...(pairs - keptPairs) {
                let start = 2 * droppedLeft
                let type: BarcodeType? = typeKnown ? (keptPairs == 7 ? .itf14 : .interleaved2of5) : nil
                kinds.append(PartialReadKind(
                    layout: (start..<(start + 2 * keptPairs)).map { .position($0) },
                    requiredDigits: [:], caseDigits: [], reportedType: type))
            }
        }
        return PartialReadModel(name: name, fullLength: length, fullValueHasCheckDigit: checkDigit, kinds: kinds)
    }

    /// EAN-13, whose left half reads as the UPC-E `1 d2 d3 d4 d5 d6 d7 d1`.
    public static func ean13(name: String, typeKnown: Bool) -> PartialReadModel {
        let leftHalf = PartialReadKind(
            layout: [.constant(0x31)] + (1...6).map { .position($0) } + [.position(0)],
            requiredDigits: [0: 1...9], caseDigits: [6], reportedType: typeKnown ? .upcE : nil)
        return PartialReadModel(name: name, fullLength: 13, fullValueHasCheckDigit: true, kinds: [leftHalf])
    }

    /// Every partial read of `full`, as the scans a field receives.
    public func partialReads(of full: [UInt8]) -> [Scan] {
        kinds.compactMap { kind in kind.read(full).map { Scan(value: $0, type: kind.reportedType) } }
    }
}
