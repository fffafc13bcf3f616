#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CommandLineOptions
import ZipZapConformance

/// Where the suite's files are: `--vectors DIR` and `--spec FILE` when given; otherwise `Conformance/` of the current
/// folder, or of the first folder above the executable that has one (a binary built in a checkout finds its own
/// suite from anywhere), or `share/zipzap-conformance/` beside the executable's `bin/` (an installed binary); when
/// none of them has one, the suite appended to the executable itself (`zipzap-conformance bundle`), if it has one.
struct SuiteLocation {
    var vectors = (SuiteLocation.foundFolder ?? "Conformance") + "/vectors"
    var spec = (SuiteLocation.foundFolder ?? "Conformance") + "/SPEC.md"
    /// The fuzz findings `generate` adopts (SPEC C-13.5).
    var findings = (SuiteLocation.foundFolder ?? "Conformance") + "/findings"
    /// The hand-written cases `generate` reads (`Conformance/cases/README.md`).
    var cases = (SuiteLocation.foundFolder ?? "Conformance") + "/cases"
    /// The suite appended to this executable, by archive name (`vectors/NAME.json`, `SPEC.md`), when it is the one used.
    private(set) var embedded: [String: [UInt8]]? = SuiteLocation.foundFolder == nil ? SuiteLocation.appended : nil
    /// Whether `--spec` named the file: then a missing one is an error, not a clause check skipped.
    private(set) var specGiven = false

    static let vectorsOption = OptionDeclaration.value("--vectors", "DIR", help: "the vector files (default Conformance/vectors)")
    static let options = [
        vectorsOption, .value("--spec", "FILE", help: "the SPEC.md whose clauses the vectors cite (default beside the vectors' Conformance/)"),
    ]

    init() {}

    /// `--vectors DIR` and `--spec FILE` when given, the folders found otherwise.
    init(_ arguments: ParsedArguments) throws(UsageError) {
        if let folder = try arguments.path("--vectors") {
            vectors = folder
            embedded = nil
        }
        if let file = try arguments.path("--spec") {
            spec = file
            specGiven = true
        }
    }

    func knownClauses() throws(FileSystem.Error) -> Set<String> {
        let text = if let embedded = embedded?["SPEC.md"], !specGiven { embedded } else { try FileSystem.read(spec) }
        return VectorSuite.clauses(inSpec: String(decoding: text, as: UTF8.self))
    }

    /// The suite's vector files, from the folder or from the executable; `visit` as `SuiteLoader.load` has it.
    func load(first: String? = nil, visit: (_ name: String, _ file: VectorFile) -> Bool = { _, _ in true }) -> LoadedSuite {
        let clauses = try? knownClauses()
        guard let embedded else { return SuiteLoader.load(folder: vectors, knownClauses: clauses, first: first, visit: visit) }
        return SuiteLoader.load(files: embeddedVectors(embedded), knownClauses: clauses, first: first, visit: visit)
    }

    /// Whether the suite has a vector file of that name (`C-07-gs1-parse-edges.json`).
    func hasVectorFile(_ name: String) -> Bool {
        guard name.hasSuffix(".json"), !name.contains("/"), name != VectorSuite.manifestName else { return false }
        if let embedded { return embedded[Self.embeddedVectorFolder + name] != nil }
        return FileSystem.exists(FileSystem.join(vectors, name))
    }

    /// Where the vector files are among the files bundled into the executable.
    static let embeddedVectorFolder = "vectors/"

    private func embeddedVectors(_ embedded: [String: [UInt8]]) -> [String: [UInt8]] {
        let folder = Self.embeddedVectorFolder
        return Dictionary(uniqueKeysWithValues: embedded.filter { $0.key.hasPrefix(folder) }.map { (String($0.key.dropFirst(folder.count)), $0.value) })
    }

    /// One clear line when there is no suite to read, or the `--spec` file given is missing.
    func requireVectors() throws(UsageError) {
        if specGiven && !FileSystem.exists(spec) { throw UsageError("--spec \(spec): no such file") }
        guard embedded == nil, !FileSystem.exists(vectors) else { return }
        throw UsageError("no conformance suite at \(vectors) (looked in the current folder and beside the executable); "
            + "give --vectors DIR, or run from a checkout of ZipZap Conformance")
    }

    /// The suite `bundle` appended to this executable; nil when it has none (or it cannot be read).
    private static let appended: [String: [UInt8]]? = (try? SuiteArchive.appended(to: "/proc/self/exe")) ?? nil

    private static let foundFolder: String? = {
        if FileSystem.exists("Conformance/vectors") { return "Conformance" }
        guard let executable = realpath("/proc/self/exe", nil) ?? CommandLine.arguments.first.flatMap({ realpath($0, nil) }) else {
            return nil
        }
        defer { free(executable) }
        var folder = String(cString: executable)
        while let slash = folder.lastIndex(of: "/"), slash != folder.startIndex {
            folder = String(folder[..<slash])
            for candidate in [folder + "/Conformance", folder + "/share/zipzap-conformance"]
            where FileSystem.exists(candidate + "/vectors") {
                return candidate
            }
        }
        return nil
    }()
}
