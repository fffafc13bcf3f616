/// The human-readable form `(01)09520123456788(10)ABC`: each AI in brackets before its value; a literal `(` in a
/// value is written `\(`.
enum BracketedParser {
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, into builder: inout ElementStringBuilder) -> GS1Error? {
        var position = 0
        while position < bytes.count {
            guard bytes[position] == UInt8(ascii: "(") else {
                return GS1Error(.malformedAI, ai: nil, offset: position, detail: "expected \"(\" before an AI")
            }
            let aiStart = position + 1
            var aiEnd = aiStart
            while aiEnd < bytes.count && ASCII.isDigit(bytes[aiEnd]) { aiEnd += 1 }
            guard aiEnd < bytes.count else {
                return GS1Error(.unbalancedBracket, ai: nil, offset: position, detail: "\"(\" without \")\"")
            }
            guard bytes[aiEnd] == UInt8(ascii: ")") else {
                return GS1Error(.malformedAI, ai: nil, offset: aiEnd, detail: "AI must be digits closed by \")\"")
            }
            let digits = UnsafeBufferPointer(rebasing: bytes[aiStart..<aiEnd])
            guard let code = GS1AICode(digits: digits), let index = AIHotTable.shared.index(of: code) else {
                let text = String(decoding: digits, as: UTF8.self)
                return digits.count < 2 || digits.count > 4
                    ? GS1Error(.malformedAI, ai: nil, offset: aiStart, detail: "AI must have 2 to 4 digits")
                    : .unknownAI(text, at: aiStart)
            }
            let valueStart = aiEnd + 1
            let cursor = builder.valueCursor
            position = valueStart
            while position < bytes.count && bytes[position] != UInt8(ascii: "(") {
                if bytes[position] == UInt8(ascii: "\\"), position + 1 < bytes.count,
                   bytes[position + 1] == UInt8(ascii: "(") {
                    position += 1
                }
                builder.appendValueByte(bytes[position])
                position += 1
            }
            if let error = builder.commitAppended(index, valueStart: cursor, inputOffset: valueStart) { return error }
        }
        return nil
    }
}
