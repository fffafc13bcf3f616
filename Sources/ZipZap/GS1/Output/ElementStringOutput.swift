extension GS1ElementString {
    /// The human-readable form, `(01)09520123456788(10)ABC`, with `(` in a value escaped as `\(`.
    public var bracketed: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(storage.count + fields.count * 8)
        for field in fields {
            bytes.append(UInt8(ascii: "("))
            bytes.append(contentsOf: field.definition.ai.utf8)
            bytes.append(UInt8(ascii: ")"))
            for byte in valueBytes(of: field) {
                if byte == UInt8(ascii: "(") { bytes.append(UInt8(ascii: "\\")) }
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The barcode form: FNC1 first, then each AI and value, with FNC1 only after a value that has no predefined
    /// length and is not the last (GS1 General Specifications 7.8.5). `fnc1` is the character written for FNC1:
    /// `^` by default, or GS (0x1D) as a scanner sends it.
    public func unbracketed(fnc1: Character = "^") -> String {
        var text = String(fnc1)
        for (index, field) in fields.enumerated() {
            text += field.definition.ai
            text += value(of: field)
            if !field.definition.hasPredefinedLength && index < fields.count - 1 { text.append(fnc1) }
        }
        return text
    }
}
