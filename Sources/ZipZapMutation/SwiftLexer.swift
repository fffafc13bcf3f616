/// One token of Swift source: where it is, and whether whitespace (or a comment) touches it on either side, which is
/// what Swift itself uses to tell a binary operator from a prefix or postfix one.
public struct Token: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// Identifiers and keywords, including `$0`, backquoted names and `#if`-style directives.
        case identifier
        case number(isInteger: Bool)
        /// A whole string literal, single-line, multi-line or raw, interpolations included.
        case string
        case `operator`
        /// `( ) [ ] { } , : ; @ . \` and a lone backquote.
        case punctuation
    }

    public let kind: Kind
    /// Byte offsets into the source, `start..<end`.
    public let start: Int
    public let end: Int
    /// 1-based line and byte column of `start`.
    public let line: Int
    public let column: Int
    public let spaceBefore: Bool
    public var spaceAfter: Bool
}

/// A lexer for the Swift that `Sources/ZipZap` is written in: enough to find operators, literals and statements
/// outside comments and string literals (nested block comments, multi-line and raw strings, interpolations).
/// Bare regex literals are not supported (the reference uses none).
public struct SwiftLexer {
    public let source: [UInt8]

    public init(_ source: [UInt8]) { self.source = source }

    public static let operatorCharacters = Set("/=-+!*%<>&|^~?".utf8)

    public func tokens() -> [Token] {
        var tokens: [Token] = []
        var i = 0, line = 1, lineStart = 0
        var spaceBefore = true
        while i < source.count {
            let byte = source[i]
            if byte == UInt8(ascii: "\n") {
                i += 1; line += 1; lineStart = i; spaceBefore = true
                markSpaceAfter(&tokens)
                continue
            }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                i += 1; spaceBefore = true
                markSpaceAfter(&tokens)
                continue
            }
            if startsComment(at: i) {
                let end = commentEnd(from: i)
                for j in i..<end where source[j] == UInt8(ascii: "\n") { line += 1; lineStart = j + 1 }
                i = end; spaceBefore = true
                markSpaceAfter(&tokens)
                continue
            }
            let start = i
            let startLine = line, column = start - lineStart + 1
            let kind: Token.Kind
            if isIdentifierHead(byte) || byte == UInt8(ascii: "$") {
                i += 1
                while i < source.count, isIdentifierBody(source[i]) { i += 1 }
                kind = .identifier
            } else if byte == UInt8(ascii: "#"), i + 1 < source.count, isIdentifierHead(source[i + 1]) {
                i += 1
                while i < source.count, isIdentifierBody(source[i]) { i += 1 }
                kind = .identifier
            } else if byte == UInt8(ascii: "`") {
                i += 1
                while i < source.count, source[i] != UInt8(ascii: "`"), source[i] != UInt8(ascii: "\n") { i += 1 }
                if i < source.count, source[i] == UInt8(ascii: "`") { i += 1 }
                kind = .identifier
            } else if isDigit(byte) {
                var isInteger = true
                (i, isInteger) = numberEnd(from: i)
                kind = .number(isInteger: isInteger)
            } else if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && hashesThenQuote(at: i)) {
                i = stringEnd(from: i)
                for j in start..<i where source[j] == UInt8(ascii: "\n") { line += 1; lineStart = j + 1 }
                kind = .string
            } else if byte == UInt8(ascii: "."), i + 1 < source.count, source[i + 1] == UInt8(ascii: ".") {
                i += 1
                while i < source.count, source[i] == UInt8(ascii: ".") || isOperatorCharacter(at: i) { i += 1 }
                kind = .operator
            } else if isOperatorCharacter(at: i) {
                i += 1
                while i < source.count, isOperatorCharacter(at: i) { i += 1 }
                kind = .operator
            } else {
                i += 1
                kind = .punctuation
            }
            tokens.append(Token(kind: kind, start: start, end: i, line: startLine, column: column,
                                spaceBefore: spaceBefore, spaceAfter: i >= source.count))
            spaceBefore = false
        }
        return tokens
    }

    public func text(of token: Token) -> String { String(decoding: source[token.start..<token.end], as: UTF8.self) }

    private func markSpaceAfter(_ tokens: inout [Token]) {
        if let last = tokens.indices.last { tokens[last].spaceAfter = true }
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private func isIdentifierHead(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private func isIdentifierBody(_ byte: UInt8) -> Bool { isIdentifierHead(byte) || isDigit(byte) }

    /// An operator character that does not start a comment.
    private func isOperatorCharacter(at i: Int) -> Bool {
        Self.operatorCharacters.contains(source[i]) && !startsComment(at: i)
    }

    private func startsComment(at i: Int) -> Bool {
        source[i] == UInt8(ascii: "/") && i + 1 < source.count
            && (source[i + 1] == UInt8(ascii: "/") || source[i + 1] == UInt8(ascii: "*"))
    }

    /// The end of the comment starting at `i`; block comments nest.
    private func commentEnd(from i: Int) -> Int {
        var j = i + 2
        if source[i + 1] == UInt8(ascii: "/") {
            while j < source.count, source[j] != UInt8(ascii: "\n") { j += 1 }
            return j
        }
        var depth = 1
        while j < source.count, depth > 0 {
            if source[j] == UInt8(ascii: "/"), j + 1 < source.count, source[j + 1] == UInt8(ascii: "*") {
                depth += 1; j += 2
            } else if source[j] == UInt8(ascii: "*"), j + 1 < source.count, source[j + 1] == UInt8(ascii: "/") {
                depth -= 1; j += 2
            } else {
                j += 1
            }
        }
        return j
    }

    private func hashesThenQuote(at i: Int) -> Bool {
        var j = i
        while j < source.count, source[j] == UInt8(ascii: "#") { j += 1 }
        return j < source.count && source[j] == UInt8(ascii: "\"")
    }

    /// Integer and floating-point literals, with `_` separators and `0x`/`0o`/`0b` prefixes; `1.5` is one token,
    /// `1.description` is not.
    private func numberEnd(from start: Int) -> (Int, Bool) {
        var i = start
        if source[i] == UInt8(ascii: "0"), i + 1 < source.count,
           [UInt8(ascii: "x"), UInt8(ascii: "o"), UInt8(ascii: "b")].contains(source[i + 1]) {
            i += 2
            while i < source.count, isIdentifierBody(source[i]) { i += 1 }
            return (i, true)
        }
        while i < source.count, isDigit(source[i]) || source[i] == UInt8(ascii: "_") { i += 1 }
        var isInteger = true
        if i + 1 < source.count, source[i] == UInt8(ascii: "."), isDigit(source[i + 1]) {
            isInteger = false
            i += 1
            while i < source.count, isDigit(source[i]) || source[i] == UInt8(ascii: "_") { i += 1 }
        }
        if i < source.count, source[i] == UInt8(ascii: "e") || source[i] == UInt8(ascii: "E") {
            var j = i + 1
            if j < source.count, source[j] == UInt8(ascii: "+") || source[j] == UInt8(ascii: "-") { j += 1 }
            if j < source.count, isDigit(source[j]) {
                isInteger = false
                i = j
                while i < source.count, isDigit(source[i]) { i += 1 }
            }
        }
        return (i, isInteger)
    }

    /// The end of the string literal starting at `start` (at its `#`s or its first quote).
    func stringEnd(from start: Int) -> Int {
        var i = start, hashes = 0
        while source[i] == UInt8(ascii: "#") { hashes += 1; i += 1 }
        let multiline = i + 2 < source.count && source[i + 1] == UInt8(ascii: "\"") && source[i + 2] == UInt8(ascii: "\"")
        let quotes = multiline ? 3 : 1
        i += quotes
        while i < source.count {
            let byte = source[i]
            if byte == UInt8(ascii: "\\"), hashesFollow(i + 1, count: hashes) {
                i += 1 + hashes
                if i < source.count, source[i] == UInt8(ascii: "(") {
                    i = interpolationEnd(from: i + 1)
                } else {
                    i += 1
                }
                continue
            }
            if byte == UInt8(ascii: "\""), quotesFollow(i, count: quotes), hashesFollow(i + quotes, count: hashes) {
                return i + quotes + hashes
            }
            if byte == UInt8(ascii: "\n"), !multiline { return i }  // unterminated: stop at the line's end
            i += 1
        }
        return i
    }

    private func hashesFollow(_ i: Int, count: Int) -> Bool {
        guard i + count <= source.count else { return false }
        return source[i..<(i + count)].allSatisfy { $0 == UInt8(ascii: "#") }
    }

    private func quotesFollow(_ i: Int, count: Int) -> Bool {
        guard i + count <= source.count else { return false }
        return source[i..<(i + count)].allSatisfy { $0 == UInt8(ascii: "\"") }
    }

    /// The index after the `)` closing an interpolation whose code starts at `i`.
    private func interpolationEnd(from start: Int) -> Int {
        var i = start, depth = 1
        while i < source.count {
            let byte = source[i]
            if startsComment(at: i) {
                i = commentEnd(from: i)
            } else if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && hashesThenQuote(at: i)) {
                i = stringEnd(from: i)
            } else {
                if byte == UInt8(ascii: "(") { depth += 1 }
                if byte == UInt8(ascii: ")") {
                    depth -= 1
                    if depth == 0 { return i + 1 }
                }
                i += 1
            }
        }
        return i
    }
}
