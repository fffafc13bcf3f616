#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ZipZapConformance

/// Where the suite's files are: `--vectors DIR` and `--spec FILE` when given; otherwise `Conformance/` of the current
/// folder, or of the first folder above the executable that has one (a binary built in a checkout finds its own
/// suite from anywhere), or `share/zipzap-conformance/` beside the executable's `bin/` (an installed binary).
struct SuiteLocation {
    var vectors = SuiteLocation.defaultFolder + "/vectors"
    var spec = SuiteLocation.defaultFolder + "/SPEC.md"
    /// Whether `--spec` named the file: then a missing one is an error, not a clause check skipped.
    private(set) var specGiven = false

    /// Reads `--vectors DIR` and `--spec FILE`; returns false for any other option.
    mutating func accept(_ option: String, _ cursor: inout ArgumentCursor) throws(UsageError) -> Bool {
        switch option {
        case "--vectors": vectors = try cursor.path(of: option)
        case "--spec":
            spec = try cursor.path(of: option)
            specGiven = true
        default: return false
        }
        return true
    }

    func knownClauses() throws(FileSystem.Error) -> Set<String> {
        VectorSuite.clauses(inSpec: String(decoding: try FileSystem.read(spec), as: UTF8.self))
    }

    /// One clear line when there is no suite to read, or the `--spec` file given is missing.
    func requireVectors() throws(UsageError) {
        if specGiven && !FileSystem.exists(spec) { throw UsageError("--spec \(spec): no such file") }
        guard !FileSystem.exists(vectors) else { return }
        throw UsageError("no conformance suite at \(vectors) (looked in the current folder and beside the executable); "
            + "give --vectors DIR, or run from a checkout of ZipZap Conformance")
    }

    private static let defaultFolder: String = {
        if FileSystem.exists("Conformance/vectors") { return "Conformance" }
        guard let executable = realpath("/proc/self/exe", nil) ?? CommandLine.arguments.first.flatMap({ realpath($0, nil) }) else {
            return "Conformance"
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
        return "Conformance"
    }()
}
