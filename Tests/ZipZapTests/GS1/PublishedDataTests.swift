import Foundation
import Testing
@testable import ZipZap

/// Conformance/data/ publishes the reference's tables for ports; these tests fail when the two differ in any entry.
@Suite struct PublishedDataTests {
    static let dataFolder: String = {
        var path = #filePath
        for _ in 0..<4 { path = String(path[..<path.lastIndex(of: "/")!]) }
        return path + "/Conformance/data/"
    }()

    static func lines(_ file: String) throws -> [String] {
        let text = try String(contentsOfFile: dataFolder + file, encoding: .utf8)
        #expect(text.hasSuffix("\n"), "\(file) ends without a line break")
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test func aiTableIsTheReferencesRows() throws {
        let published = try Self.lines("gs1-ai-table.txt")
        let reference = AITableData.rows.split(separator: "\n").map(String.init)
        #expect(published == reference)
    }

    static let codeLists: KeyValuePairs<String, CodeSet> = [
        "iso3166-numeric.txt": CodeLists.iso3166Numeric, "iso3166-alpha2.txt": CodeLists.iso3166Alpha2,
        "iso4217-numeric.txt": CodeLists.iso4217Numeric, "iso5218.txt": CodeLists.iso5218,
        "aidc-media-types.txt": CodeLists.aidcMediaTypes, "package-types.txt": CodeLists.packageTypes,
    ]

    @Test(arguments: codeLists.map(\.key))
    func codeListIsTheReferencesList(file: String) throws {
        let list = try #require(Self.codeLists.first { $0.key == file }?.value)
        try Self.expectSameMembers(
            file, entry: { (line: String) -> String? in line }, referenceCount: list.count, inReference: { list.contains($0) })
    }

    /// The file's lines, each read by `entry`, are the reference's members: each read, none twice, each a member, and
    /// as many as the reference has.
    static func expectSameMembers<Entry: Hashable>(
        _ file: String, entry: (String) -> Entry?, referenceCount: Int, inReference: (Entry) -> Bool
    ) throws {
        let lines = try Self.lines(file)
        let entries = lines.compactMap(entry)
        #expect(entries.count == lines.count, "\(file): a line that is no entry")
        #expect(Set(entries).count == entries.count, "\(file): an entry listed twice")
        #expect(entries.count == referenceCount, "\(file): \(entries.count) entries, the reference has \(referenceCount)")
        for member in entries { #expect(inReference(member), "\(file): \(member) is not the reference's") }
    }

    /// Each identifier's types are those the reference learns from it for some data, and every other three bytes
    /// `]`, letter, digit or capital are recognized by neither.
    @Test func aimIdentifiersAreTheReferencesTable() throws {
        var published: [String: Set<String>] = [:]
        for line in try Self.lines("aim-identifiers.txt") {
            let parts = line.split(separator: " ")
            published[String(parts[0])] = Set(parts[1].split(separator: "|").map(String.init))
        }
        let samples: [[UInt8]] = ["12345670", "036000291452", "0036000291452", "4006381333931", "10012345678902", "ABC", ""]
            .map { Array($0.utf8) }
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8)
        for code in letters {
            for modifier in Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8) {
                let identifier = SymbologyIdentifier(code: code, modifier: modifier)
                let name = String(decoding: [UInt8(ascii: "]"), code, modifier], as: UTF8.self)
                let learned = Set(samples.compactMap { identifier.barcodeType(forData: $0)?.rawValue })
                #expect(learned == (published[name] ?? []), "\(name): the reference learns \(learned.sorted())")
            }
        }
    }

    static let characterSets: KeyValuePairs<String, CharacterSetChecks.ByteSet> = [
        "cset82.txt": CharacterSetChecks.cset82, "cset39.txt": CharacterSetChecks.cset39,
        "cset64.txt": CharacterSetChecks.cset64, "importer-index.txt": NumericChecks.importerIndexCharacters,
    ]

    @Test(arguments: characterSets.map(\.key))
    func characterSetIsTheReferencesSet(file: String) throws {
        let set = try #require(Self.characterSets.first { $0.key == file }?.value)
        let oneByte = { (line: String) in line.utf8.count == 1 ? line.utf8.first : nil }
        let count = (UInt8.min...UInt8.max).filter(set.contains).count
        try Self.expectSameMembers(file, entry: oneByte, referenceCount: count, inReference: set.contains)
    }

    @Test func barcodeTypesAreInDeclarationOrder() throws {
        #expect(try Self.lines("barcode-types.txt") == BarcodeType.allCases.sorted().map(\.rawValue))
        #expect(BarcodeType.allCases.sorted() == BarcodeType.allCases)
    }
}
