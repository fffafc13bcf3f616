import Testing
@testable import ZipZapConformance

@Suite struct ExportTests {
    private func files() throws -> [VectorFile] { try PackageFiles.generate().files }

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
        let all = try files()
        let csv = CSVExport.document(all)
        // A refused configuration has no outcome per scan, so CSV leaves those vectors out.
        let scans = all.flatMap(\.vectors).filter { $0.source == .direct && $0.expectedError == nil }.reduce(0) { $0 + $1.events.count }
        #expect(CSVExport.rows(all).count == scans)
        #expect(CSVExport.rows(all).allSatisfy { $0.count == CSVExport.columns.count })
        #expect(csv.hasPrefix(CSVExport.columns.joined(separator: ",") + "\r\n"))
    }
}
