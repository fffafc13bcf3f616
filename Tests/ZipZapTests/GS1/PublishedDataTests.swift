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
        let published = try Self.lines(file)
        #expect(published.count == list.count, "\(file): \(published.count) codes, the reference has \(list.count)")
        for code in published { #expect(list.contains(code), "\(file): \(code) is not in the reference's list") }
    }

    @Test func barcodeTypesAreInDeclarationOrder() throws {
        #expect(try Self.lines("barcode-types.txt") == BarcodeType.allCases.sorted().map(\.rawValue))
        #expect(BarcodeType.allCases.sorted() == BarcodeType.allCases)
    }
}
