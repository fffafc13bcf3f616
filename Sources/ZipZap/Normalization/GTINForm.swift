/// The GTIN forms (SPEC C-3.5): a GTIN is 8, 12, 13 or 14 ASCII digits, or an 8-digit UPC-E when the type says so,
/// or the GTIN that well-formed GS1 data carries in AI (01) or (02) (SPEC C-3.8); it is written right-aligned in
/// `length` digits, padded with zeros or with leading zeros dropped. A GTIN that would lose a non-zero digit does not
/// fit. Plain check digits are not verified here: that is `.checkDigit`'s job.
enum GTINForm {
    static func rewrite(_ value: [UInt8], type: BarcodeType?, length: Int) -> Result<[UInt8], NormalizationFailure> {
        var digits = value
        if type == .upcE, value.count == 8 {
            guard let upcA = UPCE.expand(value) else { return .failure(.notAUPCE) }
            digits = upcA
        } else if type == .upcE {
            return .failure(.notAUPCE)
        }
        if !isGTINShaped(digits) {
            guard let carried = carriedGTIN(value, type: type) else { return .failure(.notAGTIN) }
            digits = carried
        }
        if digits.count == length { return .success(digits) }
        let shift = length - digits.count
        if shift < 0, !digits.prefix(-shift).allSatisfy({ $0 == UInt8(ascii: "0") }) {
            return .failure(.gtinTooLong(targetLength: length))
        }
        // Right-align: output digit i is input digit i - shift, or a padding zero before the input starts.
        return .success([UInt8](unsafeUninitializedCapacity: length) { out, count in
            for position in 0..<length {
                let source = position - shift
                out[position] = source >= 0 ? digits[source] : UInt8(ascii: "0")
            }
            count = length
        })
    }

    static func isGTINShaped(_ digits: [UInt8]) -> Bool {
        [8, 12, 13, 14].contains(digits.count) && digits.allSatisfy(ASCII.isDigit)
    }

    /// The GTIN in AI (01) or (02) of GS1 data read as the type's scanner would send it (SPEC C-3.8).
    static func carriedGTIN(_ value: [UInt8], type: BarcodeType?) -> [UInt8]? {
        guard case .success(let elements) = GS1.parse(value, barcodeType: type), let gtin = elements.gtin else { return nil }
        return Array(gtin.utf8)
    }
}
