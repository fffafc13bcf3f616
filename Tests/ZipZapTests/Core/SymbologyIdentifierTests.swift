import Testing
import ZipZap

@Suite struct SymbologyIdentifierTests {
    @Test func everyTypeRoundTripsThroughItsCanonicalIdentifier() {
        // Data that makes the EAN/UPC and ITF rules of C-2.5 pick the type itself.
        let sample: [BarcodeType: String] = [
            .upcA: "036000291452", .upcE: "04252614", .ean13: "4006381333931", .ean8: "96385074",
            .itf14: "10012345678902", .interleaved2of5: "123456",
        ]
        // Types that share an identifier with their base type (C-2.5) learn the base type.
        let learnedAs: [BarcodeType: BarcodeType] = [
            .gs1DataBarLimited: .gs1DataBar, .gs1DataBarExpanded: .gs1DataBar, .microPDF417: .pdf417, .microQR: .qr,
        ]
        for type in BarcodeType.allCases {
            let identifier = SymbologyIdentifier.canonical(for: type)
            let data = Array((sample[type] ?? "DATA").utf8)
            #expect(identifier.barcodeType(forData: data) == (learnedAs[type] ?? type), "\(type) via \(identifier)")
            #expect(SymbologyIdentifier(prefixOf: Array(identifier.description.utf8)) == identifier)
        }
    }

    @Test func malformedPrefixesAreNotIdentifiers() {
        for text in ["", "]", "]C", "]1C", "]C!", "C1]", "]Cx"] {
            #expect(SymbologyIdentifier(prefixOf: Array(text.utf8)) == nil, "\(text)")
        }
        #expect(SymbologyIdentifier(prefixOf: Array("]X9".utf8))?.barcodeType(forData: []) == nil)
    }
}
