import CommandLineOptions
import ZipZapConformance

/// `zipzap-conformance export --format json|jsonl|csv --out DIR [--vectors DIR] [--spec FILE]`.
enum ExportCommand {
    static let declaration = CommandDeclaration(
        "zipzap-conformance export",
        about: [
            "json   the vector files as published; jsonl  one vector per line, a file per vector file",
            "csv    vectors.csv: the direct-source (value-level) vectors, one row per scan (Docs/export.md)",
        ],
        options: [
            .required("--format", "json|jsonl|csv", help: "the format"),
            .required("--out", "DIR", help: "replaced whole (it must be new, empty or a previous export); DIR/manifest.json lists "
                + "the files with their sha256"),
        ] + SuiteLocation.options)

    static func run(_ arguments: ParsedArguments) throws(UsageError) -> Int32 {
        let location = try SuiteLocation(arguments)
        let name = arguments.value("--format") ?? ""
        guard let format = VectorExporter.Format(rawValue: name) else {
            throw UsageError("unknown format '\(name)'; formats: json, jsonl, csv")
        }
        guard let out = try arguments.path("--out") else { throw UsageError("--out is required") }
        do { try location.requireVectors() } catch {
            printError("zipzap-conformance export: \(error.message)")
            return 2
        }
        do { try ExportFolder.check(out) } catch {
            printError("zipzap-conformance export: \(error)")
            return 2
        }
        let suite = location.load()
        for problem in suite.problems { printError("PROBLEM \(problem)") }
        let rendered = VectorExporter.render(suite.files.map(\.file), format: format, suiteVersion: ConformanceSuite.version)
        do {
            try ExportFolder.write(rendered, to: out)
        } catch {
            printError("zipzap-conformance export: \(error)")
            return 2
        }
        let leftOut = format == .csv ? CSVExport.leftOut(suite.files.map(\.file)) : 0
        print("export: \(suite.vectors.count - leftOut) vectors as \(format.rawValue) in \(rendered.count) files written to \(out)"
            + (leftOut > 0 ? " (\(leftOut) vectors left out: source-model, GS1 parser and refused-configuration vectors have no one-scan rows; Docs/export.md)" : ""))
        return suite.problems.isEmpty ? 0 : 1
    }
}
