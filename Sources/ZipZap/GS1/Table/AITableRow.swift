/// One row of `AITableData.rows`: a range of AIs of one length and everything they share, read from the row's bytes
/// as it is asked for. Nothing is copied out of the table's text, so the hot table can be built from the rows
/// without an allocation per component, requisite or pattern (valid only while the row is being visited).
struct AITableRow {
    typealias Text = TableBytes.Text

    let first: GS1AICode
    let last: GS1AICode
    /// The data title's bytes.
    let title: Text
    let hasPredefinedLength: Bool
    let isDigitalLinkAttribute: Bool
    /// Whether the AIs are Digital Link primary keys (`dl` or `dl:` among the attributes).
    let isDigitalLinkPrimaryKey: Bool
    /// The components field and the attributes field, and the whole line for messages.
    let componentsText: Text
    let attributesText: Text
    let line: Text

    /// Each of the row's AIs, in order. (A plain loop: a lazy sequence over a `ClosedRange` would make the first
    /// parse instantiate its metadata at run time.)
    func forEachCode(_ body: (GS1AICode) -> Void) {
        for number in first.number...last.number { body(GS1AICode(unchecked: number, length: first.length)) }
    }

    func forEachComponent(_ body: (GS1Component) -> Void) {
        TableBytes.forEachPart(of: componentsText, separatedBy: UInt8(ascii: " ")) { part in
            if !part.isEmpty { body(AITableParser.component(part, line: line)) }
        }
    }

    /// Each group of AI patterns of each requisite, in order; `opensRequisite` is true for a requisite's first
    /// alternative. Read a group's patterns with `forEachPattern(in:)`.
    func forEachRequisiteGroup(_ body: (_ group: Text, _ opensRequisite: Bool) -> Void) {
        forEachAttribute(prefix: "r:") { requisite in
            var opens = true
            TableBytes.forEachPart(of: requisite, separatedBy: UInt8(ascii: ",")) { group in
                body(group, opens)
                opens = false
            }
        }
    }

    func forEachPattern(in group: Text, _ body: (GS1AIPattern) -> Void) {
        TableBytes.forEachPart(of: group, separatedBy: UInt8(ascii: "+")) { body(AITableParser.pattern($0, line: line)) }
    }

    func forEachExclusion(_ body: (GS1AIPattern) -> Void) {
        forEachAttribute(prefix: "x:") { exclusions in
            TableBytes.forEachPart(of: exclusions, separatedBy: UInt8(ascii: ",")) { body(AITableParser.pattern($0, line: line)) }
        }
    }

    /// As `GS1AIDefinition.digitalLinkQualifiers`: nil unless the AIs are Digital Link primary keys.
    var qualifiers: [[GS1AICode]]? {
        guard isDigitalLinkPrimaryKey else { return nil }
        var sequences: [[GS1AICode]] = []
        forEachAttribute(prefix: "dl:") { attribute in
            TableBytes.forEachPart(of: attribute, separatedBy: UInt8(ascii: ";")) { sequence in
                var codes: [GS1AICode] = []
                TableBytes.forEachPart(of: sequence, separatedBy: UInt8(ascii: ",")) { codes.append(AITableParser.code($0, line: line)) }
                sequences.append(codes)
            }
        }
        return sequences
    }

    /// The text after `prefix` of each attribute that starts with it.
    private func forEachAttribute(prefix: StaticString, _ body: (Text) -> Void) {
        TableBytes.forEachPart(of: attributesText, separatedBy: UInt8(ascii: " ")) { attribute in
            if TableBytes.hasPrefix(attribute, prefix) { body(TableBytes.dropFirst(prefix.utf8CodeUnitCount, of: attribute)) }
        }
    }
}
