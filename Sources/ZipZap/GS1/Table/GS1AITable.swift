/// The Application Identifier table: every AI of the release, with what GS1 says about it. Parsing reads the same
/// AIs through `AIHotTable`, whose lookup is O(1): the first two digits of an AI give its length, and a dense index
/// over every possible AI gives its definition.
public final class GS1AITable: Sendable {
    /// The table this package ships, parsed on first use.
    public static let current = GS1AITable(rows: AITableData.rows, release: AITableData.release)

    /// The GS1 Barcode Syntax Dictionary release the table reflects.
    public let release: String
    /// Every AI, in the table's (lexical) order.
    public let definitions: [GS1AIDefinition]

    private init(rows: String, release: String) {
        self.release = release
        definitions = AITableParser.definitions(from: rows)
    }

    public func definition(for code: GS1AICode) -> GS1AIDefinition? {
        AIHotTable.shared.index(of: code).map { definitions[$0] }
    }

    public func definition(for ai: String) -> GS1AIDefinition? { GS1AICode(ai).flatMap(definition(for:)) }
}
