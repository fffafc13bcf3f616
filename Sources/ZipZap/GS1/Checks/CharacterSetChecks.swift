/// Character-set membership for AI values, and the `pcenc` check.
enum CharacterSetChecks {
    /// A set of ASCII bytes as two 64-bit masks.
    struct ByteSet {
        let low: UInt64
        let high: UInt64

        init(_ members: String) { self.init(bytes: members.utf8) }

        /// Bytes of 128 and above cannot be members.
        init<S: Sequence<UInt8>>(bytes members: S) {
            var low: UInt64 = 0, high: UInt64 = 0
            for byte in members where byte < 128 {
                if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
            }
            self.low = low
            self.high = high
        }

        private init(low: UInt64, high: UInt64) {
            self.low = low
            self.high = high
        }

        func union(_ other: ByteSet) -> ByteSet { ByteSet(low: low | other.low, high: high | other.high) }

        /// One word chosen by the byte's sixth bit, no branch on it.
        @inline(__always) func contains(_ byte: UInt8) -> Bool {
            byte < 128 && ((byte < 64 ? low : high) >> UInt64(byte & 63)) & 1 == 1
        }
    }

    static let cset82 = ByteSet(
        "!\"%&'()*+,-./0123456789:;<=>?ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz")
    static let cset39 = ByteSet("#-/0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    static let cset64 = ByteSet("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")

    /// The offset of the first byte of `value` outside `set`, or nil. For CSET 64, up to two trailing `=` pad the
    /// value to a multiple of three characters (GS1 General Specifications, figure 7.11-3); a wrong padding fails
    /// at its first `=`.
    static func firstOutside(_ set: GS1CharacterSet, _ value: UnsafeBufferPointer<UInt8>) -> Int? {
        switch set {
        case .numeric: return firstNonDigit(value)
        case .cset82: return firstOutside(cset82, value, upTo: value.count)
        case .cset39: return firstOutside(cset39, value, upTo: value.count)
        case .cset64:
            var dataEnd = value.count
            while dataEnd > 0 && value[dataEnd - 1] == UInt8(ascii: "=") { dataEnd -= 1 }
            let padding = value.count - dataEnd
            if padding > 2 || (padding > 0 && value.count % 3 != 0) { return dataEnd }
            return firstOutside(cset64, value, upTo: dataEnd)
        }
    }

    /// The offset of the first byte of `value` that is not an ASCII digit, or nil. Whole words are skipped while all
    /// their bytes are digits: a byte is a digit when its high nibble is 3 and adding 6 keeps it so (no carry
    /// leaves a byte whose high nibble is 3).
    static func firstNonDigit(_ value: UnsafeBufferPointer<UInt8>) -> Int? {
        let digits = ByteScan.passingWordsLength(value) { word in
            let highNibbles: UInt64 = 0xF0F0_F0F0_F0F0_F0F0, threes: UInt64 = 0x3030_3030_3030_3030
            return word & highNibbles == threes && (word &+ 0x0606_0606_0606_0606) & highNibbles == threes
        }
        return ByteScan.firstByte(of: value, from: digits, upTo: value.count) { !ASCII.isDigit($0) }
    }

    /// The offset of the first byte of `value` outside `set`, or nil.
    static func firstOutside(_ set: ByteSet, _ value: UnsafeBufferPointer<UInt8>, upTo end: Int) -> Int? {
        ByteScan.firstByte(of: value, upTo: end) { !set.contains($0) }
    }

    /// `pcenc`: every `%` starts an escape of two hexadecimal digits.
    static func percentEncodingFailure(_ value: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        while index < value.count {
            if value[index] == UInt8(ascii: "%") {
                guard index + 2 < value.count, isHexDigit(value[index + 1]), isHexDigit(value[index + 2]) else {
                    return index
                }
                index += 3
            } else {
                index += 1
            }
        }
        return nil
    }

    static func isHexDigit(_ byte: UInt8) -> Bool { hexValue(byte) != nil }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }
}
