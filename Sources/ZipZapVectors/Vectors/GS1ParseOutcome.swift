import ZipZap

/// A GS1 parser vector's outcome as JSON (SPEC C-7.40), what the reference gives and what an adapter answers:
/// `{"verdict": "accepted", "elements": [{"ai": "01", "value": "..."}], "bracketed": "...", "unbracketed": "^...",
/// "digitalLink": "https://..."}` (or `"digitalLink": {"notRepresentable": "noPrimaryKey"}`, or
/// `{"notRepresentable": "notAnAttribute", "ai": "..."}`), or `{"verdict": "rejected", "error": {"kind": "csum",
/// "ai": "01", "offset": 15}}` (`ai` absent when not known).
public enum GS1ParseOutcome {
    public static func rejected(kind: String, ai: String?, offset: Int) -> JSONValue {
        var error: [(key: String, value: JSONValue)] = [("kind", .string(kind))]
        if let ai { error.append(("ai", .string(ai))) }
        error.append(("offset", .int(offset)))
        return .object([("verdict", .string("rejected")), ("error", .object(error))])
    }

    /// An accepted outcome written out; `digitalLink` is a URI string or a `notRepresentable` object.
    public static func accepted(
        elements: [(ai: String, value: String)], bracketed: String, unbracketed: String, digitalLink: JSONValue
    ) -> JSONValue {
        .object([
            ("verdict", .string("accepted")),
            ("elements", .array(elements.map { .object([("ai", .string($0.ai)), ("value", .string($0.value))]) })),
            ("bracketed", .string(bracketed)), ("unbracketed", .string(unbracketed)), ("digitalLink", digitalLink),
        ])
    }

    /// Reads an expected outcome as a vector file holds it, refusing any kind outside the closed list.
    static func validated(_ reader: JSONReader) throws(JSONReader.Error) -> JSONValue {
        let verdict = try reader.member("verdict")
        switch try verdict.string() {
        case "accepted":
            try reader.onlyMembers(["verdict", "elements", "bracketed", "unbracketed", "digitalLink"])
            for element in try reader.member("elements").array() {
                try element.onlyMembers(["ai", "value"])
                _ = try element.member("ai").string()
                _ = try element.member("value").string()
            }
            _ = try reader.member("bracketed").string()
            _ = try reader.member("unbracketed").string()
            let link = try reader.member("digitalLink")
            if case .object = link.value {
                try link.onlyMembers(["notRepresentable", "ai"])
                let why = try link.member("notRepresentable")
                guard ["noPrimaryKey", "notAnAttribute"].contains(try why.string()) else {
                    throw why.error("notRepresentable is 'noPrimaryKey' or 'notAnAttribute'")
                }
            } else {
                _ = try link.string()
            }
        case "rejected":
            try reader.onlyMembers(["verdict", "error"])
            let error = try reader.member("error")
            try error.onlyMembers(["kind", "ai", "offset"])
            let kind = try error.member("kind")
            guard GS1ErrorKind.all.contains(try kind.string()) else {
                throw kind.error("'\(try kind.string())' is not an error kind of SPEC C-7.41")
            }
            _ = try error.optionalMember("ai")?.string()
            guard try error.member("offset").int() >= 0 else { throw error.error("offset must not be negative") }
        case let other:
            throw verdict.error("verdict is 'accepted' or 'rejected', not '\(other)'")
        }
        return reader.value
    }
}
