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
    /// separator; its offset and the error.
    func firstInvalidByte(_ bytes: UnsafeBufferPointer<UInt8>) -> GS1Error? {
        var index = 0
        while index < bytes.count && (bytes[index] &- 0x20 < 0x5F || isFNC1(bytes[index])) { index += 1 }
        guard index < bytes.count else { return nil }
        return .invalidByte(bytes[index], at: index)
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
