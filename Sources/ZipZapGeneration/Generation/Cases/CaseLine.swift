import ZipZapVectors
/// One line of a case file: its number, its directive (the first word) and the rest, both as text and as
/// event-script tokens (values bare or `"quoted"`, with the same escapes, so a value can carry any byte).
struct CaseLine {
    let number: Int
    let directive: String
    /// The text after the directive, as written (descriptions, clause and flag lists).
    let rest: String
    let file: String

    func error(_ message: String) -> CaseFileError { CaseFileError(file: file, line: number, message) }

    /// The words after the directive; a `[` or `]` token is an error (a value holding one is quoted).
    func words() throws(CaseFileError) -> [CaseWord] {
        let tokens: [ScriptToken]
        do { tokens = try ScriptLexer.tokens(of: Array(rest.utf8)[...], lineNumber: number) } catch { throw self.error(error.message) }
        var words: [CaseWord] = []
        for token in tokens {
            guard case .word(let bytes, let text) = token else { throw error("a value with '[' or ']' is written in quotes") }
            words.append(CaseWord(bytes: bytes, bare: text))
        }
        return words
    }

    /// The lines of a case file; blank lines and `#` comments are dropped, CRLF and a byte order mark are read alike,
    /// and repetitions are written out (`CaseRepetition`).
    static func lines(of bytes: [UInt8], file: String) throws(CaseFileError) -> [CaseLine] {
        var lines: [CaseLine] = []
        for (offset, raw) in TextLines.withoutByteOrderMark(bytes).split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            let body = raw.last == 0x0D ? raw.dropLast() : raw
            guard let text = String(validating: body, as: UTF8.self) else {
                throw CaseFileError(file: file, line: offset + 1, "the line is not UTF-8; write other bytes as \\xHH")
            }
            let written = text.drop { $0 == " " || $0 == "\t" }
            if written.isEmpty || written.hasPrefix("#") { continue }
            let expanded = try CaseRepetition.expanded(String(written)) { CaseFileError(file: file, line: offset + 1, $0) }
            let trimmed = expanded[...]
            let directive = trimmed.prefix { $0 != " " && $0 != "\t" }
            let rest = trimmed.dropFirst(directive.count).drop { $0 == " " || $0 == "\t" }
            lines.append(CaseLine(number: offset + 1, directive: String(directive), rest: String(rest), file: file))
        }
        return lines
    }
}

/// A word of a case line: its bytes with escapes resolved, and its text as written when it was bare.
struct CaseWord {
    let bytes: [UInt8]
    /// nil for a quoted word, so that `none` and `"none"` differ.
    let bare: String?

    var text: String { String(decoding: bytes, as: UTF8.self) }
}
