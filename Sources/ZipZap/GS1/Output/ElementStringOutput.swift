extension GS1ElementString {
    /// The human-readable form, `(01)09520123456788(10)ABC`, with `(` in a value escaped as `\(`.
    public var bracketed: String {
        var bytes: [UInt8] = []
        appendBracketed(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the bytes of `bracketed` to `bytes`. Their exact count is worked out first, they are written into a
    /// temporary buffer of that size (each AI's digits from the hot table's record, the values copied in runs
    /// between the `(`s to escape) and appended in one copy: an `append` per AI digit, bracket and run checked the
    /// array's uniqueness and capacity each time.
    public func appendBracketed(to bytes: inout [UInt8]) {
        let table = AIHotTable.shared
        storage.withUnsafeBufferPointer { values in
            var length = 0
            // Over positions, as below: an iterator would hold a copy of the list, retained for the loop.
            for position in 0..<fields.count {
                let field = fields[position]
                length += table.records[field.index].aiLength + 2 + field.valueEnd - field.valueStart
                for index in field.valueStart..<field.valueEnd where values[index] == UInt8(ascii: "(") { length += 1 }
            }
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: length) { line in
                var position = 0
                for fieldPosition in 0..<fields.count {
                    let field = fields[fieldPosition]
                    let record = table.records[field.index]
                    line[position] = UInt8(ascii: "(")
                    var digits = record.aiDigits
                    for _ in 0..<record.aiLength {
                        position += 1
                        line[position] = UInt8(truncatingIfNeeded: digits)
                        digits >>= 8
                    }
                    line[position + 1] = UInt8(ascii: ")")
                    position += 2
                    var runStart = field.valueStart
                    for index in field.valueStart..<field.valueEnd where values[index] == UInt8(ascii: "(") {
                        position = Self.copy(values, runStart..<index, to: line, at: position)
                        line[position] = UInt8(ascii: "\\")
                        position += 1
                        runStart = index
                    }
                    position = Self.copy(values, runStart..<field.valueEnd, to: line, at: position)
                }
                bytes.append(contentsOf: UnsafeBufferPointer(line))
            }
        }
    }

    /// Copies `values[range]` to `line` at `position` and returns the position after them. The range is checked
    /// against both buffers, as their subscripts would check each byte.
    private static func copy(
        _ values: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, to line: UnsafeMutableBufferPointer<UInt8>,
        at position: Int
    ) -> Int {
        let end = position + range.count
        let target = UnsafeMutableBufferPointer(rebasing: line[position..<end])
        _ = target.initialize(from: UnsafeBufferPointer(rebasing: values[range]))
        return end
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
