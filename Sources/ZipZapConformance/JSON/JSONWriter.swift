/// Writes JSON deterministically: members in their given order, two-space indentation, and any array or object
/// whose one-line form fits in `lineWidth` columns kept on one line. The same value always gives the same bytes,
/// which is what lets CI regenerate the vectors and compare them byte for byte.
public struct JSONWriter {
    public var lineWidth = 110

    public init() {}

    /// The document followed by a newline.
    public func document(_ value: JSONValue) -> String {
        var out = ""
        write(value, indent: 0, into: &out)
        out += "\n"
        return out
    }

    /// The value on one line, with a space after each ',' and ':'.
    public func compact(_ value: JSONValue) -> String {
        var out = ""
        writeCompact(value, into: &out)
        return out
    }

    private func write(_ value: JSONValue, indent: Int, into out: inout String) {
        let oneLine = compact(value)
        if oneLine.utf8.count + indent <= lineWidth { out += oneLine; return }
        let inner = String(repeating: " ", count: indent + 2)
        switch value {
        case .array(let items):
            out += "[\n"
            for (position, item) in items.enumerated() {
                out += inner
                write(item, indent: indent + 2, into: &out)
                out += position + 1 < items.count ? ",\n" : "\n"
            }
            out += String(repeating: " ", count: indent) + "]"
        case .object(let members):
            out += "{\n"
            for (position, member) in members.enumerated() {
                out += inner + Self.quoted(member.key) + ": "
                write(member.value, indent: indent + 2, into: &out)
                out += position + 1 < members.count ? ",\n" : "\n"
            }
            out += String(repeating: " ", count: indent) + "}"
        default:
            out += oneLine
        }
    }

    private func writeCompact(_ value: JSONValue, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let flag): out += flag ? "true" : "false"
        case .number(let text): out += text
        case .string(let text): Self.appendQuoted(text, to: &out)
        case .array(let items):
            out += "["
            for (position, item) in items.enumerated() {
                if position > 0 { out += ", " }
                writeCompact(item, into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (position, member) in members.enumerated() {
                if position > 0 { out += ", " }
                Self.appendQuoted(member.key, to: &out)
                out += ": "
                writeCompact(member.value, into: &out)
            }
            out += "}"
        }
    }

    /// A JSON string literal. Control characters, DEL, C1 controls and U+2028/U+2029 are escaped so that every
    /// vector stays on readable lines; other scalars are written as UTF-8.
    public static func quoted(_ text: String) -> String {
        var out = ""
        appendQuoted(text, to: &out)
        return out
    }

    /// `quoted(text)` appended to `out`. Runs of scalars that need no escape are copied whole: appending scalar by
    /// scalar was most of the adapter's time per vector.
    static func appendQuoted(_ text: String, to out: inout String) {
        out += "\""
        let scalars = text.unicodeScalars
        var runStart = scalars.startIndex
        var index = runStart
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let escape: String? = switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029:
                unicodeEscape(scalar)
            default: nil
            }
            let next = scalars.index(after: index)
            if let escape {
                out.append(contentsOf: text[runStart..<index])
                out += escape
                runStart = next
            }
            index = next
        }
        out.append(contentsOf: text[runStart...])
        out += "\""
    }

    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
