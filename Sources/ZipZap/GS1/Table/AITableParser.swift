/// Reads `AITableData.rows` into definitions, as bytes. The rows are this package's own data, so a malformed row is
/// a programming error, reported with the row it is on. What a row's AIs share (title, components, requisites) is
/// built once for the row, so a range of AIs costs one definition object per AI and nothing more.
enum AITableParser {
    typealias Text = TableBytes.Text

    static func definitions(from rows: String) -> [GS1AIDefinition] {
        var rows = rows
        return rows.withUTF8 { text in
            var result: [GS1AIDefinition] = []
            result.reserveCapacity(text.count / 16)
            TableBytes.forEachPart(of: text, separatedBy: UInt8(ascii: "\n")) { line in
                if !line.isEmpty { appendDefinitions(of: line, to: &result) }
            }
            return result
        }
    }

    private static func appendDefinitions(of line: Text, to result: inout [GS1AIDefinition]) {
        let fields = TableBytes.parts(of: line, separatedBy: UInt8(ascii: "|"))
        precondition(fields.count == 5, "AI table row needs 5 fields: \(TableBytes.string(line))")
        let codes = aiCodes(fields[0], line: line)
        let flags = fields[1]
        var components: [GS1Component] = []
        TableBytes.forEachPart(of: fields[2], separatedBy: UInt8(ascii: " ")) { part in
            if !part.isEmpty { components.append(component(part, line: line)) }
        }
        var requisites: [[[GS1AIPattern]]] = []
        var exclusions: [GS1AIPattern] = []
        var qualifiers: [[GS1AICode]]?
        TableBytes.forEachPart(of: fields[3], separatedBy: UInt8(ascii: " ")) { attribute in
            if attribute.isEmpty { return }
            if TableBytes.hasPrefix(attribute, "r:") {
                var requisite: [[GS1AIPattern]] = []
                TableBytes.forEachPart(of: TableBytes.dropFirst(2, of: attribute), separatedBy: UInt8(ascii: ",")) { group in
                    var patterns: [GS1AIPattern] = []
                    TableBytes.forEachPart(of: group, separatedBy: UInt8(ascii: "+")) { patterns.append(pattern($0, line: line)) }
                    requisite.append(patterns)
                }
                requisites.append(requisite)
            } else if TableBytes.hasPrefix(attribute, "x:") {
                TableBytes.forEachPart(of: TableBytes.dropFirst(2, of: attribute), separatedBy: UInt8(ascii: ",")) {
                    exclusions.append(pattern($0, line: line))
                }
            } else if attribute.elementsEqual("dl".utf8) {
                qualifiers = []
            } else if TableBytes.hasPrefix(attribute, "dl:") {
                var sequences: [[GS1AICode]] = []
                TableBytes.forEachPart(of: TableBytes.dropFirst(3, of: attribute), separatedBy: UInt8(ascii: ";")) { sequence in
                    var sequenceCodes: [GS1AICode] = []
                    TableBytes.forEachPart(of: sequence, separatedBy: UInt8(ascii: ",")) { sequenceCodes.append(code($0, line: line)) }
                    sequences.append(sequenceCodes)
                }
                qualifiers = sequences
            } else {
                preconditionFailure("unknown AI table attribute \(TableBytes.string(attribute)) in: \(TableBytes.string(line))")
            }
        }
        let title = TableBytes.string(fields[4])
        let hasPredefinedLength = flags.contains(UInt8(ascii: "F")), isAttribute = flags.contains(UInt8(ascii: "A"))
        for code in codes {
            result.append(GS1AIDefinition(
                code: code, title: title, components: components, hasPredefinedLength: hasPredefinedLength,
                isDigitalLinkAttribute: isAttribute, digitalLinkQualifiers: qualifiers, requisites: requisites,
                exclusions: exclusions))
        }
    }

    private static func aiCodes(_ field: Text, line: Text) -> [GS1AICode] {
        let dash = field.firstIndex(of: UInt8(ascii: "-"))
        let first = code(Text(rebasing: field[..<(dash ?? field.count)]), line: line)
        guard let dash else { return [first] }
        let last = code(Text(rebasing: field[(dash + 1)...]), line: line)
        guard first.length == last.length, first.number <= last.number else {
            preconditionFailure("bad AI range in: \(TableBytes.string(line))")
        }
        return (first.number...last.number).compactMap { GS1AICode(number: $0, length: first.length) }
    }

    private static func code(_ text: Text, line: Text) -> GS1AICode {
        guard let code = GS1AICode(digits: text) else {
            preconditionFailure("bad AI \(TableBytes.string(text)) in: \(TableBytes.string(line))")
        }
        return code
    }

    private static func pattern(_ text: Text, line: Text) -> GS1AIPattern {
        guard let pattern = GS1AIPattern(text) else {
            preconditionFailure("bad AI pattern \(TableBytes.string(text)) in: \(TableBytes.string(line))")
        }
        return pattern
    }

    /// `N13/csum/gcppos1`, `[X..17]`, `[N3/iso3166]`, `X..90`.
    private static func component(_ text: Text, line: Text) -> GS1Component {
        let isOptional = text.first == UInt8(ascii: "[")
        var body = isOptional ? TableBytes.dropFirst(1, of: text) : text
        if isOptional, body.last == UInt8(ascii: "]") { body = Text(rebasing: body.dropLast()) }
        let parts = TableBytes.parts(of: body, separatedBy: UInt8(ascii: "/"))
        guard let format = parts.first, let setLetter = format.first,
              let characterSet = GS1CharacterSet(letter: setLetter)
        else { preconditionFailure("bad component \(TableBytes.string(text)) in: \(TableBytes.string(line))") }
        let lengthText = TableBytes.dropFirst(1, of: format)
        let isVariable = TableBytes.hasPrefix(lengthText, "..")
        guard let length = TableBytes.number(isVariable ? TableBytes.dropFirst(2, of: lengthText) : lengthText) else {
            preconditionFailure("bad component length \(TableBytes.string(text)) in: \(TableBytes.string(line))")
        }
        let checks = parts.dropFirst().map { name -> GS1Check in
            guard let check = GS1Check(name: name) else { preconditionFailure("unknown check \(TableBytes.string(name))") }
            return check
        }
        return GS1Component(
            characterSet: characterSet, minLength: isVariable ? 1 : length, maxLength: length,
            isOptional: isOptional, checks: GS1CheckList(checks))
    }
}
