/// A declaration's full signature in one form that the source (`SiteFinder`) and `swift demangle`'s full name (the
/// out-of-reach list) both give: each enclosing declaration by name, a function's with its parameter types —
/// `UPCE.compress([UInt8]).zeros(ClosedRange<Int>)`, `CodeSet.contains(UnsafeBufferPointer<UInt8>)`,
/// `BarcodeTypeSet.members`. Overloads differ, so a list entry for `contains(String)` never covers the other one.
///
/// Types are compared by their last name (`Swift.UInt8` and `UInt8`, `ZipZap.GS1Error.Code` and `Code`), without
/// attributes (`@escaping`, `@Sendable`) or spaces; `Void` is `()`, `Self` the enclosing type; a function's generic
/// parameters are `A`, `B`, … in order, as the demangler names them. A type written as a type alias, or a method of a
/// generic type, gives a signature no demangled name has: such an entry then covers nothing, so its mutants are
/// scored (a survivor to look at), never wrongly left out.
public enum Signature {
    /// The signature a full demangled name (`swift demangle --compact`, not `--simplified`) gives; nil for a closure,
    /// which the source does not number.
    public static func fromDemangled(_ name: String) -> String? {
        var parts: [String] = []
        for component in splitTopLevel(withoutPrivateDiscriminators(name), separator: " in ").reversed() {
            var text = Substring(component)
            if text.hasPrefix("static ") { text = text.dropFirst("static ".count) }
            if text.hasPrefix("closure #") || text.hasPrefix("implicit closure #") { return nil }
            if let accessor = [".getter", ".setter", ".modify", ".didset", ".willset", ".read"].lazy
                .compactMap({ text.range(of: $0 + " : ") ?? (text.hasSuffix($0) ? text.range(of: $0, options: .backwards) : nil) }).first {
                parts.append(withoutModule(text[..<accessor.lowerBound]))
                continue
            }
            var path: Substring, rest: Substring
            if let local = text.range(of: " #"), let open = text[local.upperBound...].firstIndex(of: "(") {
                (path, rest) = (text[..<local.lowerBound], text[open...])  // `zeros #1 (…)`, a local function
            } else if let fixity = [" infix(", " prefix(", " postfix("].lazy.compactMap({ text.range(of: $0) }).first {
                (path, rest) = (text[..<fixity.lowerBound], text[text.index(before: fixity.upperBound)...])
            } else if let end = text.firstIndex(where: { $0 == "<" || $0 == "(" }) {
                (path, rest) = (text[..<end], text[end...])
                if rest.first == "<" { rest = rest[closing(rest, open: "<", close: ">")...].dropFirst() }
            } else {
                return nil
            }
            guard rest.first == "(" else { return nil }
            let inner = rest[closing(rest, open: "(", close: ")")...]
            let parameters = rest.dropFirst()[..<inner.startIndex]
            let types = splitTopLevel(String(parameters), separator: ", ").map { normalizedType(withoutLabel($0)) }
            parts.append(withoutModule(path) + "(" + types.joined(separator: ",") + ")")
        }
        return parts.isEmpty ? nil : parts.joined(separator: ".")
    }

    /// A parameter list as written in the source (the text between its parentheses) as the signature's part.
    static func parameters(_ text: String, generics: [String], selfType: String?) -> String {
        var names: [String: String] = [:]
        for (index, generic) in generics.enumerated() { names[generic] = letter(index) }
        var opaque = generics.count
        let types = splitTopLevel(text, separator: ",").compactMap { parameter -> String? in
            let fields = splitTopLevel(parameter, separator: ":")
            guard fields.count >= 2 else { return nil }
            var type = fields.dropFirst().joined(separator: ":")
            if let defaultValue = splitTopLevel(type, separator: "=").first { type = defaultValue }
            let trimmed = type.drop(while: { $0 == " " })
            if trimmed.hasPrefix("some ") {
                opaque += 1
                return letter(opaque - 1)
            }
            return normalizedType(type, generics: names, selfType: selfType)
        }
        return "(" + types.joined(separator: ",") + ")"
    }

    /// `A` … `Z`, the demangler's names for a function's generic parameters.
    private static func letter(_ index: Int) -> String { String(Character(Unicode.Scalar(UInt8(65 + index % 26)))) }

    static func normalizedType(_ text: String, generics: [String: String] = [:], selfType: String? = nil) -> String {
        var words = text.split(separator: " ").filter { word in
            !word.hasPrefix("@") && !["__owned", "__shared", "borrowing", "consuming"].contains(word)
        }.joined(separator: " ")
        words = words.replacingOccurrences(of: "->", with: "→")
        var output = "", identifier = "", index = words.startIndex
        func flush(next: String.Index) {
            defer { identifier = "" }
            guard !identifier.isEmpty else { return }
            // A qualifier (`Swift.` in `Swift.UInt8`) is dropped: types compare by their last name.
            if next < words.endIndex, words[next] == ".", words.index(after: next) < words.endIndex,
               words[words.index(after: next)].isLetter || words[words.index(after: next)] == "_" {
                return
            }
            output += identifier == "Void" ? "()" : identifier == "Self" ? (selfType ?? "Self") : generics[identifier] ?? identifier
        }
        while index < words.endIndex {
            let character = words[index]
            if character.isLetter || character.isNumber || character == "_" {
                identifier.append(character)
            } else {
                let wasQualifier = !identifier.isEmpty && character == "."
                    && words.index(after: index) < words.endIndex && words[words.index(after: index)] != "."
                flush(next: index)
                if !wasQualifier, character != " " { output.append(character) }
            }
            index = words.index(after: index)
        }
        flush(next: words.endIndex)
        return output.replacingOccurrences(of: "→", with: "->")
    }

    /// `(setNumber in _E0ACEF…)` → `setNumber`: the demangler's name for a private declaration.
    private static func withoutPrivateDiscriminators(_ name: String) -> String {
        var text = name
        while let marker = text.range(of: " in _"), let open = text[..<marker.lowerBound].lastIndex(of: "("),
              let close = text[marker.upperBound...].firstIndex(of: ")") {
            text = String(text[..<open]) + text[text.index(after: open)..<marker.lowerBound] + text[text.index(after: close)...]
        }
        return text
    }

    private static func withoutModule(_ path: Substring) -> String {
        path.hasPrefix("ZipZap.") ? String(path.dropFirst("ZipZap.".count)) : String(path)
    }

    /// `form: ZipZap.GS1InputForm?` → `ZipZap.GS1InputForm?`.
    private static func withoutLabel(_ parameter: String) -> String {
        guard let colon = parameter.range(of: ": "),
              parameter[..<colon.lowerBound].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return parameter }
        return String(parameter[colon.upperBound...])
    }

    /// The index of the bracket closing the one `text` starts with (`->` is not a bracket).
    private static func closing(_ text: Substring, open: Character, close: Character) -> Substring.Index {
        var depth = 0, previous: Character = " "
        for index in text.indices {
            let character = text[index]
            if character == open { depth += 1 }
            if character == close, !(close == ">" && previous == "-") {
                depth -= 1
                if depth == 0 { return index }
            }
            previous = character
        }
        return text.endIndex
    }

    /// `text` cut at `separator` outside brackets and string literals (`->` is not a bracket).
    static func splitTopLevel(_ text: String, separator: String) -> [String] {
        var parts: [String] = [], current = "", depth = 0, inString = false, previous: Character = " "
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" { inString.toggle() }
            if !inString {
                if "([<{".contains(character) { depth += 1 }
                if ")]}".contains(character) || (character == ">" && previous != "-") { depth -= 1 }
                if depth == 0, text[index...].hasPrefix(separator) {
                    parts.append(current)
                    current = ""
                    index = text.index(index, offsetBy: separator.count)
                    previous = " "
                    continue
                }
            }
            current.append(character)
            previous = character
            index = text.index(after: index)
        }
        parts.append(current)
        return parts
    }
}
