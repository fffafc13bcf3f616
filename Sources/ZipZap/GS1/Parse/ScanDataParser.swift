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
        case (UInt8(ascii: "E"), UInt8(ascii: "0")):
            return parseGTIN(UnsafeBufferPointer(rebasing: bytes[data...]), lengths: [8, 12, 13], offset: data, into: &builder)
        case (UInt8(ascii: "E"), UInt8(ascii: "4")):
            return parseGTIN(UnsafeBufferPointer(rebasing: bytes[data...]), lengths: [8], offset: data, into: &builder)
        case (UInt8(ascii: "I"), UInt8(ascii: "1")):
            return parseGTIN(UnsafeBufferPointer(rebasing: bytes[data...]), lengths: [14], offset: data, into: &builder)
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

    /// EAN/UPC and ITF-14 data as AI (01): under `]E0` 13 digits (EAN-13), 12 (UPC-A) or 8 (UPC-E, expanded to its
    /// UPC-A); under `]E4` 8 digits (EAN-8); under `]I1` 14 digits (ITF-14); padded with zeros to 14 (SPEC C-7.6).
    private static func parseGTIN(
        _ digits: UnsafeBufferPointer<UInt8>, lengths: [Int], offset: Int,
        into builder: inout ElementStringBuilder
    ) -> GS1Error? {
        guard let gtinCode = GS1AICode(number: 1, length: 2), let gtin = builder.table.index(of: gtinCode) else {
            preconditionFailure("AI (01) missing from the table")
        }
        guard lengths.contains(digits.count) else {
            // Shorter than the longest length GS1 transmits is too short, so `]E0` with 9 to 11 digits is short of
            // the 13 that GS1 sends, not too long for UPC-E (SPEC C-7.72).
            let code: GS1Error.Code = digits.count < lengths[lengths.count - 1] ? .valueTooShort : .valueTooLong
            return GS1Error(code, ai: gtinCode, offset: offset, detail: "EAN/UPC data must have \(lengths) digits")
        }
        var body = Array(digits)
        if lengths.count > 1 && body.count == 8 {
            guard let upcA = UPCE.expand(body) else {
                return GS1Error(
                    .invalidCharacter(.numeric), ai: gtinCode, offset: offset,
                    detail: "a UPC-E must be 8 digits with number system 0 or 1")
            }
            body = upcA
        }
        let cursor = builder.valueCursor
        for _ in body.count..<14 { builder.appendValueByte(UInt8(ascii: "0")) }
        for byte in body { builder.appendValueByte(byte) }
        // A UPC-E's expansion keeps its check digit last, so right-aligning the input digits maps that one exactly.
        return builder.commitAppended(gtin, valueStart: cursor, inputOffset: offset, padding: 14 - digits.count)
    }
}
