import ZipZapConformance

/// `zipzap-conformance export --format json|jsonl|csv --out DIR [--vectors DIR] [--spec FILE]`.
enum ExportCommand {
    static let usage = """
        usage: zipzap-conformance export --format json|jsonl|csv --out DIR [--vectors DIR] [--spec FILE]
          json   the vector files as published; jsonl  one vector per line, a file per family
          csv    vectors.csv: the direct-source (value-level) vectors, one row per scan (Docs/export.md)
          DIR is replaced whole (it must be new, empty or a previous export); DIR/manifest.json lists the files with their sha256
        """

    static func run(_ arguments: [[UInt8]]) -> Int32 {
        var location = SuiteLocation()
        var format: VectorExporter.Format?
        var out: String?
        var cursor = ArgumentCursor(arguments)
        do throws(UsageError) {
            while let token = cursor.next() {
                switch token {
                case .option("--format"):
                    let name = try cursor.value(of: "--format")
                    guard let chosen = VectorExporter.Format(rawValue: name) else {
                        throw UsageError("unknown format '\(name)'; formats: json, jsonl, csv")
                    }
                    format = chosen
                case .option("--out"): out = try cursor.path(of: "--out")
                case .option(let option): if try !location.accept(option, &cursor) { throw UsageError("unknown option '\(option)'") }
                case .positional(let bytes): throw UsageError("unexpected argument '\(String(decoding: bytes, as: UTF8.self))'")
                }
            }
            guard format != nil else { throw UsageError("--format is required") }
            guard out != nil else { throw UsageError("--out is required") }
        } catch {
            printError("zipzap-conformance export: \(error.message)\n\(usage)")
            return 2
        }
        do { try location.requireVectors() } catch {
            printError("zipzap-conformance export: \(error.message)")
            return 2
        }
        let suite = location.load()
        for problem in suite.problems { printError("PROBLEM \(problem)") }
        let rendered = VectorExporter.render(suite.files.map(\.file), format: format!, suiteVersion: ConformanceSuite.version)
        do {
            try ExportFolder.write(rendered, to: out!)
        } catch {
            printError("zipzap-conformance export: \(error)")
            return 2
        }
        let leftOut = format == .csv ? CSVExport.leftOut(suite.files.map(\.file)) : 0
        print("export: \(suite.vectors.count - leftOut) vectors as \(format!.rawValue) in \(rendered.count) files written to \(out!)"
            + (leftOut > 0 ? " (\(leftOut) vectors left out: source-model, GS1 parser and refused-configuration vectors have no one-scan rows; Docs/export.md)" : ""))
        return suite.problems.isEmpty ? 0 : 1
    }
}
