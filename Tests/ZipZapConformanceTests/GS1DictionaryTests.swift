import Testing
import ZipZap
@testable import ZipZapConformance

/// The dictionary reader on text written here in GS1's published format (not a copy of GS1's file), its errors on
/// malformed lines, and the comparison with the built-in table.
@Suite struct GS1DictionaryTests {
    /// Entries as the 2026-01-27 release states them for these AIs (GS1 facts, written out here by hand), with the
    /// header comments, blank lines, tabs and alignment a real file has.
    static let sample = """
        # A test dictionary
        #
        # Release: 2026-01-27
        #

        # AI    Flags  Specification                     Attributes                     Title
        01         *?  N14,csum,gcppos2                  ex=255,37 dlpkey=22,10,21|235  # GTIN
        10          ?  X..20                             req=01,02,03,8006,8026         # BATCH/LOT
        253         ?  N13,csum,gcppos1 [X..17]          dlpkey                         # GDTI
        3100-3105  *?  N6                                req=01,02 ex=310n              # NET WEIGHT (kg)
        37          ?  N..8                              req=00 req=02,8026             # COUNT
        7030        ?  N3,iso3166999 X..27               req=01,02                      # PROCESSOR # 0
        \t8008\t?\tN6,yymmdd N2,hh [N2],mi [N2],ss\treq=01,02\t# PROD TIME
        8110        ?  X..70,couponcode
        """

    static func parse(_ text: String) throws -> GS1Dictionary { try GS1Dictionary(parsing: Array(text.utf8)) }

    static func problems(_ text: String) -> [GS1DictionaryError.Problem] {
        do {
            _ = try GS1Dictionary(parsing: Array(text.utf8))
            return []
        } catch {
            return error.problems
        }
    }

    @Test func readsEntriesFieldByField() throws {
        let dictionary = try Self.parse(Self.sample)
        #expect(dictionary.release == "2026-01-27")
        #expect(dictionary.entries.map { $0.ais.joined(separator: " ") }
            == ["01", "10", "253", "3100 3101 3102 3103 3104 3105", "37", "7030", "8008", "8110"])
        let gtin = dictionary.entries[0]
        #expect(gtin.line == 7 && gtin.flags == "*?" && gtin.title == "GTIN")
        #expect(gtin.components == [.init(type: "N", minLength: 14, maxLength: 14, isOptional: false, linters: ["csum", "gcppos2"])])
        #expect(gtin.exclusions == ["255", "37"] && gtin.requisites.isEmpty)
        #expect(gtin.digitalLinkQualifiers == [["22", "10", "21"], ["235"]])
        #expect(dictionary.entries[1].flags == "?" && dictionary.entries[1].requisites == [[["01"], ["02"], ["03"], ["8006"], ["8026"]]])
        #expect(dictionary.entries[1].components == [.init(type: "X", minLength: 1, maxLength: 20, isOptional: false, linters: [])])
        #expect(dictionary.entries[2].digitalLinkQualifiers == [])
        #expect(dictionary.entries[2].components.last == .init(type: "X", minLength: 1, maxLength: 17, isOptional: true, linters: []))
        #expect(dictionary.entries[4].requisites == [[["00"]], [["02"], ["8026"]]])
        #expect(dictionary.entries[5].title == "PROCESSOR # 0", "the title follows the first #")
        #expect(dictionary.entries[6].components.map(\.linters) == [["yymmdd"], ["hh"], ["mi"], ["ss"]])
        #expect(dictionary.entries[6].components.map(\.isOptional) == [false, false, true, true])
        #expect(dictionary.entries[7].title == "" && dictionary.entries[7].digitalLinkQualifiers == nil)
    }

    @Test func readsJoinsUnknownFlagsAndAttributes() throws {
        let dictionary = try Self.parse("8030 ?! Z..90 req=00,01+21,8010+8011 future=1 solitary # DIGSIG\r\n")
        let entry = try #require(dictionary.entries.first)
        #expect(dictionary.release == nil)
        #expect(entry.requisites == [[["00"], ["01", "21"], ["8010", "8011"]]])
        #expect(entry.flags == "?!" && entry.otherAttributes == ["future=1", "solitary"] && entry.title == "DIGSIG")
    }

    /// Each malformed line is reported with its number and what is wrong; good lines between them do not hide them.
    @Test(arguments: [
        ("0A  X..20", "is not an AI"),
        ("12345  N2", "is not an AI"),
        ("310-3105  N6", "different lengths"),
        ("3105-3100  N6", "ends before it starts"),
        ("3100-3105-3109  N6", "is not an AI"),
        ("20  *?", "at least one component"),
        ("20  *x  N2", "is not flags, a component or an attribute"),
        ("20  **  N2", "given twice"),
        ("20  Q2", "starts with its type"),
        ("20  N0", "the length"),
        ("20  N..", "the length"),
        ("20  N2.5", "the length"),
        ("20  [N2", "written [TYPE]"),
        ("20  N2,", "not a linter name"),
        ("20  N2,CSUM", "not a linter name"),
        ("20  N..2 N3", "only the last component"),
        ("20  [N2] N3", "mandatory component follows an optional one"),
        ("20  N2  req=", "needs a value"),
        ("20  N2  req", "needs a value"),
        ("20  N2  req=01,,02", "empty item"),
        ("20  N2  req=01+", "empty item"),
        ("20  N2  ex=0A", "not an AI or an AI pattern"),
        ("20  N2  ex=n1", "not an AI or an AI pattern"),
        ("20  N2  ex=31n1", "not an AI or an AI pattern"),
        ("20  N2  dlpkey=22|", "empty item"),
        ("20  N2  dlpkey=2n", "is not an AI"),
        ("20  N2  dlpkey dlpkey=10", "given twice"),
        ("20  N2  req=01 N3", "is not flags, a component or an attribute"),
        ("20  N2  Req=01", "starts with its type"),
    ])
    func malformedLine(line: String, complaint: String) {
        let problems = Self.problems("# header\n10 X..20 # BATCH/LOT\n" + line + " # TITLE\n21 X..20 # SERIAL\n")
        #expect(problems.count == 1, "\(line)")
        #expect(problems.first?.line == 3, "\(line)")
        #expect(problems.first?.message.contains(complaint) == true, "\(line): \(problems.first?.message ?? "no problem")")
    }

    @Test func everyBadLineIsReportedAndTheFileAsAWhole() {
        let problems = Self.problems("10 X..20\n0A N2\n21 X..20\n3100-3105 N6\n3103 N6\n22 N2 ex=\n")
        #expect(problems.map(\.line) == [2, 5, 6])
        #expect(problems[1].message == "AI 3103 is already defined on line 4")
        #expect(Self.problems("10 X..20\n21 X").map(\.line) == [2])
        #expect(Self.problems("# only comments\n\n").map(\.description) == ["no entries: not a GS1 Barcode Syntax Dictionary"])
        #expect(Self.problems("").count == 1)
        do {
            _ = try GS1Dictionary(parsing: Array("10 X..20 # A\n".utf8) + [0x32, 0x31, 0x20, 0xFF, 0x0A])
            Issue.record("a line that is not UTF-8 was read")
        } catch {
            #expect(error.problems == [.init(line: 2, "not UTF-8")])
        }
    }

    /// The sample against the built-in table: its entries agree, and every other AI of the table is reported missing.
    @Test func theSampleAgreesWithTheTable() throws {
        let differences = GS1DictionaryComparison.differences(try Self.parse(Self.sample))
        #expect(differences.allSatisfy { $0.field == "entry" && $0.theirs == "-" }, "\(differences.filter { $0.field != "entry" })")
        let sampleAIs: Set<String> = ["01", "10", "253", "3100", "3101", "3102", "3103", "3104", "3105", "37", "7030", "8008", "8110"]
        let reported = Set(differences.flatMap { Self.ais(in: $0.ai) })
        #expect(reported == Set(GS1AITable.current.definitions.map(\.ai)).subtracting(sampleAIs))
        // Consecutive missing AIs are one line: (3106) is not an AI, so 3110-3115 are one run of their own.
        #expect(differences.contains { $0.ai == "3110-3115" && $0.ours == "*? N6 req=01,02 ex=311n # LENGTH (m)" })
    }

    /// Changed facts, one of each kind, are each reported on their own line with both values.
    @Test func reportsEachChangedField() throws {
        let changed = """
            # Release: 2099-12-31
            01         *?  N14,csum,key                      ex=255,37 dlpkey=22,10,21      # GTIN
            04          ?  N2                                                               # NEW
            10          ?  X..20                             req=01,02,03,8006              # BATCH
            253            N13,csum,gcppos1                  dlpkey                         # GDTI
            3100-3105  *?  N6                                req=01,02 ex=310n              # NET WEIGHT (g)
            37         !?  N..8                              req=00+02,00+8026 extra        # COUNT
            """
        let differences = try GS1DictionaryComparison.differences(Self.parse(changed))
            .filter { !($0.field == "entry" && $0.theirs == "-") }
        #expect(differences.map(\.description) == [
            "-\trelease\t2026-01-27\t2099-12-31",
            "01\tcomponent 1\tN14,csum,gcppos2\tN14,csum,key",
            "01\tdlpkey\tdlpkey=22,10,21|235\tdlpkey=22,10,21",
            "04\tentry\t-\t? N2 # NEW",
            "10\treq\treq=01,02,03,8006,8026\treq=01,02,03,8006",
            "10\ttitle\tBATCH/LOT\tBATCH",
            "253\tflags\t?\t-",
            "253\tcomponent 2\t[X..17]\t-",
            "3100-3105\ttitle\tNET WEIGHT (kg)\tNET WEIGHT (g)",
            "37\tflags\t?\t?!",
            "37\treq\treq=00 req=02,8026\treq=00+02,00+8026",
            "37\tother attributes\t-\textra",
        ])
        #expect(GS1DictionaryComparison.unimplementedLinters(try Self.parse(changed)) == ["key"])
    }

    /// The whole table written in the dictionary's notation reads back without a difference: the reader and the
    /// notation agree on every component, requisite, exclusion and key the table uses.
    @Test func theTableWrittenAsADictionaryReadsBack() throws {
        let text = "# Release: \(GS1AITable.current.release)\n" + GS1AITable.current.definitions
            .map { "\($0.ai) \(GS1DictionaryFacts($0).line)" }.joined(separator: "\n")
        let dictionary = try Self.parse(text)
        #expect(dictionary.entries.count == 541)
        #expect(GS1DictionaryComparison.differences(dictionary).isEmpty)
        #expect(GS1DictionaryComparison.unimplementedLinters(dictionary).isEmpty)
    }

    /// `3110-3115` is 3110 to 3115.
    private static func ais(in name: String) -> [String] {
        let bounds = name.split(separator: "-")
        guard bounds.count == 2, let low = Int(bounds[0]), let high = Int(bounds[1]) else { return [name] }
        return (low...high).map { String(repeating: "0", count: bounds[0].count - String($0).count) + String($0) }
    }
}
