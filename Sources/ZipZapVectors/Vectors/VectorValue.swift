/// Values in vectors: a JSON string when the bytes are valid UTF-8, otherwise `{"hex": "..."}` with two
/// hexadecimal digits a byte. Both forms are accepted on input; the generator writes the string form when it can.
public enum VectorValue {
    public static func json(_ bytes: [UInt8]) -> JSONValue {
        if let text = String(validating: bytes, as: UTF8.self) { return .string(text) }
        return .object([("hex", .string(Hex.lower(bytes)))])
    }

    public static func bytes(_ reader: JSONReader) throws(JSONReader.Error) -> [UInt8] {
        if case .string(let text) = reader.value { return Array(text.utf8) }
        guard case .object = reader.value else {
            throw reader.error("expected a value: a string, or an object {\"hex\": \"...\"}; found \(reader.value.kindName)")
        }
        try reader.onlyMembers(["hex"])
        let hexReader = try reader.member("hex")
        let digits = Array(try hexReader.string().utf8)
        guard digits.count % 2 == 0 else { throw hexReader.error("hex needs an even number of digits") }
        do throws(Hex.BadDigit) {
            return try Hex.bytes(digits)
        } catch {
            throw hexReader.error("not a hexadecimal digit at offset \(error.offset)")
        }
    }
}
