/// Element strings as a barcode carries them: AIs and values run together, FNC1 after every value that does not
/// have a predefined length (GS1 General Specifications 7.8.5).
enum UnbracketedParser {
    /// Parses `bytes[start...]` into `builder`. A leading FNC1 is optional; one FNC1 after a predefined-length
    /// value, and one at the very end, are tolerated (SPEC G-4).
    static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, into builder: inout ElementStringBuilder
    ) -> GS1Error? {
        let scanner = InputScanner(options: builder.options)
        let table = GS1AITable.current
        var position = start
        if position < bytes.count && scanner.isFNC1(bytes[position]) { position += 1 }
        while position < bytes.count {
            guard let definition = table.definition(at: position, in: bytes) else {
                return InputScanner.unknownAI(at: position, in: bytes)
            }
            let valueStart = position + definition.code.length
            var valueEnd = valueStart
            if definition.hasPredefinedLength {
                valueEnd = min(valueStart + definition.maxLength, bytes.count)
                // A predefined-length value cut short by a separator is too short, not a value with an FNC1 in it.
                if let separator = (valueStart..<valueEnd).first(where: { scanner.isFNC1(bytes[$0]) }) {
                    valueEnd = separator
                }
            } else {
                while valueEnd < bytes.count && !scanner.isFNC1(bytes[valueEnd]) { valueEnd += 1 }
            }
            let cursor = builder.valueCursor
            builder.appendValueBytes(UnsafeBufferPointer(rebasing: bytes[valueStart..<valueEnd]))
            if let error = builder.commit(definition, valueStart: cursor, inputOffset: valueStart) { return error }
            position = valueEnd
            if position < bytes.count && scanner.isFNC1(bytes[position]) { position += 1 }
        }
        return nil
    }
}
