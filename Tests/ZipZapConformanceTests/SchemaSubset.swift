import Foundation
@testable import ZipZapConformance

/// Checks a JSON value against Conformance/schema/vectors.schema.json, for the keywords that schema uses: `$ref`,
/// `oneOf`, `type`, `const`, `enum`, `required`, `properties`, `additionalProperties: false`, `items`, `minimum`, `maximum`,
/// `minLength`, `maxLength`, `pattern`, `uniqueItems`, and `if` with `then` and `else`. A keyword it does not know fails the check, so the checker cannot pass
/// a value the schema would refuse by ignoring part of the schema.
struct SchemaSubset {
    let root: JSONValue

    static func load() throws -> SchemaSubset {
        SchemaSubset(root: try JSONParser.parse(try FileSystem.read(PackageFiles.root + "/Conformance/schema/vectors.schema.json")))
    }

    /// The problems of `value` against the definition `name` of `$defs`; empty when it is valid.
    func problems(_ value: JSONValue, definition name: String) -> [String] {
        guard let definition = root["$defs"]?[name] else { return ["no definition \(name)"] }
        return problems(value, definition, at: "$")
    }

    private static let known: Set<String> = [
        "$ref", "oneOf", "type", "const", "enum", "required", "properties", "additionalProperties", "items", "minimum",
        "maximum", "minLength", "maxLength", "pattern", "uniqueItems", "description", "allOf", "if", "then", "else", "not", "propertyNames",
    ]

    private func problems(_ value: JSONValue, _ schema: JSONValue, at path: String) -> [String] {
        guard case .object(let keywords) = schema else { return ["\(path): schema is not an object"] }
        var found: [String] = []
        for (keyword, argument) in keywords {
            guard Self.known.contains(keyword) else { found.append("\(path): unsupported keyword \(keyword)"); continue }
            switch keyword {
            case "$ref":
                guard case .string(let reference) = argument, reference.hasPrefix("#/$defs/"),
                      let target = root["$defs"]?[String(reference.dropFirst(8))] else { found.append("\(path): bad $ref"); continue }
                found += problems(value, target, at: path)
            case "oneOf":
                guard case .array(let branches) = argument else { continue }
                let valid = branches.filter { problems(value, $0, at: path).isEmpty }.count
                if valid != 1 { found.append("\(path): matches \(valid) branches of oneOf, not exactly one") }
            case "type":
                let names: [String] = switch argument {
                case .string(let name): [name]
                case .array(let items): items.compactMap { if case .string(let name) = $0 { name } else { nil } }
                default: []
                }
                if !names.contains(where: { Self.has(type: $0, value) }) { found.append("\(path): not of type \(names)") }
            case "const":
                if !value.isEquivalent(to: argument) { found.append("\(path): not the constant \(JSONWriter().compact(argument))") }
            case "enum":
                guard case .array(let items) = argument else { continue }
                if !items.contains(where: value.isEquivalent) { found.append("\(path): not one of the enum") }
            case "required":
                guard case .array(let names) = argument, case .object = value else { continue }
                for case .string(let name) in names where value[name] == nil { found.append("\(path): missing \(name)") }
            case "properties":
                guard case .object(let members) = value else { continue }
                for (name, member) in members {
                    if let property = argument[name] { found += problems(member, property, at: path + "." + name) }
                }
            case "additionalProperties":
                guard case .bool(false) = argument, case .object(let members) = value else { continue }
                for (name, _) in members where schema["properties"]?[name] == nil { found.append("\(path): unexpected member \(name)") }
            case "items":
                guard case .array(let items) = value else { continue }
                for (index, item) in items.enumerated() { found += problems(item, argument, at: "\(path)[\(index)]") }
            case "uniqueItems":
                guard case .bool(true) = argument, case .array(let items) = value else { continue }
                for (index, item) in items.enumerated() where items[..<index].contains(where: item.isEquivalent) {
                    found.append("\(path)[\(index)]: repeats an earlier item")
                }
            case "minimum", "maximum":
                // Integers compare exactly: the schema bounds them to Int64 (and UInt64 for seeds), beyond a Double's 53 bits.
                guard case .number(let text) = value, case .number(let bound) = argument else { continue }
                let sign: Int
                if let number = Int128(text), let limit = Int128(bound) { sign = number < limit ? -1 : number > limit ? 1 : 0 }
                else if let number = Double(text), let limit = Double(bound) { sign = number < limit ? -1 : number > limit ? 1 : 0 }
                else { continue }
                if keyword == "minimum" ? sign < 0 : sign > 0 { found.append("\(path): \(keyword == "minimum" ? "below" : "above") \(bound)") }
            case "minLength", "maxLength":
                guard case .string(let text) = value, case .number(let bound) = argument, let limit = Int(bound) else { continue }
                let count = text.unicodeScalars.count
                if keyword == "minLength" ? count < limit : count > limit { found.append("\(path): \(keyword) \(limit)") }
            case "if":
                let branch = problems(value, argument, at: path).isEmpty ? "then" : "else"
                if let chosen = schema[branch] { found += problems(value, chosen, at: path) }
            case "then", "else": continue
            case "pattern":
                guard case .string(let text) = value, case .string(let pattern) = argument else { continue }
                if text.range(of: pattern, options: .regularExpression) == nil { found.append("\(path): does not match \(pattern)") }
            default:
                // `description` says nothing; `allOf`, `not` and `propertyNames` only appear in the file-level
                // definitions (source branches), which the protocol's examples are not checked against.
                if keyword != "description" { found.append("\(path): \(keyword) is not checked by this subset") }
            }
        }
        return found
    }

    private static func has(type name: String, _ value: JSONValue) -> Bool {
        switch (name, value) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null), ("number", .number): true
        case ("integer", .number(let text)): Int(text) != nil
        default: false
        }
    }
}
