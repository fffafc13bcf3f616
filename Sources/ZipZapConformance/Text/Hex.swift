/// Hexadecimal spellings of bytes, for messages (upper case, as `\xHH` escapes read) and for vectors' `{"hex": ...}`
/// values (lower case).
enum Hex {
    private static let upperDigits = Array("0123456789ABCDEF".utf8)
    private static let lowerDigits = Array("0123456789abcdef".utf8)

    /// Two upper-case digits.
    static func upper(_ byte: UInt8) -> String {
        String(decoding: [upperDigits[Int(byte >> 4)], upperDigits[Int(byte & 0xF)]], as: UTF8.self)
    }

    /// Two lower-case digits a byte.
    static func lower(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            out.append(lowerDigits[Int(byte >> 4)])
            out.append(lowerDigits[Int(byte & 0xF)])
        }
        return String(decoding: out, as: UTF8.self)
    }
}
