/// The lines of a text file as its writer meant them, whatever the editor: LF or CRLF ends a line, and a leading
/// UTF-8 byte order mark is not part of the first line.
public enum TextLines {
    public static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The lines of `text`; the last is empty when the text ends with a line end. (A Swift `Character` holds CRLF as
    /// one grapheme, which is why a split on "\n" alone reads a CRLF file as a single line.)
    public static func of(_ text: String) -> [Substring] {
        let body = text.first == "\u{FEFF}" ? text.dropFirst() : text[...]
        return body.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    }

    /// `bytes` without a leading byte order mark.
    public static func withoutByteOrderMark(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
        bytes.starts(with: byteOrderMark) ? bytes.dropFirst(byteOrderMark.count) : bytes[...]
    }
}
