@testable import ZipZapConformance
@testable import ZipZapGeneration

/// Paths inside this package, found from this source file, so tests do not depend on the working folder.
enum PackageFiles {
    static let root: String = {
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
        return path
    }()
    static let vectors = root + "/Conformance/vectors"
    static let spec = root + "/Conformance/SPEC.md"
    static let cases = root + "/Conformance/cases"

    /// The suite's families, Swift and case files, as `generate` assembles them.
    static func families() throws -> [VectorFamily] { try assembled.get() }

    private static let assembled = Result { try VectorFamily.suite(casesIn: cases) }

    /// One family of the suite, by its name.
    static func family(_ name: String) throws -> VectorFamily {
        guard let family = try families().first(where: { $0.name == name }) else { throw CaseFolder.Failures(errors: [CaseFileError(file: cases, line: 0, "no family '\(name)'")]) }
        return family
    }

    /// The committed suite as `verify` loads it (every clause cited checked against SPEC.md), read once per test run:
    /// many tests read it, and loading 16 000 vectors takes seconds in a debug build. An unreadable SPEC.md fails
    /// `VectorSuiteTests`.
    static let suite = SuiteLoader.load(folder: vectors, knownClauses: try? specClauses())

    static func specClauses() throws -> Set<String> {
        VectorSuite.clauses(inSpec: String(decoding: try FileSystem.read(spec), as: UTF8.self))
    }

    /// The suite as the generator makes it now, with the committed id registry: generated once per test run, as
    /// many tests read it.
    static func generate() throws -> (files: [VectorFile], registry: IDRegistry) { try generated.get() }

    private static let generated = Result { try freshlyGenerated() }

    /// The committed id registry, `ids.tsv`.
    static func committedRegistry() throws -> IDRegistry {
        try IDRegistry(text: String(decoding: try FileSystem.read(vectors + "/" + VectorSuite.registryName), as: UTF8.self))
    }

    private static func freshlyGenerated() throws -> (files: [VectorFile], registry: IDRegistry) {
        var registry = try committedRegistry()
        let files = try VectorGenerator.generate(families(), registry: &registry, knownClauses: specClauses())
        return (files, registry)
    }
}
