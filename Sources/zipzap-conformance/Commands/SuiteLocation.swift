import ZipZapConformance

/// Where the suite's files are: `Conformance/vectors` and `Conformance/SPEC.md` under the current folder unless
/// options say otherwise.
struct SuiteLocation {
    var vectors = "Conformance/vectors"
    var spec = "Conformance/SPEC.md"

    /// Reads `--vectors DIR` and `--spec FILE`; returns false for any other option.
    mutating func accept(_ option: String, _ cursor: inout ArgumentCursor) throws(UsageError) -> Bool {
        switch option {
        case "--vectors": vectors = try cursor.path(of: option)
        case "--spec": spec = try cursor.path(of: option)
        default: return false
        }
        return true
    }

    func knownClauses() throws(FileSystem.Error) -> Set<String> {
        VectorSuite.clauses(inSpec: String(decoding: try FileSystem.read(spec), as: UTF8.self))
    }
}
