/// Trimming for `NormalizationForm.trimmed` and the forms built on it (SPEC C-3.2): removes, from both ends,
/// every scalar that is Unicode White_Space, a control character (general category Cc), or U+FEFF
/// (a byte-order mark some keyboard wedges emit). Scalars inside the value are kept, so a GS separator
/// between GS1 fields survives.
enum Trimming {
    /// The byte range of `bytes` that remains after trimming.
    static func trimmedRange(of bytes: [UInt8]) -> Range<Int> {
        var start = 0
        var end = bytes.count
        while start < end, let width = trimmableWidth(at: start, in: bytes) { start += width }
        while end > start, let width = trimmableWidthBefore(end, in: bytes, floor: start) { end -= width }
        return start..<end
    }

    /// The byte width of the trimmable scalar that starts at `index`, or nil when the scalar there is kept.
    private static func trimmableWidth(at index: Int, in bytes: [UInt8]) -> Int? {
        let lead = bytes[index]
        if lead < 0x80 { return isTrimmableASCII(lead) ? 1 : nil }
        for width in 2...3 where index + width <= bytes.count {
            if isTrimmableSequence(bytes[index..<index + width]) { return width }
        }
        return nil
    }

    /// The byte width of the trimmable scalar that ends at `end`, or nil. Every trimmable multi-byte scalar starts
    /// with a lead byte, which a decoder never takes as a continuation, so matching the suffix is exact.
    private static func trimmableWidthBefore(_ end: Int, in bytes: [UInt8], floor: Int) -> Int? {
        let last = bytes[end - 1]
        if last < 0x80 { return isTrimmableASCII(last) ? 1 : nil }
        for width in 2...3 where end - width >= floor {
            if isTrimmableSequence(bytes[end - width..<end]) { return width }
        }
        return nil
    }

    @inline(__always) private static func isTrimmableASCII(_ byte: UInt8) -> Bool { byte <= 0x20 || byte == 0x7F }

    /// U+0080...U+009F (C1 controls, NEL among them), U+00A0, U+1680, U+2000...U+200A, U+2028, U+2029, U+202F,
    /// U+205F, U+3000 and U+FEFF, in UTF-8.
    private static func isTrimmableSequence(_ s: ArraySlice<UInt8>) -> Bool {
        let i = s.startIndex
        switch s.count {
        case 2: return s[i] == 0xC2 && (0x80...0xA0).contains(s[i + 1])
        case 3:
            switch (s[i], s[i + 1], s[i + 2]) {
            case (0xE1, 0x9A, 0x80), (0xE2, 0x80, 0x80...0x8A), (0xE2, 0x80, 0xA8), (0xE2, 0x80, 0xA9),
                 (0xE2, 0x80, 0xAF), (0xE2, 0x81, 0x9F), (0xE3, 0x80, 0x80), (0xEF, 0xBB, 0xBF):
                return true
            default: return false
            }
        default: return false
        }
    }
}
