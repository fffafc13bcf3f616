/// Scan data: an AIM symbology identifier (ISO/IEC 15424) and the data it introduces (GS1 General Specifications
/// 5.1.2 and 7.8.6).
enum ScanDataParser {
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, into builder: inout ElementStringBuilder) -> GS1Error? {
        guard let identifier = SymbologyIdentifier(prefixOf: bytes) else {
            return GS1Error(
                .unsupportedSymbology, ai: nil, offset: 0, detail: "scan data must start with a symbology identifier")
        }
        let data = 3
        switch (identifier.code, identifier.modifier) {
        case (UInt8(ascii: "C"), UInt8(ascii: "1")), (UInt8(ascii: "e"), UInt8(ascii: "0")),
             (UInt8(ascii: "d"), UInt8(ascii: "2")), (UInt8(ascii: "Q"), UInt8(ascii: "3")),
             (UInt8(ascii: "J"), UInt8(ascii: "1")):
            guard data < bytes.count else {
                return GS1Error(.emptyInput, ai: nil, offset: data, detail: "no data after \(identifier)")
            }
            return UnbracketedParser.parse(bytes, from: data, into: &builder)
        case (UInt8(ascii: "E"), UInt8(ascii: "0")), (UInt8(ascii: "E"), UInt8(ascii: "4")):
            return parseGTIN(
                UnsafeBufferPointer(rebasing: bytes[data...]), isUPCEPossible: identifier.modifier == UInt8(ascii: "0"),
                offset: data, into: &builder)
        case (UInt8(ascii: "Q"), UInt8(ascii: "1")), (UInt8(ascii: "d"), UInt8(ascii: "1")),
             (UInt8(ascii: "J"), UInt8(ascii: "0")):
            let uri = UnsafeBufferPointer(rebasing: bytes[data...])
            guard DigitalLinkParser.schemeLength(uri) != nil else {
                return GS1Error(
                    .unsupportedSymbology, ai: nil, offset: data,
                    detail: "\(identifier) data is not a GS1 Digital Link URI")
            }
            return DigitalLinkParser.parse(uri, baseOffset: data, into: &builder)
        default:
            return GS1Error(.unsupportedSymbology, ai: nil, offset: 0)
        }
    }

    /// EAN/UPC data as AI (01): 8 digits (EAN-8, or a UPC-E under `]E0`, expanded to its UPC-A), 12 or 13 digits,
    /// each padded with zeros to 14 (SPEC G-6).
    private static func parseGTIN(
        _ digits: UnsafeBufferPointer<UInt8>, isUPCEPossible: Bool, offset: Int,
        into builder: inout ElementStringBuilder
    ) -> GS1Error? {
        guard let gtin = GS1AITable.current.definition(for: "01") else {
            preconditionFailure("AI (01) missing from the table")
        }
        var body = Array(digits)
        if isUPCEPossible, body.count == 8, let upcA = UPCE.expand(body) { body = upcA }
        let cursor = builder.valueCursor
        if body.count < 14 {
            for _ in body.count..<14 { builder.appendValueByte(UInt8(ascii: "0")) }
        }
        body.withUnsafeBufferPointer { builder.appendValueBytes($0) }
        return builder.commit(gtin, valueStart: cursor, inputOffset: offset)
    }
}
