import ZipZapVectors

/// Writes the suite for other harnesses: `json` (the vector files as published), `jsonl` (one vector per line, one
/// file per vector file), or `csv` (the value-level vectors, one row per scan; Docs/export.md gives the columns).
public enum VectorExporter {
    public enum Format: String, CaseIterable, Sendable {
        case json, jsonl, csv
    }

    /// The exported files with their bytes, the manifest last.
    public static func render(_ files: [VectorFile], format: Format, suiteVersion: String) -> [(name: String, bytes: [UInt8])] {
        var output: [(name: String, bytes: [UInt8])]
        switch format {
        case .json:
            let writer = JSONWriter()
            output = files.map { ("\($0.family).json", Array(writer.document($0.json(suiteVersion: suiteVersion)).utf8)) }
        case .jsonl:
            let writer = JSONWriter()
            output = files.map { file in
                ("\(file.family).jsonl", Array(file.vectors.map { writer.compact($0.json) + "\n" }.joined().utf8))
            }
        case .csv:
            output = [("vectors.csv", Array(CSVExport.document(files).utf8))]
        }
        output.append((VectorSuite.manifestName, Array(manifest(files, output, format: format, suiteVersion: suiteVersion).utf8)))
        return output
    }

    private static func manifest(
        _ files: [VectorFile], _ output: [(name: String, bytes: [UInt8])], format: Format, suiteVersion: String
    ) -> String {
        let rows: Int = switch format {
        case .csv: CSVExport.rows(files).count
        default: files.reduce(0) { $0 + $1.vectors.count }
        }
        return JSONWriter().document(.object([
            ("suiteVersion", .string(suiteVersion)),
            ("schemaVersion", .int(VectorFile.schemaVersion)),
            ("format", .string(format.rawValue)),
            ("totalVectors", .int(files.reduce(0) { $0 + $1.vectors.count })),
            // The vectors the files hold: for csv, all but those CSVExport.leftOut counts (Docs/export.md says why).
            ("exportedVectors", .int(files.reduce(0) { $0 + $1.vectors.count } - (format == .csv ? CSVExport.leftOut(files) : 0))),
            ("records", .int(rows)),
            ("files", .array(output.map { .object([("file", .string($0.name)), ("sha256", .string(SHA256.hexDigest($0.bytes)))]) })),
        ]))
    }
}
