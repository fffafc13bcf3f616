import ZipZapConformance

/// The suite, loaded once for every test of this target (16 000 vectors take seconds to read in a debug build).
enum ConformanceVectors {
    static let suite = InProcessSuite.load()
    static let cases = InProcessSuite.cases(of: suite)
    /// The first vector of every file: the per-vector form on each kind of vector, where one case per vector would
    /// be 16 000 Swift Testing cases whose bookkeeping costs more than the checks.
    static let firstOfEachFile: [InProcessSuite.Case] = {
        var seen = Set<String>()
        return cases.filter { seen.insert($0.file).inserted }
    }()
}
