import ZipZap
import ZipZapConformance

/// Values the families reuse. Every GTIN here has a check digit computed by hand with GS1 mod 10 and matches a
/// published or printed example where one is named.
enum Samples {
    static let gtin8 = "96385074"          // EAN-8
    static let gtin12 = "036000291452"     // UPC-A
    static let gtin13 = "4006381333931"    // EAN-13
    static let gtin14 = "10012345678902"   // ITF-14, indicator digit 1
    static let upcE = "04252614"           // UPC-E for UPC-A 042100005264
    static let gs1ElementString = "0109520123456788"

    /// A value each type could really carry (valid for its check digit where it has one).
    static func value(for type: BarcodeType) -> String {
        switch type {
        case .upcA: gtin12
        case .upcE: upcE
        case .ean13: gtin13
        case .ean8: gtin8
        case .itf14: gtin14
        case .interleaved2of5: "12345670"
        case .code39: "ABC-123"
        case .code93: "CODE 93"
        case .codabar: "A40156B"
        case .code128: "Code 128 #42"
        case .gs1128, .gs1DataBar, .gs1DataBarLimited, .gs1DataBarExpanded, .gs1QR, .gs1DataMatrix, .gs1DotCode:
            gs1ElementString
        case .pdf417: "PDF417 boarding pass"
        case .microPDF417: "MPDF-7"
        case .qr: "https://example.com/p/1"
        case .microQR: "MQR1"
        case .dataMatrix: "DM-0001"
        case .aztec: "AZTEC TICKET"
        case .dotCode: "DOT-99"
        }
    }

    static func scan(_ type: BarcodeType) -> Scan { Scan(value(for: type), type: type) }
}

extension VectorFile.Flag {
    init(_ name: String, bug: String, breaks: String) { self.init(name: name, bug: bug, breaks: breaks) }
}
