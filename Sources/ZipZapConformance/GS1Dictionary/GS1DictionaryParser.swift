import ZipZapVectors

/// Reads a GS1 Barcode Syntax Dictionary file in the format its header describes: `#` comment lines, and entries
/// `AIs [flags] components... [attributes...] [# title]` whose fields are separated by blanks. Every bad line is
/// reported, not only the first.
extension GS1Dictionary {
    public init(parsing bytes: [UInt8]) throws(GS1DictionaryError) {
        var release: String?
        var entries: [Entry] = []
        var problems: [GS1DictionaryError.Problem] = []
        var lineOfAI: [String: Int] = [:]
        for (index, rawLine) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            guard let text = String(validating: rawLine.last == UInt8(ascii: "\r") ? rawLine.dropLast() : rawLine, as: UTF8.self) else {
                problems.append(.init(line: number, "not UTF-8"))
                continue
            }
            let trimmed = text.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty { continue }
            if trimmed.first == "#" {
                if release == nil, let named = Self.release(inComment: trimmed) { release = named }
                continue
            }
            do throws(GS1DictionaryError.Problem) {
                let entry = try EntryReader.entry(String(trimmed), line: number)
                if let repeated = entry.ais.first(where: { lineOfAI[$0] != nil }), let earlier = lineOfAI[repeated] {
                    throw GS1DictionaryError.Problem(line: number, "AI \(repeated) is already defined on line \(earlier)")
                }
                for ai in entry.ais { lineOfAI[ai] = number }
                entries.append(entry)
            } catch {
                problems.append(error)
            }
        }
        if problems.isEmpty && entries.isEmpty { problems.append(.init(line: 0, "no entries: not a GS1 Barcode Syntax Dictionary")) }
        guard problems.isEmpty else { throw GS1DictionaryError(problems: problems) }
        self.release = release
        self.entries = entries
    }

    /// `# Release: 2026-01-27` gives `2026-01-27`.
    private static func release(inComment comment: Substring) -> String? {
        let body = comment.dropFirst().drop { $0 == " " || $0 == "\t" }
        guard body.hasPrefix("Release:") else { return nil }
        let value = body.dropFirst("Release:".count).trimmingBlanks
        return value.isEmpty ? nil : String(value)
    }
}

/// Reads one entry line (without leading blanks); throws the line's problem.
private enum EntryReader {
    typealias Problem = GS1DictionaryError.Problem

    static func entry(_ text: String, line: Int) throws(Problem) -> GS1Dictionary.Entry {
        let (body, title) = splitTitle(text)
        let tokens = body.split { $0 == " " || $0 == "\t" }
        guard let first = tokens.first else { throw Problem(line: line, "an entry needs its AIs") }
        let ais = try aiRange(first, line: line)
        var rest = tokens.dropFirst()
        var flags = ""
        if let token = rest.first, !token.contains(where: { $0.isLetter || $0.isNumber }) {
            flags = try self.flags(token, line: line)
            rest = rest.dropFirst()
        }
        var components: [GS1Dictionary.Component] = []
        while let token = rest.first, token.first == "[" || token.first?.isUppercase == true {
            components.append(try component(token, line: line))
            rest = rest.dropFirst()
        }
        var attributes = Attributes()
        for token in rest { try attributes.read(token, line: line) }
        try checkSpecification(components, line: line)
        return GS1Dictionary.Entry(
            line: line, ais: ais, flags: flags, components: components, requisites: attributes.requisites,
            exclusions: attributes.exclusions, digitalLinkQualifiers: attributes.digitalLinkQualifiers,
            otherAttributes: attributes.others, title: title)
    }

    /// The title follows the first `#` (titles such as `PROCESSOR # 0` hold further ones).
    private static func splitTitle(_ text: String) -> (body: Substring, title: String) {
        guard let hash = text.firstIndex(of: "#") else { return (Substring(text), "") }
        return (text[..<hash], String(text[text.index(after: hash)...].trimmingBlanks))
    }

    private static func aiRange(_ token: Substring, line: Int) throws(Problem) -> [String] {
        let bounds = token.split(separator: "-", omittingEmptySubsequences: false)
        guard bounds.count <= 2, bounds.allSatisfy(isAI) else {
            throw Problem(line: line, "'\(token)' is not an AI (2 to 4 digits) or a range of AIs 'first-last'")
        }
        guard let first = bounds.first, let last = bounds.last, let low = Int(first), let high = Int(last) else { return [] }
        guard first.count == last.count else { throw Problem(line: line, "the range \(token) joins AIs of different lengths") }
        guard low <= high else { throw Problem(line: line, "the range \(token) ends before it starts") }
        return (low...high).map { String(repeating: "0", count: first.count - String($0).count) + String($0) }
    }

    private static func isAI(_ text: Substring) -> Bool { (2...4).contains(text.count) && text.allSatisfy(\.isASCIIDigit) }

    /// The characters GS1 has set aside for flags (the header's "Allocated from" list).
    private static let flagCharacters = Set("*!?\"$%&'()+,-./:;<=>@[\\]^_`{|}~")

    private static func flags(_ token: Substring, line: Int) throws(Problem) -> String {
        for (offset, character) in token.enumerated() {
            guard flagCharacters.contains(character) else { throw Problem(line: line, "'\(character)' is not a flag") }
            guard !token.prefix(offset).contains(character) else { throw Problem(line: line, "the flag '\(character)' is given twice") }
        }
        return String(token)
    }

    /// `N13,csum,gcppos1`, `[N3],iso3166`, `X..20`.
    private static func component(_ token: Substring, line: Int) throws(Problem) -> GS1Dictionary.Component {
        let parts = token.split(separator: ",", omittingEmptySubsequences: false)
        var type = parts[0]
        let isOptional = type.first == "["
        if isOptional {
            guard type.last == "]", type.count > 2 else { throw Problem(line: line, "'\(token)': an optional component is written [TYPE]") }
            type = type.dropFirst().dropLast()
        }
        guard let letter = type.first, "NXYZ".contains(letter) else {
            throw Problem(line: line, "'\(token)': a component starts with its type N, X, Y or Z")
        }
        let lengthText = type.dropFirst()
        let isVariable = lengthText.hasPrefix("..")
        let digits = isVariable ? lengthText.dropFirst(2) : lengthText
        guard !digits.isEmpty, digits.count <= 3, digits.allSatisfy(\.isASCIIDigit), let length = Int(digits), length > 0 else {
            throw Problem(line: line, "'\(token)': the length after \(letter) is a number (5) or a maximum (..20)")
        }
        let linters = parts.dropFirst()
        for linter in linters where linter.isEmpty || !linter.allSatisfy({ $0.isASCIIDigit || ("a"..."z").contains($0) }) {
            throw Problem(line: line, "'\(token)': '\(linter)' is not a linter name (lower-case letters and digits)")
        }
        return GS1Dictionary.Component(
            type: letter, minLength: isVariable ? 1 : length, maxLength: length, isOptional: isOptional,
            linters: linters.map(String.init))
    }

    /// The header's two rules: only the last component may vary in length; no mandatory one after an optional one.
    private static func checkSpecification(_ components: [GS1Dictionary.Component], line: Int) throws(Problem) {
        guard !components.isEmpty else { throw Problem(line: line, "an entry needs at least one component after its AIs and flags") }
        if components.dropLast().contains(where: { $0.minLength != $0.maxLength }) {
            throw Problem(line: line, "only the last component may have a variable length")
        }
        if let firstOptional = components.firstIndex(where: \.isOptional), components[firstOptional...].contains(where: { !$0.isOptional }) {
            throw Problem(line: line, "a mandatory component follows an optional one")
        }
    }
}

/// The attributes of one entry, read token by token.
private struct Attributes {
    typealias Problem = GS1DictionaryError.Problem

    var requisites: [[[String]]] = []
    var exclusions: [String] = []
    var digitalLinkQualifiers: [[String]]?
    var others: [String] = []

    mutating func read(_ token: Substring, line: Int) throws(Problem) {
        let key = token.prefix { $0 != "=" }
        let value: Substring? = key.count < token.count ? token.dropFirst(key.count + 1) : nil
        guard !key.isEmpty, key.allSatisfy({ ("a"..."z").contains($0) }) else {
            throw Problem(line: line, "'\(token)' is not flags, a component or an attribute (key or key=value)")
        }
        switch key {
        case "req":
            let alternatives = try list(value, of: token, line: line, separator: ",")
            requisites.append(try alternatives.map { group throws(Problem) in
                try list(group, of: token, line: line, separator: "+").map { pattern throws(Problem) in try self.pattern(pattern, of: token, line: line) }
            })
        case "ex":
            exclusions += try list(value, of: token, line: line, separator: ",").map { pattern throws(Problem) in
                try self.pattern(pattern, of: token, line: line)
            }
        case "dlpkey":
            guard digitalLinkQualifiers == nil else { throw Problem(line: line, "dlpkey is given twice") }
            guard let value else {
                digitalLinkQualifiers = []
                return
            }
            digitalLinkQualifiers = try list(value, of: token, line: line, separator: "|").map { sequence throws(Problem) in
                try list(sequence, of: token, line: line, separator: ",").map { ai throws(Problem) in
                    guard (2...4).contains(ai.count), ai.allSatisfy(\.isASCIIDigit) else {
                        throw Problem(line: line, "'\(token)': '\(ai)' is not an AI")
                    }
                    return String(ai)
                }
            }
        default:
            others.append(String(token))
        }
    }

    /// The non-empty items of `value` between separators; an empty item or a missing value is an error.
    private func list(_ value: Substring?, of token: Substring, line: Int, separator: Character) throws(Problem) -> [Substring] {
        guard let value, !value.isEmpty else { throw Problem(line: line, "'\(token)' needs a value") }
        let items = value.split(separator: separator, omittingEmptySubsequences: false)
        guard !items.contains(where: \.isEmpty) else { throw Problem(line: line, "'\(token)' has an empty item") }
        return items
    }

    /// `01`, `8006`, `31nn`: digits, then `n` for any digit; 2 to 4 characters.
    private func pattern(_ text: Substring, of token: Substring, line: Int) throws(Problem) -> String {
        let digits = text.prefix(while: \.isASCIIDigit)
        guard (2...4).contains(text.count), !digits.isEmpty, text.dropFirst(digits.count).allSatisfy({ $0 == "n" }) else {
            throw Problem(line: line, "'\(token)': '\(text)' is not an AI or an AI pattern such as 31nn")
        }
        return String(text)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

extension StringProtocol {
    /// Without leading and trailing spaces and tabs.
    fileprivate var trimmingBlanks: SubSequence {
        let start = firstIndex { $0 != " " && $0 != "\t" } ?? endIndex
        let end = lastIndex { $0 != " " && $0 != "\t" }.map(index(after:)) ?? start
        return self[start..<end]
    }
}
