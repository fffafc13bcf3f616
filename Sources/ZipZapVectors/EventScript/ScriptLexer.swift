import ZipZap

/// Splits one event-script line into tokens: words separated by blanks, `"quoted words"`, and the brackets of
/// camera detections. A backslash escapes in bare and quoted words alike: `\\`, `\"`, `\r`, `\n`, `\t`, `\xHH`
/// (any byte) and `\u{H...}` (a scalar, as UTF-8).
package struct ScriptLexer {
    private let line: [UInt8]
    private let lineNumber: Int
    private var index = 0
    private var depth = 0

    private static let backslash = UInt8(ascii: "\\"), quote = UInt8(ascii: "\""), space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
    private static let open = UInt8(ascii: "["), close = UInt8(ascii: "]")

    package static func tokens(of line: ArraySlice<UInt8>, lineNumber: Int) throws(EventScriptError) -> [ScriptToken] {
        var lexer = ScriptLexer(line: Array(line), lineNumber: lineNumber)
        var tokens: [ScriptToken] = []
        while let token = try lexer.next() { tokens.append(token) }
        return tokens
    }

    private init(line: [UInt8], lineNumber: Int) {
        self.line = line
        self.lineNumber = lineNumber
    }

    private func error(_ message: String) -> EventScriptError { EventScriptError(line: lineNumber, message) }

    private mutating func next() throws(EventScriptError) -> ScriptToken? {
        while index < line.count, line[index] == Self.space || line[index] == Self.tab { index += 1 }
        guard index < line.count else { return nil }
        switch line[index] {
        case Self.open:
            index += 1
            depth += 1
            return .open
        case Self.close where depth > 0:
            index += 1
            depth -= 1
            return .close
        case Self.quote:
            index += 1
            return .word(bytes: try quoted(), text: nil)
        default:
            return try bare()
        }
    }

    /// A quoted word, up to its closing quote, which must be followed by a blank, `]` or the end of the line.
    private mutating func quoted() throws(EventScriptError) -> [UInt8] {
        var bytes: [UInt8] = []
        while index < line.count, line[index] != Self.quote {
            if line[index] == Self.backslash { bytes += try escape() } else { bytes.append(line[index]); index += 1 }
        }
        guard index < line.count else { throw error("a quoted value has no closing '\"'") }
        index += 1
        if index < line.count, ![Self.space, Self.tab].contains(line[index]), !(line[index] == Self.close && depth > 0) {
            throw error("unexpected text after a closing '\"'")
        }
        return bytes
    }

    /// A bare word, up to a blank; inside a detection a final `]` closes the detection instead.
    private mutating func bare() throws(EventScriptError) -> ScriptToken {
        var end = index
        while end < line.count, line[end] != Self.space, line[end] != Self.tab { end += 1 }
        if depth > 0, end > index + 1, line[end - 1] == Self.close { end -= 1 }
        let text = String(decoding: line[index..<end], as: UTF8.self)
        var bytes: [UInt8] = []
        while index < end {
            if line[index] == Self.backslash { bytes += try escape(before: end) } else { bytes.append(line[index]); index += 1 }
        }
        return .word(bytes: bytes, text: text)
    }

    /// The bytes of the escape sequence at `index` (a backslash), which must end before `limit`.
    private mutating func escape(before limit: Int? = nil) throws(EventScriptError) -> [UInt8] {
        let limit = limit ?? line.count
        guard index + 1 < limit else { throw error("a '\\' ends the value; write '\\\\' for a backslash") }
        let letter = line[index + 1]
        index += 2
        switch letter {
        case Self.backslash, Self.quote: return [letter]
        case UInt8(ascii: "r"): return [0x0D]
        case UInt8(ascii: "n"): return [0x0A]
        case UInt8(ascii: "t"): return [0x09]
        case UInt8(ascii: "x"):
            guard index + 2 <= limit, line[index..<index + 2].allSatisfy(Self.isHexDigit),
                  let byte = UInt8(String(decoding: line[index..<index + 2], as: UTF8.self), radix: 16)
            else {
                throw error("'\\x' needs two hexadecimal digits")
            }
            index += 2
            return [byte]
        case UInt8(ascii: "u"):
            guard index < limit, line[index] == UInt8(ascii: "{"),
                  let end = line[index..<limit].firstIndex(of: UInt8(ascii: "}")), end > index + 1,
                  line[index + 1..<end].allSatisfy(Self.isHexDigit),
                  let value = UInt32(String(decoding: line[index + 1..<end], as: UTF8.self), radix: 16),
                  let scalar = Unicode.Scalar(value)
            else { throw error("'\\u' needs a Unicode scalar in braces, e.g. \\u{1D}") }
            index = end + 1
            return Array(String(scalar).utf8)
        default:
            throw error("unknown escape '\\\(String(UnicodeScalar(letter)))'; use \\\\ \\\" \\r \\n \\t \\xHH or \\u{H}")
        }
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        ASCII.isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    }
}
