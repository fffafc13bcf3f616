// Left out of the mutation tool's build (ZIPZAP_MUTANT_BUILD, Package.swift): it needs the generator or the fuzzer.
#if !ZIPZAP_MUTANT_BUILD
import CommandLineOptions
import ZipZapConformance
import ZipZapGeneration

/// `zipzap-conformance generate [--check] [--vectors DIR] [--spec FILE] [--cases DIR] [--findings DIR]`: writes the vector files, the id registry
/// and the manifest; with `--check`, writes nothing and fails when the files on disk differ from what it would write.
enum GenerateCommand {
    static let declaration = CommandDeclaration(
        "zipzap-conformance generate",
        about: ["writes DIR (default Conformance/vectors): one JSON file per SPEC section and topic, ids.tsv and manifest.json"],
        options: SuiteLocation.options + [
            .value("--cases", "DIR", help: "the hand-written case files (default Conformance/cases)"),
            .value("--findings", "DIR", help: "adopted fuzz findings, one family (default Conformance/findings)"),
            .flag("--check", help: "write nothing; exit 1 when a file on disk differs from what would be written"),
        ])

    static func run(_ arguments: ParsedArguments) throws(UsageError) -> Int32 {
        var location = try SuiteLocation(arguments)
        if let cases = try arguments.path("--cases") { location.cases = cases }
        let check = arguments.flag("--check")
        let findings = try arguments.path("--findings")
        do {
            let registryPath = FileSystem.join(location.vectors, VectorSuite.registryName)
            // Ids are forever: without the registry every vector would get a new one, so there is none to guess.
            guard FileSystem.exists(registryPath) else {
                printError("zipzap-conformance generate: \(registryPath): no such file; the id registry is needed to keep every "
                    + "vector's id (copy Conformance/vectors/\(VectorSuite.registryName) there, or create an empty file to start a new suite)")
                return 2
            }
            var registry = try IDRegistry(text: String(decoding: try FileSystem.read(registryPath), as: UTF8.self))
            let clauses = try location.knownClauses()
            let adopted = try VectorFamily.findings(in: findings ?? location.findings, knownClauses: clauses)
            let families = try VectorFamily.suite(casesIn: location.cases) + (adopted.map { [$0] } ?? [])
            let files = try VectorLayout.publish(VectorGenerator.generate(families, registry: &registry, knownClauses: clauses))
            let rendered = VectorSuite.render(files, registry: registry, suiteVersion: ConformanceSuite.version)
            let renderedNames = Set(rendered.map(\.name))
            let stale = try FileSystem.exists(location.vectors)
                ? FileSystem.list(location.vectors).filter { $0.hasSuffix(".json") && !renderedNames.contains($0) }
                : []
            if check {
                var differing = rendered.filter { file in
                    (try? FileSystem.read(FileSystem.join(location.vectors, file.name))) != file.bytes
                }.map(\.name)
                differing += stale.map { "\($0) (no longer generated)" }
                guard differing.isEmpty else {
                    printError("generate --check: these files differ from what the generator writes: \(differing.joined(separator: ", "))\n"
                        + "run 'swift run zipzap-conformance generate' and review the diff against Conformance/SPEC.md")
                    return 1
                }
                print("generate --check: \(rendered.count) files are up to date")
                return 0
            }
            for file in rendered { try FileSystem.writeAtomically(file.bytes, to: FileSystem.join(location.vectors, file.name)) }
            for name in stale { try FileSystem.remove(FileSystem.join(location.vectors, name)) }
            for published in files { print("\(published.file.family): \(published.file.vectors.count) vectors") }
            print("generate: \(files.reduce(0) { $0 + $1.file.vectors.count }) vectors in \(files.count) files written to \(location.vectors)")
            return 0
        } catch {
            printError("zipzap-conformance generate: \(error)")
            return 2
        }
    }
}
#endif
