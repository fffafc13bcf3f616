import ZipZapConformance

/// The suite, loaded once for every test of this target (16 000 vectors take seconds to read in a debug build).
enum ConformanceVectors {
    static let suite = InProcessSuite.load()
    static let cases = InProcessSuite.cases(of: suite)
}
