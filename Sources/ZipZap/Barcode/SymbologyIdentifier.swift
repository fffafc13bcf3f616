/// AIM symbology identifiers (ISO/IEC 15424): `]` + a code character + a modifier character, sent by scanners
/// configured to prefix the data with the symbology that carried it.
public struct SymbologyIdentifier: Sendable, Hashable, CustomStringConvertible {
    /// The code character: `E` for EAN/UPC, `C` for Code 128, `d` for Data Matrix ...
    public let code: UInt8
    /// The modifier character, a digit or upper-case letter.
    public let modifier: UInt8

    public init(code: UInt8, modifier: UInt8) {
        self.code = code
        self.modifier = modifier
    }

    /// Parses the three bytes `]Cm`; nil unless they are exactly a bracket, a letter and a digit or letter.
    public init?<C: Collection<UInt8>>(prefixOf bytes: C) {
        var iterator = bytes.makeIterator()
        guard iterator.next() == UInt8(ascii: "]"),
              let code = iterator.next(), ASCII.isLetter(code),
              let modifier = iterator.next(), ASCII.isDigit(modifier) || ASCII.isUpperLetter(modifier)
        else { return nil }
        self.init(code: code, modifier: modifier)
    }

    public var description: String { "]" + String(UnicodeScalar(code)) + String(UnicodeScalar(modifier)) }

    /// The identifier a scanner sends for a value of this type (the one vectors and the generator use).
    public static func canonical(for type: BarcodeType) -> SymbologyIdentifier {
        func id(_ code: Character, _ modifier: Character) -> SymbologyIdentifier {
            SymbologyIdentifier(code: code.asciiValue!, modifier: modifier.asciiValue!)
        }
        switch type {
        case .upcA, .upcE, .ean13: return id("E", "0")
        case .ean8: return id("E", "4")
        case .itf14: return id("I", "1")
        case .interleaved2of5: return id("I", "0")
        case .code39: return id("A", "0")
        case .code93: return id("G", "0")
        case .codabar: return id("F", "0")
        case .code128: return id("C", "0")
        case .gs1128: return id("C", "1")
        case .gs1DataBar, .gs1DataBarLimited, .gs1DataBarExpanded: return id("e", "0")
        case .pdf417, .microPDF417: return id("L", "2")
        case .qr, .microQR: return id("Q", "1")
        case .gs1QR: return id("Q", "3")
        case .dataMatrix: return id("d", "1")
        case .gs1DataMatrix: return id("d", "2")
        case .aztec: return id("z", "0")
        case .dotCode: return id("J", "0")
        case .gs1DotCode: return id("J", "1")
        }
    }

    /// The type a scan with this identifier and this data (identifier already removed) has, or nil when the
    /// identifier names no type of ours. SPEC C-3.3 gives the table and the reasons.
    public func barcodeType<C: Collection<UInt8>>(forData data: C) -> BarcodeType? {
        let digitsOnly = data.allSatisfy(ASCII.isDigit)
        switch (code, modifier) {
        case (UInt8(ascii: "E"), UInt8(ascii: "0")):
            guard digitsOnly else { return .ean13 }
            switch data.count {
            case 8: return .upcE
            case 12: return .upcA
            case 13: return data.first == UInt8(ascii: "0") ? .upcA : .ean13
            default: return .ean13
            }
        case (UInt8(ascii: "E"), UInt8(ascii: "4")): return .ean8
        case (UInt8(ascii: "I"), UInt8(ascii: "0")), (UInt8(ascii: "I"), UInt8(ascii: "1")):
            return digitsOnly && data.count == 14 ? .itf14 : .interleaved2of5
        case (UInt8(ascii: "A"), UInt8(ascii: "0") ... UInt8(ascii: "7")): return .code39
        case (UInt8(ascii: "G"), UInt8(ascii: "0")): return .code93
        case (UInt8(ascii: "F"), UInt8(ascii: "0") ... UInt8(ascii: "4")): return .codabar
        case (UInt8(ascii: "C"), UInt8(ascii: "0")), (UInt8(ascii: "C"), UInt8(ascii: "2")),
             (UInt8(ascii: "C"), UInt8(ascii: "4")): return .code128
        case (UInt8(ascii: "C"), UInt8(ascii: "1")): return .gs1128
        case (UInt8(ascii: "e"), UInt8(ascii: "0")): return .gs1DataBar
        case (UInt8(ascii: "L"), UInt8(ascii: "0") ... UInt8(ascii: "2")): return .pdf417
        case (UInt8(ascii: "Q"), UInt8(ascii: "0") ... UInt8(ascii: "2")): return .qr
        case (UInt8(ascii: "Q"), UInt8(ascii: "3")), (UInt8(ascii: "Q"), UInt8(ascii: "4")): return .gs1QR
        case (UInt8(ascii: "d"), UInt8(ascii: "0")), (UInt8(ascii: "d"), UInt8(ascii: "1")): return .dataMatrix
        case (UInt8(ascii: "d"), UInt8(ascii: "2")): return .gs1DataMatrix
        case (UInt8(ascii: "z"), UInt8(ascii: "0")): return .aztec
        case (UInt8(ascii: "J"), UInt8(ascii: "0")): return .dotCode
        case (UInt8(ascii: "J"), UInt8(ascii: "1")): return .gs1DotCode
        default: return nil
        }
    }
}
