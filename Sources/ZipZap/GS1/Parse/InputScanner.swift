/// Byte-level helpers shared by the parsers. Trivially copyable, so passing it around costs nothing.
struct InputScanner {
    /// FNC1 as it appears in text: GS (0x1D), `^`, and the configured ASCII substitutes.
    private let separators: CharacterSetChecks.ByteSet

    init(options: GS1Options) {
        separators = options.separatorSubstitutes.isEmpty
            ? Self.standardSeparators
            : Self.standardSeparators.union(CharacterSetChecks.ByteSet(bytes: options.separatorSubstitutes))
    }

    private static let standardSeparators = CharacterSetChecks.ByteSet(bytes: [0x1D, UInt8(ascii: "^")])

    @inline(__always) func isFNC1(_ byte: UInt8) -> Bool { separators.contains(byte) }

    /// The first byte GS1 data can never hold (NUL, other control characters, DEL, non-ASCII), unless it is a
    /// separator; its offset and the error. Whole words are skipped while all their bytes are printable ASCII (0x20
    /// to 0x7E): a Digital Link URI is checked whole, and this leaves the byte loop only the last few bytes, or the
    /// word with a separator in it. In a word with no byte of 0x80 or above, adding 0x60 sets a byte's top bit
    /// exactly when it is 0x20 or more, and adding 1 exactly when it is 0x7F; neither carries into the next byte.
    func firstInvalidByte(_ bytes: UnsafeBufferPointer<UInt8>) -> GS1Error? {
        let printable = ByteScan.passingWordsLength(bytes) { word in
            let topBits: UInt64 = 0x8080_8080_8080_8080
            return word & topBits == 0 && (word &+ 0x6060_6060_6060_6060) & topBits == topBits
                && (word &+ 0x0101_0101_0101_0101) & topBits == 0
        }
        let invalid = ByteScan.firstByte(of: bytes, from: printable, upTo: bytes.count) { byte in
            byte &- 0x20 >= 0x5F && !isFNC1(byte)
        }
        return invalid.map { .invalidByte(bytes[$0], at: $0) }
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
        return .unknownAI(digits, at: start)
    }
}
