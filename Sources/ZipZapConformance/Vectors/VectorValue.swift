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
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count / 2)
        var index = 0
        while index < digits.count {
            guard let high = nibble(digits[index]), let low = nibble(digits[index + 1]) else {
                throw hexReader.error("not a hexadecimal digit at offset \(index)")
            }
            bytes.append(high << 4 | low)
            index += 2
        }
        return bytes
    }

    private static func nibble(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
