/// Element strings as a barcode carries them: AIs and values run together, FNC1 after every value that does not
/// have a predefined length (GS1 General Specifications 7.8.5).
enum UnbracketedParser {
    /// Parses `bytes[start...]` into `builder`; `bytes` is the whole input, which the builder's storage begins with. A leading FNC1 is optional; one FNC1 after a predefined-length
    /// value, and one at the very end, are tolerated (SPEC C-7.4).
    static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, into builder: inout ElementStringBuilder
    ) -> GS1Error? {
        let scanner = builder.scanner
        var position = start
        if position < bytes.count && scanner.isFNC1(bytes[position]) { position += 1 }
        while position < bytes.count {
            guard let index = builder.table.index(at: position, in: bytes) else {
                return InputScanner.unknownAI(at: position, in: bytes)
            }
            let record = builder.table.records[index]
            let valueStart = position + record.aiLength
            // A predefined-length value ends after its length (or at a separator that cuts it short, which the
            // length check then reports); any other value ends at the next separator.
            let limit = record.hasPredefinedLength ? min(valueStart + record.maxLength, bytes.count) : bytes.count
            var valueEnd = valueStart
            while valueEnd < limit && !scanner.isFNC1(bytes[valueEnd]) { valueEnd += 1 }
            if let error = builder.commitInPlace(index, start: valueStart, end: valueEnd) { return error }
            position = valueEnd
            if position < bytes.count && scanner.isFNC1(bytes[position]) { position += 1 }
        }
        return nil
    }
}
