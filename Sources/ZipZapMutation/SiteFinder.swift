/// Finds the mutation sites of one Swift file from its tokens.
///
/// Lexical, so it keeps to forms it can recognise safely: binary operators with whitespace on both sides (a `<`
/// without is a generic's), prefix `!`, integer and boolean literals, condition clauses without bindings, jumps
/// outside `guard` bodies and switch cases, and single-expression subscripts. Sites the compiler refuses in their
/// context (a literal in an enum's raw value, `==` on a type that is not Equatable) are dropped later, from the
/// build's errors.
public struct SiteFinder {
    private let lexer: SwiftLexer
    private let tokens: [Token]
    private let file: String

    public init(file: String, source: [UInt8]) {
        self.file = file
        lexer = SwiftLexer(source)
        tokens = lexer.tokens()
    }

    static let relational: [String: [String]] = ["<": ["<=", ">="], "<=": ["<", ">"], ">": [">=", "<="], ">=": [">", "<"]]
    static let equality: [String: [String]] = ["==": ["!="], "!=": ["=="]]
    static let logical: [String: [String]] = ["&&": ["||"], "||": ["&&"]]
    static let range: [String: [String]] = ["..<": ["..."], "...": ["..<"]]
    private static let declarationKeywords: Set<String> = ["struct", "class", "enum", "extension", "protocol", "actor"]
    /// Words after which a `[` starts an array literal or type, not a subscript.
    private static let keywords: Set<String> = [
        "return", "in", "case", "is", "as", "try", "await", "throw", "where", "let", "var", "if", "guard", "while",
        "else", "switch", "for", "repeat", "some", "any", "inout",
    ]

    private enum Scope: Equatable {
        case type(String, isEnum: Bool)
        /// A function's parameters as `Signature` writes them; nil for a property.
        case function(String, parameters: String?)
        case switchBody
        case guardBody
        case other
    }

    public func sites() -> [MutationSite] {
        var sites: [MutationSite] = []
        var scopes: [Scope] = []
        var pending: Scope?
        var pendingLine = 0
        var guardAwaitingElse = false
        var skipUntil = -1  // tokens before this index are not mutated (attribute arguments)
        var skipLine = 0  // a line that is not mutated (#if, import, an enum's case)
        for k in tokens.indices {
            let token = tokens[k]
            let text = lexer.text(of: token)
            // Declarations and scopes.
            if token.kind == .identifier || token.kind == .punctuation { switch text {
            case "func":
                if k + 1 < tokens.count {
                    pending = .function(lexer.text(of: tokens[k + 1]), parameters: parameters(after: k + 1, scopes))
                    pendingLine = token.line
                }
            case "init", "subscript", "deinit":
                if k == 0 || lexer.text(of: tokens[k - 1]) != "." {
                    pending = .function(text, parameters: parameters(after: k, scopes)); pendingLine = token.line
                }
            case _ where Self.declarationKeywords.contains(text) && token.kind == .identifier:
                if k + 1 < tokens.count, tokens[k + 1].kind == .identifier {
                    var name = lexer.text(of: tokens[k + 1]), j = k + 2
                    while j + 1 < tokens.count, lexer.text(of: tokens[j]) == ".", !tokens[j].spaceBefore {
                        name += "." + lexer.text(of: tokens[j + 1]); j += 2
                    }
                    pending = .type(name, isEnum: text == "enum"); pendingLine = token.line
                }
            case "var":
                if k + 1 < tokens.count, tokens[k + 1].kind == .identifier, pending == nil {
                    pending = .function(lexer.text(of: tokens[k + 1]), parameters: nil); pendingLine = token.line
                }
            case "switch": pending = .switchBody; pendingLine = token.line
            case "guard": guardAwaitingElse = true
            case "else" where guardAwaitingElse:
                guardAwaitingElse = false; pending = .guardBody; pendingLine = token.line
            case "{":
                // A computed property's brace is on its `var` line; other pending declarations take the next brace.
                if case .function = pending, pendingLine != token.line, isVariable(pending, at: k) { pending = nil }
                scopes.append(pending ?? .other)
                pending = nil
            case "}": if !scopes.isEmpty { scopes.removeLast() }
            case "#if", "#elseif", "import": skipLine = token.line
            case "case":
                if case .type(_, true)? = scopes.last { skipLine = token.line }
            case "@":
                if k + 2 < tokens.count, lexer.text(of: tokens[k + 2]) == "(", !tokens[k + 2].spaceBefore {
                    skipUntil = matching(k + 2) ?? k
                }
            default: break
            } }
            if token.operatorText(lexer) == "=", case .function = pending, isVariable(pending, at: k) { pending = nil }
            guard k > skipUntil, token.line != skipLine else { continue }
            let context = Context(function: functionName(scopes), signature: signature(scopes), innermost: scopes.last)
            if let site = site(at: k, text: text, context) { sites.append(site) }
            sites += conditionSites(at: k, text: text, context)
        }
        return numberOccurrences(sites)
    }

    private struct Context {
        let function: String
        let signature: String
        let innermost: Scope?
    }

    /// Whether a pending `.function` came from a `var` (only those are cancelled by `=` or a later line).
    private func isVariable(_ scope: Scope?, at k: Int) -> Bool {
        guard case .function(let name, _) = scope else { return false }
        var j = k - 1
        while j > 0, tokens[k].line - tokens[j].line < 2 {
            if lexer.text(of: tokens[j]) == name, lexer.text(of: tokens[j - 1]) == "var" { return true }
            if ["func", "init", "subscript"].contains(lexer.text(of: tokens[j])) { return false }
            j -= 1
        }
        return false
    }

    private func functionName(_ scopes: [Scope]) -> String {
        let names = scopes.compactMap { scope -> String? in
            switch scope {
            case .type(let name, _), .function(let name, _): return name
            default: return nil
            }
        }
        return names.isEmpty ? "(top level)" : names.joined(separator: ".")
    }

    /// The enclosing declarations with each function's parameter types (`Signature`), or `(top level)`.
    private func signature(_ scopes: [Scope]) -> String {
        let names = scopes.compactMap { scope -> String? in
            switch scope {
            case .type(let name, _): return name
            case .function(let name, let parameters): return name + (parameters ?? "")
            default: return nil
            }
        }
        return names.isEmpty ? "(top level)" : names.joined(separator: ".")
    }

    /// The parameter list of the function whose name is token `k` (`func f<T>(…)`, `init?(…)`, `subscript(…)`).
    private func parameters(after k: Int, _ scopes: [Scope]) -> String? {
        let source = lexer.source
        var index = tokens[k].end
        func skip(_ bytes: String) { while index < source.count, bytes.utf8.contains(source[index]) { index += 1 } }
        /// The text up to the bracket closing the one at `index`, which is left after it.
        func enclosed(_ open: UInt8, _ close: UInt8) -> String {
            let start = index + 1
            var depth = 0, inString = false
            while index < source.count {
                let byte = source[index]
                if byte == UInt8(ascii: "\"") { inString.toggle() }
                if !inString, byte == open { depth += 1 }
                if !inString, byte == close, !(close == UInt8(ascii: ">") && source[index - 1] == UInt8(ascii: "-")) {
                    depth -= 1
                    if depth == 0 { break }
                }
                index += 1
            }
            defer { index += 1 }
            return String(decoding: source[start..<min(index, source.count)], as: UTF8.self)
        }
        skip(" ?!")
        var generics: [String] = []
        if index < source.count, source[index] == UInt8(ascii: "<") {
            generics = Signature.splitTopLevel(enclosed(UInt8(ascii: "<"), UInt8(ascii: ">")), separator: ",").map { parameter in
                String(parameter.drop(while: { $0 == " " }).prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" }))
            }
        }
        skip(" ")
        guard index < source.count, source[index] == UInt8(ascii: "(") else { return nil }
        let selfType: String? = scopes.reversed().lazy.compactMap { scope -> String? in
            if case .type(let name, _) = scope { return String(name.split(separator: ".").last ?? "") }
            return nil
        }.first
        return Signature.parameters(enclosed(UInt8(ascii: "("), UInt8(ascii: ")")), generics: generics, selfType: selfType)
    }

    private func site(at k: Int, text: String, _ context: Context) -> MutationSite? {
        let token = tokens[k]
        switch token.kind {
        case .operator:
            let previous = k > 0 ? lexer.text(of: tokens[k - 1]) : ""
            guard previous != "func", previous != "operator" else { return nil }
            if isLeftBound(k) != isRightBound(k), text == "!", isRightBound(k) {
                return make(k, .negation, .prefixNot(start: token.start, end: token.end), variants: [""], context,
                            before: "", after: k + 1 < tokens.count ? lexer.text(of: tokens[k + 1]) : "")
            }
            if let variants = Self.range[text], isLeftBound(k) == isRightBound(k), isLeftBound(k) || token.spaceBefore {
                return binary(k, .range, variants, context)
            }
            guard token.spaceBefore, token.spaceAfter else { return nil }
            if let variants = Self.relational[text] { return binary(k, .relational, variants, context) }
            if let variants = Self.equality[text] { return binary(k, .equality, variants, context) }
            if let variants = Self.logical[text] { return binary(k, .logical, variants, context) }
            return nil
        case .number(isInteger: true):
            if k > 0, lexer.text(of: tokens[k - 1]) == ".", !token.spaceBefore { return nil }  // a tuple element
            guard let value = Self.integerValue(text) else { return nil }
            let variants = value == 0 ? ["1"] : [String(value + 1), String(value - 1)]
            return make(k, .integer, .integerLiteral(start: token.start, end: token.end, value: value),
                        variants: variants, context, before: neighbour(k - 1, trailing: true, spaced: token.spaceBefore),
                        after: neighbour(k + 1, trailing: false, spaced: token.spaceAfter))
        case .identifier where text == "true" || text == "false":
            // `while true` is how a loop says it ends only by return; `while false` would leave a path without one.
            if k > 0, lexer.text(of: tokens[k - 1]) == "while" { return nil }
            return make(k, .boolean, .booleanLiteral(start: token.start, end: token.end, value: text == "true"),
                        variants: [text == "true" ? "false" : "true"], context,
                        before: neighbour(k - 1, trailing: true, spaced: token.spaceBefore),
                        after: neighbour(k + 1, trailing: false, spaced: token.spaceAfter))
        case .identifier where text == "continue" || text == "break" || text == "return":
            return jump(k, text: text, context)
        case .punctuation where text == "[":
            return index(k, context)
        default:
            return nil
        }
    }

    private func binary(_ k: Int, _ op: MutationOperator, _ variants: [String], _ context: Context) -> MutationSite {
        let token = tokens[k]
        let spaced = token.spaceBefore
        return make(k, op, .binaryOperator(start: token.start, end: token.end), variants: variants, context,
                    before: neighbour(k - 1, trailing: true, spaced: spaced),
                    after: neighbour(k + 1, trailing: false, spaced: token.spaceAfter))
    }

    /// The text of token `j` with a space on the side facing the site when `spaced`.
    /// Only a token on the site's line counts, so that a key does not change with the next line.
    private func neighbour(_ j: Int, trailing: Bool, spaced: Bool) -> String {
        let site = trailing ? j + 1 : j - 1
        guard j >= 0, j < tokens.count, tokens[j].line == tokens[site].line else { return "" }
        let text = lexer.text(of: tokens[j])
        guard spaced else { return text }
        return trailing ? text + " " : " " + text
    }

    private func jump(_ k: Int, text: String, _ context: Context) -> MutationSite? {
        let token = tokens[k]
        if context.innermost == .guardBody { return nil }  // a guard's body must leave; the condition is mutated
        if text == "break", context.innermost == .switchBody { return nil }  // removing it changes nothing
        // An initializer's early return would leave stored properties initialized twice or not at all.
        if text == "return", context.function.hasSuffix("init") { return nil }
        var end = token.end
        if k + 1 < tokens.count, tokens[k + 1].line == token.line {
            let next = tokens[k + 1]
            let nextText = lexer.text(of: next)
            if text == "return", nextText != "}", nextText != ";" { return nil }  // a value: not an early exit
            if text != "return", next.kind == .identifier, nextText != "}" { end = next.end }  // a label
        }
        let original = lexer.text(of: Token(kind: .identifier, start: token.start, end: end, line: 0, column: 0,
                                            spaceBefore: false, spaceAfter: false))
        return make(k, .jump, .jump(start: token.start, end: end), variants: ["(removed)"], context,
                    before: "", after: "", original: original)
    }

    /// `a[i]` with one index expression (no comma, label or range): the index plus and minus one.
    private func index(_ k: Int, _ context: Context) -> MutationSite? {
        let token = tokens[k]
        guard k > 0, !token.spaceBefore, let close = matching(k), close > k + 1 else { return nil }
        if close == k + 2, case .number = tokens[k + 1].kind { return nil }  // the literal's own mutants move it
        let previous = tokens[k - 1], previousText = lexer.text(of: previous)
        switch previous.kind {
        case .identifier: if Self.keywords.contains(previousText) || previousText.first?.isUppercase == true { return nil }
        case .punctuation: if previousText != ")" && previousText != "]" { return nil }
        case .operator: if previousText != "?" && previousText != "!" { return nil }
        default: return nil
        }
        var depth = 0
        for j in (k + 1)..<close {
            let text = lexer.text(of: tokens[j])
            if text == "(" || text == "[" || text == "{" { depth += 1 }
            if text == ")" || text == "]" || text == "}" { depth -= 1 }
            if depth == 0, text == "," || text == ":" || Self.range[text] != nil || text == "default" { return nil }
        }
        let inner = String(decoding: lexer.source[tokens[k + 1].start..<tokens[close - 1].end], as: UTF8.self)
        guard !inner.contains("\n") else { return nil }
        return make(k, .index, .index(start: tokens[k + 1].start, end: tokens[close - 1].end),
                    variants: [inner + " + 1", inner + " - 1"], context, before: previousText + "[", after: "]",
                    original: inner, at: k + 1)
    }

    /// The condition clauses of an `if`, `guard` or `while` that are plain Boolean expressions.
    private func conditionSites(at k: Int, text: String, _ context: Context) -> [MutationSite] {
        guard tokens[k].kind == .identifier, ["if", "guard", "while"].contains(text) else { return [] }
        if text == "while", k > 0, lexer.text(of: tokens[k - 1]) == "}" { return [] }  // repeat-while
        let terminator = text == "guard" ? "else" : "{"
        var clauses: [(Int, Int)] = [], clauseStart = k + 1, depth = 0, j = k + 1
        while j < tokens.count {
            let t = lexer.text(of: tokens[j])
            if depth == 0, t == terminator { break }
            if t == "(" || t == "[" || (t == "{" && depth > 0) { depth += 1 }
            if t == ")" || t == "]" || (t == "}" && depth > 0) { depth -= 1 }
            if depth == 0, t == "," { clauses.append((clauseStart, j - 1)); clauseStart = j + 1 }
            j += 1
        }
        guard j < tokens.count else { return [] }
        clauses.append((clauseStart, j - 1))
        return clauses.compactMap { first, last in
            guard first <= last else { return nil }
            let head = lexer.text(of: tokens[first])
            guard !["let", "var", "case", "#available", "#unavailable", "try", "await"].contains(head) else { return nil }
            let clauseText = String(decoding: lexer.source[tokens[first].start..<tokens[last].end], as: UTF8.self)
            let forcedTrue = text != "while"
            let compact = clauseText.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
            return make(first, .condition, .condition(start: tokens[first].start, end: tokens[last].end, forcedTrue: forcedTrue),
                        variants: forcedTrue ? ["true", "false"] : ["false"], context, before: "", after: "",
                        original: compact, at: first)
        }
    }

    private func make(
        _ k: Int, _ op: MutationOperator, _ shape: SiteShape, variants: [String], _ context: Context,
        before: String, after: String, original: String? = nil, at position: Int? = nil
    ) -> MutationSite {
        let token = tokens[position ?? k]
        return MutationSite(file: file, line: token.line, column: token.column, mutationOperator: op, shape: shape,
                            original: original ?? lexer.text(of: tokens[k]), variants: variants, before: before,
                            after: after, function: context.function, signature: context.signature)
    }

    /// Swift's rule: an operator is left-bound unless whitespace or an opening delimiter precedes it.
    private func isLeftBound(_ k: Int) -> Bool {
        guard k > 0, !tokens[k].spaceBefore else { return false }
        return !["(", "[", "{", ",", ";", ":"].contains(lexer.text(of: tokens[k - 1]))
    }

    private func isRightBound(_ k: Int) -> Bool {
        guard k + 1 < tokens.count, !tokens[k].spaceAfter else { return false }
        return ![")", "]", "}", ",", ";", ":", "."].contains(lexer.text(of: tokens[k + 1]))
    }

    /// The index of the bracket closing the one at `k`.
    private func matching(_ k: Int) -> Int? {
        let open = lexer.text(of: tokens[k])
        let close = open == "(" ? ")" : open == "[" ? "]" : "}"
        var depth = 0
        for j in k..<tokens.count where tokens[j].kind == .punctuation {
            let text = lexer.text(of: tokens[j])
            if text == open { depth += 1 }
            if text == close {
                depth -= 1
                if depth == 0 { return j }
            }
        }
        return nil
    }

    static func integerValue(_ text: String) -> Int? {
        let digits = text.filter { $0 != "_" }
        if digits.hasPrefix("0x") { return Int(digits.dropFirst(2), radix: 16) }
        if digits.hasPrefix("0o") { return Int(digits.dropFirst(2), radix: 8) }
        if digits.hasPrefix("0b") { return Int(digits.dropFirst(2), radix: 2) }
        return Int(digits)
    }

    private func numberOccurrences(_ sites: [MutationSite]) -> [MutationSite] {
        var seen: [String: Int] = [:]
        return sites.map { site in
            var site = site
            let key = site.function + "|" + site.mutationOperator.rawValue + "|" + site.context
            site.occurrence = seen[key, default: 0]
            seen[key] = site.occurrence + 1
            return site
        }
    }
}

extension Token {
    func operatorText(_ lexer: SwiftLexer) -> String? { kind == .operator ? lexer.text(of: self) : nil }
}
