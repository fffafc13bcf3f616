/// Helpers for reading the AI table's own text as UTF-8 bytes: the table is built on the first parse, so reading it
/// is on that parse's path, and bytes cost a fraction of `Character`s (no grapheme breaking).
enum TableBytes {
    typealias Text = UnsafeBufferPointer<UInt8>

    /// Calls `body` with each part of `text` between `separator`s, empty parts included.
    @inline(__always)
    static func forEachPart(of text: Text, separatedBy separator: UInt8, _ body: (Text) -> Void) {
        var start = 0
        for index in text.indices where text[index] == separator {
            body(Text(rebasing: text[start..<index]))
            start = index + 1
        }
        body(Text(rebasing: text[start...]))
    }

    static func hasPrefix(_ text: Text, _ prefix: StaticString) -> Bool {
        text.count >= prefix.utf8CodeUnitCount
            && (0..<prefix.utf8CodeUnitCount).allSatisfy { text[$0] == prefix.utf8Start[$0] }
    }

    static func dropFirst(_ count: Int, of text: Text) -> Text { Text(rebasing: text[min(count, text.count)...]) }

    static func string(_ text: Text) -> String { String(decoding: text, as: UTF8.self) }

    /// The decimal number `text` spells, nil unless it is 1 to 9 ASCII digits.
    static func number(_ text: Text) -> Int? {
        guard (1...9).contains(text.count) else { return nil }
        var value = 0
        for byte in text {
            guard ASCII.isDigit(byte) else { return nil }
            value = value * 10 + ASCII.digitValue(byte)
        }
        return value
    }
}
