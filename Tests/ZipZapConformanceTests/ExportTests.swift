import Foundation
import Testing
@testable import ZipZapConformance
import ZipZapGeneration

@Suite struct ExportTests {
    private func files() throws -> [VectorFile] { try Self.published.get() }

    /// The published files, their CSV rows and their CSV export, each made once: a debug build takes seconds for each.
    private static let published = Result { try VectorLayout.publish(PackageFiles.generate().files).map(\.file) }
    private static let csvRows = Result { CSVExport.rows(try published.get()) }
    private static let csvExport = Result {
        VectorExporter.render(try published.get(), format: .csv, suiteVersion: ConformanceSuite.version)
    }

    @Test func jsonExportIsThePublishedFilesAndTheManifestHashesThem() throws {
        let exported = VectorExporter.render(try files(), format: .json, suiteVersion: ConformanceSuite.version)
        for file in exported where file.name != VectorSuite.manifestName {
            #expect(try FileSystem.read(PackageFiles.vectors + "/" + file.name) == file.bytes, "\(file.name)")
        }
        let manifest = try JSONParser.parse(exported.last!.bytes)
        guard case .array(let listed)? = manifest["files"] else { Issue.record("no files in the manifest"); return }
        #expect(listed.count == exported.count - 1)
        for (entry, file) in zip(listed, exported) {
            #expect(entry["file"] == .string(file.name))
            #expect(entry["sha256"] == .string(SHA256.hexDigest(file.bytes)))
        }
    }

    @Test func jsonlHasOneParsableVectorPerLine() throws {
        let all = try files()
        let exported = VectorExporter.render(all, format: .jsonl, suiteVersion: ConformanceSuite.version)
        let lines = exported.dropLast().flatMap { String(decoding: $0.bytes, as: UTF8.self).split(separator: "\n") }
        #expect(lines.count == all.reduce(0) { $0 + $1.vectors.count })
        let first = try Vector(JSONReader(try JSONParser.parse(Array(lines[0].utf8))))
        #expect(first == all[0].vectors[0])
    }

    @Test func csvQuotesAndCountsRows() throws {
        #expect(CSVExport.quote("plain") == "plain")
        #expect(CSVExport.quote("a,b") == "\"a,b\"")
        #expect(CSVExport.quote("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(CSVExport.quote("line\r\nbreak") == "\"line\r\nbreak\"")
        let all = try files(), rows = try Self.csvRows.get()
        let exported = try Self.csvExport.get()
        #expect(exported.map(\.name) == ["vectors.csv", VectorSuite.manifestName])
        let csv = String(decoding: exported[0].bytes, as: UTF8.self)
        // A refused configuration has no outcome per scan, so CSV leaves those vectors out.
        let scans = all.flatMap(\.vectors).filter { $0.source == .direct && $0.expectedError == nil }.reduce(0) { $0 + $1.events.count }
        #expect(rows.count == scans)
        #expect(rows.allSatisfy { $0.count == CSVExport.columns.count })
        #expect(csv.hasPrefix(CSVExport.columns.joined(separator: ",") + "\r\n"))
    }

    @Test func aListItemHoldingASemicolonOrAQuoteIsQuotedInsideItsField() {
        #expect(CSVExport.list(["length=1", "checkDigit"]) == "length=1;checkDigit")
        #expect(CSVExport.list(["matches=^a;b$", "length=3"]) == "\"matches=^a;b$\";length=3")
        #expect(CSVExport.list(["matches=say \"hi\""]) == "\"matches=say \"\"hi\"\"\"")
        // Then the field as a whole is quoted again, as RFC 4180 says for a field holding a quote.
        #expect(CSVExport.quote(CSVExport.list(["matches=a;b"])) == "\"\"\"matches=a;b\"\"\"")
    }

    /// Docs/export.md and the file agree: the columns, every outcome the rows hold, and what CSV leaves out.
    @Test func theCSVDocumentationDescribesTheFile() throws {
        let docs = String(decoding: try FileSystem.read(PackageFiles.root + "/Docs/export.md"), as: UTF8.self)
        let columnRows = docs.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { String($0) }
        let documented = columnRows.flatMap { row in
            row.split(separator: "|")[0].split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " `")) }
        }
        #expect(documented.filter { !["json", "jsonl", "csv"].contains($0) } == CSVExport.columns)
        let all = try files(), rows = try Self.csvRows.get()
        let outcomes = Set(rows.map { $0[CSVExport.columns.firstIndex(of: "outcome")!] })
        #expect(outcomes == ["write", "reject", "ignore"])
        let outcomeRow = columnRows.first { $0.hasPrefix("| `outcome` |") }!
        for outcome in outcomes { #expect(outcomeRow.contains("`\(outcome)`")) }
        // Every vector is either in the file or among those left out, and the manifest says how many are in it.
        let ids = Set(rows.map { $0[0] })
        #expect(ids.count + CSVExport.leftOut(all) == all.reduce(0) { $0 + $1.vectors.count })
        let manifest = try JSONParser.parse(try #require(try Self.csvExport.get().last).bytes)
        #expect(manifest["exportedVectors"] == .int(ids.count))
    }
}
