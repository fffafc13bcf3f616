extension GS1ElementString {
    /// The human-readable form, `(01)09520123456788(10)ABC`, with `(` in a value escaped as `\(`.
    public var bracketed: String {
        var bytes: [UInt8] = []
        appendBracketed(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the bytes of `bracketed` to `bytes`: the AIs are copied from the hot table's packed digits and the
    /// values copied in runs between the `(`s to escape, so no string is built on the way.
    public func appendBracketed(to bytes: inout [UInt8]) {
        let table = AIHotTable.shared
        bytes.reserveCapacity(bytes.count + storage.count + fields.count * 7)
        storage.withUnsafeBufferPointer { values in
            for field in fields {
                let record = table.records[field.index]
                bytes.append(UInt8(ascii: "("))
                var digits = record.aiDigits
                for _ in 0..<record.aiLength {
                    bytes.append(UInt8(truncatingIfNeeded: digits))
                    digits >>= 8
                }
                bytes.append(UInt8(ascii: ")"))
                var runStart = field.valueStart
                for index in field.valueStart..<field.valueEnd where values[index] == UInt8(ascii: "(") {
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: values[runStart..<index]))
                    bytes.append(UInt8(ascii: "\\"))
                    runStart = index
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: values[runStart..<field.valueEnd]))
            }
        }
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
