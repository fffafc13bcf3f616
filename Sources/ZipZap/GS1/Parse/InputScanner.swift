/// Byte-level helpers shared by the parsers.
struct InputScanner {
    let options: GS1Options

    /// FNC1 as it appears in text: GS (0x1D), `^`, or a configured substitute.
    @inline(__always) func isFNC1(_ byte: UInt8) -> Bool {
        byte == 0x1D || byte == UInt8(ascii: "^") || (!options.separatorSubstitutes.isEmpty
            && options.separatorSubstitutes.contains(byte))
    }

    /// The first byte GS1 data can never hold (NUL, other control characters, DEL, non-ASCII), unless it is a
    /// separator; its offset and the error.
    func firstInvalidByte(_ bytes: UnsafeBufferPointer<UInt8>) -> GS1Error? {
        for index in bytes.indices {
            let byte = bytes[index]
            if (byte < 0x20 || byte >= 0x7F) && !isFNC1(byte) {
                let hex = String(byte, radix: 16, uppercase: true)
                let kind = byte >= 0x80 ? "non-ASCII byte" : "control byte"
                return GS1Error(
                    .invalidByte, ai: nil, offset: index,
                    detail: "\(kind) 0x\(hex.count == 1 ? "0" + hex : hex) is not allowed in GS1 data")
            }
        }
        return nil
    }

    /// The AI digits starting at `start` (up to four), for messages about an AI that is not in the table.
    static func aiText(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        var end = start
        while end < bytes.count && end - start < 4 && ASCII.isDigit(bytes[end]) { end += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    static func unknownAI(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> GS1Error {
        let digits = aiText(at: start, in: bytes)
        if digits.count < 2 {
            return GS1Error(.malformedAI, ai: nil, offset: start)
        }
        return GS1Error(.unknownAI, ai: digits, offset: start, message: "unknown AI (\(digits)) at offset \(start)")
    }
}
