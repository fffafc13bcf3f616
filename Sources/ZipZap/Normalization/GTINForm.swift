/// The GTIN forms (SPEC C-3.5): a GTIN is 8, 12, 13 or 14 ASCII digits, or an 8-digit UPC-E when the type says so;
/// it is written right-aligned in `length` digits, padded with zeros or with leading zeros dropped. A GTIN that
/// would lose a non-zero digit does not fit. Check digits are not verified here: that is `.checkDigit`'s job.
enum GTINForm {
    static func rewrite(_ value: [UInt8], type: BarcodeType?, length: Int) -> Result<[UInt8], NormalizationFailure> {
        var digits = value
        if type == .upcE, value.count == 8 {
            guard let upcA = UPCE.expand(value) else { return .failure(.notAUPCE) }
            digits = upcA
        } else if type == .upcE {
            return .failure(.notAUPCE)
        }
        switch digits.count {
        case 8, 12, 13, 14: break
        default: return .failure(.notAGTIN)
        }
        guard digits.allSatisfy(ASCII.isDigit) else { return .failure(.notAGTIN) }
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
}
