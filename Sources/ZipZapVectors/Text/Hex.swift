/// Hexadecimal spellings of bytes, for messages (upper case, as `\xHH` escapes read) and for vectors' `{"hex": ...}`
/// values (lower case).
package enum Hex {
    private static let upperDigits = Array("0123456789ABCDEF".utf8)
    private static let lowerDigits = Array("0123456789abcdef".utf8)

    /// Two upper-case digits.
    package static func upper(_ byte: UInt8) -> String {
        String(decoding: [upperDigits[Int(byte >> 4)], upperDigits[Int(byte & 0xF)]], as: UTF8.self)
    }

    /// Two lower-case digits a byte.
    package static func lower(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            out.append(lowerDigits[Int(byte >> 4)])
            out.append(lowerDigits[Int(byte & 0xF)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// A digit that is not hexadecimal, at `offset` into the digits given.
    package struct BadDigit: Error { package let offset: Int }

    /// The bytes that pairs of hexadecimal digits (either case) stand for; an even count of digits is the caller's.
    package static func bytes<Digits: RandomAccessCollection<UInt8>>(_ digits: Digits) throws(BadDigit) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count / 2)
        var index = digits.startIndex
        var offset = 0
        while offset + 1 < digits.count {
            let next = digits.index(after: index)
            guard let high = nibble(digits[index]) else { throw BadDigit(offset: offset) }
            guard let low = nibble(digits[next]) else { throw BadDigit(offset: offset + 1) }
            bytes.append(high << 4 | low)
            index = digits.index(after: next)
            offset += 2
        }
        return bytes
    }

    private static func nibble(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
