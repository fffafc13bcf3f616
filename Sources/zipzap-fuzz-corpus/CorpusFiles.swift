import ZipZapConformance
import ZipZapFuzzTargets

/// The generated files already under Corpus/ (seeds, dictionaries, options), as paths relative to it. The merged
/// corpora and the regressions are the campaigns' and are never touched here.
enum CorpusFiles {
    static func committed(in corpus: String) -> [String] {
        var names: [String] = []
        for target in FuzzTarget.allCases {
            let folder = "seeds/\(target.rawValue)"
            names += ((try? FileSystem.list(corpus + "/" + folder)) ?? []).map { folder + "/" + $0 }
        }
        let top = (try? FileSystem.list(corpus)) ?? []
        return names + top.filter { $0.hasSuffix(".dict") || $0.hasSuffix(".options") }
    }
}
