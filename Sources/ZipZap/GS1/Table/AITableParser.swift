/// Reads `AITableData.rows` as bytes, one `AITableRow` a line. The rows are this package's own data, so a malformed
/// row is a programming error, reported with the row it is on. What a row's AIs share (title, components,
/// requisites) is decoded once for the row: the hot table is built from the rows directly, and the definitions only
/// when something asks for them.
enum AITableParser {
    typealias Text = TableBytes.Text

    static func definitions(from rows: String) -> [GS1AIDefinition] {
        var result: [GS1AIDefinition] = []
        forEachRow(of: rows) { row in
            let title = TableBytes.string(row.title)
            var components: [GS1Component] = []
            row.forEachComponent { components.append($0) }
            var requisites: [[[GS1AIPattern]]] = []
            row.forEachRequisiteGroup { group, opensRequisite in
                if opensRequisite { requisites.append([]) }
                var patterns: [GS1AIPattern] = []
                row.forEachPattern(in: group) { patterns.append($0) }
                requisites[requisites.count - 1].append(patterns)
            }
            var exclusions: [GS1AIPattern] = []
            row.forEachExclusion { exclusions.append($0) }
            let qualifiers = row.qualifiers
            row.forEachCode { code in
                result.append(GS1AIDefinition(
                    code: code, title: title, components: components, hasPredefinedLength: row.hasPredefinedLength,
                    isDigitalLinkAttribute: row.isDigitalLinkAttribute, digitalLinkQualifiers: qualifiers,
                    requisites: requisites, exclusions: exclusions))
            }
        }
        return result
    }

    /// Calls `body` with each row of `rows`, in order.
    static func forEachRow(of rows: String, _ body: (AITableRow) -> Void) {
        var rows = rows
        rows.withUTF8 { text in
            TableBytes.forEachPart(of: text, separatedBy: UInt8(ascii: "\n")) { line in
                if !line.isEmpty { body(row(line)) }
            }
        }
    }

    /// The row's five fields; its attributes are checked here, once, so that a row's readers need not.
    private static func row(_ line: Text) -> AITableRow {
        var fields: (Text, Text, Text, Text, Text) = (line, line, line, line, line)
        var count = 0
        TableBytes.forEachPart(of: line, separatedBy: UInt8(ascii: "|")) { field in
            switch count {
            case 0: fields.0 = field
            case 1: fields.1 = field
            case 2: fields.2 = field
            case 3: fields.3 = field
            default: fields.4 = field
            }
            count += 1
        }
        precondition(count == 5, "AI table row needs 5 fields: \(TableBytes.string(line))")
        let (first, last) = aiCodes(fields.0, line: line)
        var isPrimaryKey = false
        TableBytes.forEachPart(of: fields.3, separatedBy: UInt8(ascii: " ")) { attribute in
            if attribute.isEmpty || TableBytes.hasPrefix(attribute, "r:") || TableBytes.hasPrefix(attribute, "x:") { return }
            guard attribute.elementsEqual("dl".utf8) || TableBytes.hasPrefix(attribute, "dl:") else {
                preconditionFailure("unknown AI table attribute \(TableBytes.string(attribute)) in: \(TableBytes.string(line))")
            }
            isPrimaryKey = true
        }
        return AITableRow(
            first: first, last: last, title: fields.4,
            hasPredefinedLength: fields.1.contains(UInt8(ascii: "F")), isDigitalLinkAttribute: fields.1.contains(UInt8(ascii: "A")),
            isDigitalLinkPrimaryKey: isPrimaryKey, componentsText: fields.2, attributesText: fields.3, line: line)
    }

    /// The first and last AI of the row's range (the same AI when it is no range).
    private static func aiCodes(_ field: Text, line: Text) -> (GS1AICode, GS1AICode) {
        let dash = field.firstIndex(of: UInt8(ascii: "-"))
        let first = code(Text(rebasing: field[..<(dash ?? field.count)]), line: line)
        guard let dash else { return (first, first) }
        let last = code(Text(rebasing: field[(dash + 1)...]), line: line)
        guard first.length == last.length, first.number <= last.number else {
            preconditionFailure("bad AI range in: \(TableBytes.string(line))")
        }
        return (first, last)
    }

    static func code(_ text: Text, line: Text) -> GS1AICode {
        guard let code = GS1AICode(digits: text) else {
            preconditionFailure("bad AI \(TableBytes.string(text)) in: \(TableBytes.string(line))")
        }
        return code
    }

    static func pattern(_ text: Text, line: Text) -> GS1AIPattern {
        guard let pattern = GS1AIPattern(text) else {
            preconditionFailure("bad AI pattern \(TableBytes.string(text)) in: \(TableBytes.string(line))")
        }
        return pattern
    }

    /// `N13/csum/gcppos1`, `[X..17]`, `[N3/iso3166]`, `X..90`.
    static func component(_ text: Text, line: Text) -> GS1Component {
        let isOptional = text.first == UInt8(ascii: "[")
        var body = isOptional ? TableBytes.dropFirst(1, of: text) : text
        if isOptional, body.last == UInt8(ascii: "]") { body = Text(rebasing: body.dropLast()) }
        var format: Text?
        var checks = GS1CheckList()
        TableBytes.forEachPart(of: body, separatedBy: UInt8(ascii: "/")) { part in
            guard format != nil else { format = part; return }
            guard let check = GS1Check(name: part) else { preconditionFailure("unknown check \(TableBytes.string(part))") }
            checks.append(check)
        }
        guard let format, let setLetter = format.first, let characterSet = GS1CharacterSet(letter: setLetter)
        else { preconditionFailure("bad component \(TableBytes.string(text)) in: \(TableBytes.string(line))") }
        let lengthText = TableBytes.dropFirst(1, of: format)
        let isVariable = TableBytes.hasPrefix(lengthText, "..")
        guard let length = TableBytes.number(isVariable ? TableBytes.dropFirst(2, of: lengthText) : lengthText) else {
            preconditionFailure("bad component length \(TableBytes.string(text)) in: \(TableBytes.string(line))")
        }
        return GS1Component(
            characterSet: characterSet, minLength: isVariable ? 1 : length, maxLength: length,
            isOptional: isOptional, checks: checks)
    }
}
