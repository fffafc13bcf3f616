import ZipZap

/// A strict JSON parser (RFC 8259) over UTF-8 bytes whose errors give the line and column. It also reports the
/// line each value starts on (`lineOf`), so later checks can say where a bad vector is.
public struct JSONParser {
    public struct Error: Swift.Error, Sendable, Equatable, CustomStringConvertible {
        public let line: Int
        public let column: Int
        public let message: String
        public var description: String { "line \(line), column \(column): \(message)" }

        package init(line: Int, column: Int, message: String) {
            self.line = line
            self.column = column
            self.message = message
        }
    }

    /// Nesting deeper than this is refused rather than risking the stack.
    public static let maximumDepth = 256

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Parses one JSON document, with nothing but white space after it.
    public static func parse(_ bytes: [UInt8]) throws(Error) -> JSONValue {
        var parser = JSONParser(bytes)
        parser.skipWhiteSpace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhiteSpace()
        guard parser.index == bytes.count else { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    private func error(_ message: String) -> Error {
        Error(line: line, column: index - lineStart + 1, message: message)
    }

    private mutating func skipWhiteSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    private mutating func parseValue(depth: Int) throws(Error) -> JSONValue {
        guard depth < Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
        guard index < bytes.count else { throw error("unexpected end of input, expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("unexpected character '\(Self.show(bytes[index]))', expected a value")
        }
    }

    private mutating func expectWord(_ word: StaticString) throws(Error) {
        let count = word.utf8CodeUnitCount
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
        guard index + count <= bytes.count, bytes[index..<index + count].elementsEqual(expected) else {
            throw error("invalid literal, expected '\(word)'")
        }
        index += count
    }

    private mutating func parseObject(depth: Int) throws(Error) -> JSONValue {
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        var seen = Set<String>()
        skipWhiteSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhiteSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a member name in quotes") }
            let key = try parseString()
            guard isNew(key, among: members, seen: &seen) else { throw error("duplicate member name \"\(key)\"") }
            skipWhiteSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after the member name") }
            index += 1
            skipWhiteSpace()
            members.append((key, try parseValue(depth: depth + 1)))
            skipWhiteSpace()
            guard index < bytes.count else { throw error("unexpected end of input inside an object") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            throw error("expected ',' or '}' in an object")
        }
    }

    /// Whether `key` names no member yet. Objects are small, so a linear search is cheaper than hashing every key;
    /// past `linearLimit` members, `seen` takes over so that a huge object stays linear in time.
    private func isNew(_ key: String, among members: [(key: String, value: JSONValue)], seen: inout Set<String>) -> Bool {
        let linearLimit = 16
        if members.count < linearLimit { return !members.contains { $0.key == key } }
        if seen.isEmpty { seen = Set(members.map(\.key)) }
        return seen.insert(key).inserted
    }

    private mutating func parseArray(depth: Int) throws(Error) -> JSONValue {
        index += 1
        var items: [JSONValue] = []
        skipWhiteSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        while true {
            skipWhiteSpace()
            items.append(try parseValue(depth: depth + 1))
            skipWhiteSpace()
            guard index < bytes.count else { throw error("unexpected end of input inside an array") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
            throw error("expected ',' or ']' in an array")
        }
    }

    private mutating func parseNumber() throws(Error) -> String {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, ASCII.isDigit(bytes[index]) else { throw error("invalid number") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            while index < bytes.count, ASCII.isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, ASCII.isDigit(bytes[index]) else { throw error("invalid number: digits must follow '.'") }
            while index < bytes.count, ASCII.isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, ASCII.isDigit(bytes[index]) else { throw error("invalid number: exponent has no digits") }
            while index < bytes.count, ASCII.isDigit(bytes[index]) { index += 1 }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func parseString() throws(Error) -> String {
        index += 1
        // Most strings are printable ASCII without escapes: take them whole from the bytes. Any other string is
        // read again from its start, scalar by scalar.
        let start = index
        while index < bytes.count, (0x20..<0x80).contains(bytes[index]), bytes[index] != UInt8(ascii: "\""),
              bytes[index] != UInt8(ascii: "\\") {
            index += 1
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            index += 1
            return String(decoding: bytes[start..<index - 1], as: UTF8.self)
        }
        index = start
        var scalars = String.UnicodeScalarView()
        while true {
            guard index < bytes.count else { throw error("unterminated string") }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                index += 1
                scalars.append(try parseEscape())
            case 0x00..<0x20:
                throw error("control character U+00\(Hex.upper(byte)) must be escaped in a string")
            case 0x00..<0x80:
                scalars.append(Unicode.Scalar(byte))
                index += 1
            default:
                var iterator = UTF8Scalars(bytes[index...]).makeIterator()
                let scalar = iterator.next()!
                let width = iterator.index - index
                if scalar == "\u{FFFD}" && !bytes[index..<index + width].elementsEqual([0xEF, 0xBF, 0xBD]) {
                    throw error("invalid UTF-8 in a string")
                }
                scalars.append(scalar)
                index += width
            }
        }
    }

    private mutating func parseEscape() throws(Error) -> Unicode.Scalar {
        guard index < bytes.count else { throw error("unterminated escape") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let first = try parseHex4()
            if (0xD800..<0xDC00).contains(first) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("unpaired surrogate \\u\(String(first, radix: 16))")
                }
                index += 2
                let second = try parseHex4()
                guard (0xDC00..<0xE000).contains(second) else { throw error("unpaired surrogate \\u\(String(first, radix: 16))") }
                return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(first) else { throw error("unpaired surrogate \\u\(String(first, radix: 16))") }
            return scalar
        default:
            throw error("invalid escape '\\\(Self.show(byte))'")
        }
    }

    private mutating func parseHex4() throws(Error) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("\\u needs four hexadecimal digits") }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            guard let digit = Self.hexValue(byte) else { throw error("\\u needs four hexadecimal digits") }
            value = value << 4 | digit
        }
        index += 4
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private static func show(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte) ? String(UnicodeScalar(byte)) : "\\x" + Hex.upper(byte)
    }
}
