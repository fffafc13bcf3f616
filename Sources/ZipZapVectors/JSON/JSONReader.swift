/// Reads typed values out of a parsed document, and says where a wrong one is: every error carries the path of the
/// offending value (`vectors[12].field.rules[0].rule`).
public struct JSONReader {
    public struct Error: Swift.Error, Sendable, Equatable, CustomStringConvertible {
        public let path: String
        public let message: String
        public var description: String { "\(path): \(message)" }
    }

    public let value: JSONValue
    public let path: String

    public init(_ value: JSONValue, path: String = "$") {
        self.value = value
        self.path = path
    }

    public func error(_ message: String) -> Error { Error(path: path, message: message) }

    /// A member that must be present.
    public func member(_ key: String) throws(Error) -> JSONReader {
        guard case .object(let members) = value else { throw error("expected an object, found \(value.kindName)") }
        guard let found = members.first(where: { $0.key == key }) else { throw error("missing member \"\(key)\"") }
        return JSONReader(found.value, path: path + "." + key)
    }

    /// A member that may be absent or null.
    public func optionalMember(_ key: String) throws(Error) -> JSONReader? {
        guard case .object(let members) = value else { throw error("expected an object, found \(value.kindName)") }
        guard let found = members.first(where: { $0.key == key }), found.value != .null else { return nil }
        return JSONReader(found.value, path: path + "." + key)
    }

    /// Fails when the object has a member not in `allowed`, so a misspelt member is an error, not ignored.
    public func onlyMembers(_ allowed: Set<String>) throws(Error) {
        guard case .object(let members) = value else { throw error("expected an object, found \(value.kindName)") }
        if let unknown = members.first(where: { !allowed.contains($0.key) }) {
            throw error("unknown member \"\(unknown.key)\"; allowed: \(allowed.sorted().joined(separator: ", "))")
        }
    }

    public func string() throws(Error) -> String {
        guard case .string(let text) = value else { throw error("expected a string, found \(value.kindName)") }
        return text
    }

    public func bool() throws(Error) -> Bool {
        guard case .bool(let flag) = value else { throw error("expected a boolean, found \(value.kindName)") }
        return flag
    }

    public func int() throws(Error) -> Int {
        guard case .number(let text) = value, let number = Int(text) else {
            throw error("expected a whole number, found \(value.kindName == "a number" ? "a number that is not one" : value.kindName)")
        }
        return number
    }

    public func array() throws(Error) -> [JSONReader] {
        guard case .array(let items) = value else { throw error("expected an array, found \(value.kindName)") }
        return items.enumerated().map { JSONReader($1, path: "\(path)[\($0)]") }
    }

    /// The members of an object, in order.
    public func members() throws(Error) -> [(key: String, reader: JSONReader)] {
        guard case .object(let members) = value else { throw error("expected an object, found \(value.kindName)") }
        return members.map { ($0.key, JSONReader($0.value, path: path + "." + $0.key)) }
    }
}
