/// Reads `AITableData.rows` into definitions. The rows are this package's own data, so a malformed row is a
/// programming error, reported with the row it is on.
enum AITableParser {
    static func definitions(from rows: String) -> [GS1AIDefinition] {
        var result: [GS1AIDefinition] = []
        for line in rows.split(separator: "\n") {
            let fields = line.split(separator: "|", omittingEmptySubsequences: false)
            precondition(fields.count == 5, "AI table row needs 5 fields: \(line)")
            let codes = aiCodes(fields[0], line: line)
            let flags = fields[1]
            let components = fields[2].split(separator: " ").map { component($0, line: line) }
            var requisites: [[[GS1AIPattern]]] = []
            var exclusions: [GS1AIPattern] = []
            var qualifiers: [[GS1AICode]]?
            for attribute in fields[3].split(separator: " ") {
                if attribute.hasPrefix("r:") {
                    requisites.append(attribute.dropFirst(2).split(separator: ",").map { group in
                        group.split(separator: "+").map { pattern($0, line: line) }
                    })
                } else if attribute.hasPrefix("x:") {
                    exclusions += attribute.dropFirst(2).split(separator: ",").map { pattern($0, line: line) }
                } else if attribute == "dl" {
                    qualifiers = []
                } else if attribute.hasPrefix("dl:") {
                    qualifiers = attribute.dropFirst(3).split(separator: ";").map { sequence in
                        sequence.split(separator: ",").map { code($0, line: line) }
                    }
                } else {
                    preconditionFailure("unknown AI table attribute \(attribute) in: \(line)")
                }
            }
            for code in codes {
                result.append(GS1AIDefinition(
                    code: code, title: String(fields[4]), components: components,
                    hasPredefinedLength: flags.contains("F"), isDigitalLinkAttribute: flags.contains("A"),
                    digitalLinkQualifiers: qualifiers, requisites: requisites, exclusions: exclusions))
            }
        }
        return result
    }

    private static func aiCodes(_ field: Substring, line: Substring) -> [GS1AICode] {
        let bounds = field.split(separator: "-").map { code($0, line: line) }
        guard let first = bounds.first, let last = bounds.last, first.length == last.length,
              first.number <= last.number
        else { preconditionFailure("bad AI range in: \(line)") }
        return (first.number...last.number).compactMap { GS1AICode(number: $0, length: first.length) }
    }

    private static func code(_ text: Substring, line: Substring) -> GS1AICode {
        guard let code = GS1AICode(digits: Array(text.utf8)) else { preconditionFailure("bad AI \(text) in: \(line)") }
        return code
    }

    private static func pattern(_ text: Substring, line: Substring) -> GS1AIPattern {
        guard let pattern = GS1AIPattern(text) else { preconditionFailure("bad AI pattern \(text) in: \(line)") }
        return pattern
    }

    /// `N13/csum/gcppos1`, `[X..17]`, `[N3/iso3166]`, `X..90`.
    private static func component(_ text: Substring, line: Substring) -> GS1Component {
        var body = text
        let isOptional = body.first == "["
        if isOptional { body = body.dropFirst() }
        var parts = body.split(separator: "/")
        if isOptional, let last = parts.last, last.hasSuffix("]") { parts[parts.count - 1] = last.dropLast() }
        guard let format = parts.first, let setLetter = format.first,
              let characterSet = GS1CharacterSet(rawValue: String(setLetter))
        else { preconditionFailure("bad component \(text) in: \(line)") }
        let lengthText = format.dropFirst()
        let isVariable = lengthText.hasPrefix("..")
        guard let length = Int(isVariable ? lengthText.dropFirst(2) : lengthText) else {
            preconditionFailure("bad component length \(text) in: \(line)")
        }
        let checks = parts.dropFirst().map { name -> GS1Check in
            guard let check = GS1Check(rawValue: String(name)) else { preconditionFailure("unknown check \(name)") }
            return check
        }
        return GS1Component(
            characterSet: characterSet, minLength: isVariable ? 1 : length, maxLength: length,
            isOptional: isOptional, checks: GS1CheckList(checks))
    }
}
