/// Writes JSON deterministically: members in their given order, two-space indentation, and any array or object
/// whose one-line form fits in `lineWidth` columns kept on one line. The same value always gives the same bytes,
/// which is what lets CI regenerate the vectors and compare them byte for byte.
public struct JSONWriter {
    public var lineWidth = 110

    public init() {}

    /// The document followed by a newline.
    public func document(_ value: JSONValue) -> String {
        var out: [UInt8] = []
        write(value, indent: 0, into: &out)
        out.append(UInt8(ascii: "\n"))
        return String(decoding: out, as: UTF8.self)
    }

    /// The value on one line, with a space after each ',' and ':'.
    public func compact(_ value: JSONValue) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(512)  // a protocol message in one allocation, not a doubling per few members
        _ = writeCompact(value, into: &out, limit: .max)
        return String(decoding: out, as: UTF8.self)
    }

    /// The one-line form is tried with a budget of the columns left: a value too wide for them is abandoned after
    /// about a line's bytes, so each level of a document costs its own width, not the whole subtree's bytes again.
    private func write(_ value: JSONValue, indent: Int, into out: inout [UInt8]) {
        let start = out.count
        if writeCompact(value, into: &out, limit: start + lineWidth - indent) { return }
        out.removeSubrange(start...)
        let inner = [UInt8](repeating: UInt8(ascii: " "), count: indent + 2)
        switch value {
        case .array(let items):
            out += "[\n".utf8
            for (position, item) in items.enumerated() {
                out += inner
                write(item, indent: indent + 2, into: &out)
                out += (position + 1 < items.count ? ",\n" : "\n").utf8
            }
            out += repeatElement(UInt8(ascii: " "), count: indent)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out += "{\n".utf8
            for (position, member) in members.enumerated() {
                out += inner
                Self.appendQuoted(member.key, to: &out)
                out += ": ".utf8
                write(member.value, indent: indent + 2, into: &out)
                out += (position + 1 < members.count ? ",\n" : "\n").utf8
            }
            out += repeatElement(UInt8(ascii: " "), count: indent)
            out.append(UInt8(ascii: "}"))
        default:
            _ = writeCompact(value, into: &out, limit: .max)
        }
    }

    /// Writes UTF-8 bytes (appending to a byte array costs a fraction of appending to a String); stops, returning
    /// false, once `out` holds more than `limit` bytes: what it wrote then is incomplete.
    private func writeCompact(_ value: JSONValue, into out: inout [UInt8], limit: Int) -> Bool {
        switch value {
        case .null: out += "null".utf8
        case .bool(let flag): out += (flag ? "true" : "false").utf8
        case .number(let text): out += text.utf8
        case .string(let text): Self.appendQuoted(text, to: &out)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (position, item) in items.enumerated() {
                if position > 0 { out += ", ".utf8 }
                guard writeCompact(item, into: &out, limit: limit) else { return false }
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (position, member) in members.enumerated() {
                if position > 0 { out += ", ".utf8 }
                Self.appendQuoted(member.key, to: &out)
                out += ": ".utf8
                guard writeCompact(member.value, into: &out, limit: limit) else { return false }
            }
            out.append(UInt8(ascii: "}"))
        }
        return out.count <= limit
    }

    /// A JSON string literal. Control characters, DEL, C1 controls and U+2028/U+2029 are escaped so that every
    /// vector stays on readable lines; other scalars are written as UTF-8.
    public static func quoted(_ text: String) -> String {
        var out: [UInt8] = []
        appendQuoted(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `quoted(text)` as UTF-8 appended to `out`. Runs of bytes that need no escape are copied whole. A String is
    /// valid UTF-8, so the escaped scalars are recognised by their encodings: C1 controls are C2 80...C2 9F and
    /// U+2028/U+2029 are E2 80 A8/A9.
    static func appendQuoted(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                var width = 1
                var escape: [UInt8]?
                switch byte {
                case UInt8(ascii: "\""): escape = Array(#"\""#.utf8)
                case UInt8(ascii: "\\"): escape = Array(#"\\"#.utf8)
                case UInt8(ascii: "\n"): escape = Array(#"\n"#.utf8)
                case UInt8(ascii: "\r"): escape = Array(#"\r"#.utf8)
                case UInt8(ascii: "\t"): escape = Array(#"\t"#.utf8)
                case 0x00..<0x20, 0x7F: escape = unicodeEscape(UInt32(byte))
                case 0xC2 where index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]):
                    width = 2
                    escape = unicodeEscape(UInt32(bytes[index + 1]))
                case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (0xA8...0xA9).contains(bytes[index + 2]):
                    width = 3
                    escape = unicodeEscape(0x2000 | UInt32(bytes[index + 2] & 0x3F))
                default: break
                }
                if let escape {
                    out += UnsafeBufferPointer(rebasing: bytes[runStart..<index])
                    out += escape
                    runStart = index + width
                }
                index += width
            }
            out += UnsafeBufferPointer(rebasing: bytes[runStart...])
        }
        out.append(UInt8(ascii: "\""))
    }

    private static func unicodeEscape(_ value: UInt32) -> [UInt8] {
        let hex = String(value, radix: 16, uppercase: true)
        return Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
    }
}
