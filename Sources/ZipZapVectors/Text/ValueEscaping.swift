import ZipZap

/// A value shown on one line of text: printable scalars as they are, `\` doubled, every other ASCII byte and every
/// byte of an ill-formed UTF-8 subpart as `\xHH`, and C1 controls and U+2028/U+2029 as `\u{HHHH}`.
public enum ValueEscaping {
    public static func display(_ value: [UInt8]) -> String {
        var out = ""
        out.reserveCapacity(value.count)
        var iterator = UTF8Scalars(value).makeIterator()
        var start = iterator.index
        while let scalar = iterator.next() {
            let bytes = value[start..<iterator.index]
            start = iterator.index
            if scalar == "\u{FFFD}" && bytes.elementsEqual([0xEF, 0xBF, 0xBD]) == false {
                for byte in bytes { out += hex(byte) }
            } else if scalar == "\\" {
                out += "\\\\"
            } else if scalar.value < 0x20 || scalar.value == 0x7F {
                out += hex(UInt8(scalar.value))
            } else if (0x80...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029 {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func hex(_ byte: UInt8) -> String { "\\x" + Hex.upper(byte) }
}
