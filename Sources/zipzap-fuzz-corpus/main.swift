import Foundation
import ZipZapConformance
import ZipZapFuzzTargets

// zipzap-fuzz-corpus [--check] [PACKAGE_ROOT]
// Writes Corpus/seeds/TARGET/ from the conformance vectors and Corpus/TARGET.dict and Corpus/TARGET.options from the
// AI table and the symbology identifiers; with --check, writes nothing and fails when a committed file differs.
let arguments = Array(CommandLine.arguments.dropFirst())
let checkOnly = arguments.contains("--check")
let root = arguments.first { $0 != "--check" } ?? "."
let corpus = root + "/Corpus"

let suite = SuiteLoader.load(folder: root + "/Conformance/vectors", knownClauses: nil)
guard suite.problems.isEmpty, !suite.files.isEmpty else {
    print("error: cannot read the vectors under \(root)/Conformance/vectors: \(suite.problems.map(\.description))")
    exit(2)
}

var expected: [String: [UInt8]] = [:]
for target in FuzzTarget.allCases {
    for seed in CorpusSeeds.seeds(for: target, vectors: suite.vectors.map(\.vector)) {
        expected["seeds/\(target.rawValue)/\(seed.name)"] = seed.bytes
    }
    expected["\(target.rawValue).dict"] = Array(FuzzDictionary.text(for: target).utf8)
    expected["\(target.rawValue).options"] = Array("[libfuzzer]\nmax_len = \(target.maximumLength)\ndict = \(target.rawValue).dict\n".utf8)
}

let stale = CorpusFiles.committed(in: corpus).filter { expected[$0] == nil }
let differing = expected.keys.sorted().filter { (try? FileSystem.read(corpus + "/" + $0)) != expected[$0] }
if checkOnly {
    for name in stale { print("not generated: Corpus/\(name)") }
    for name in differing { print("differs from the generator: Corpus/\(name)") }
    guard stale.isEmpty, differing.isEmpty else {
        print("error: Corpus/ is out of date; run: swift run zipzap-fuzz-corpus")
        exit(1)
    }
    print("Corpus/ is up to date: \(expected.count) files")
} else {
    do {
        for name in stale { try FileSystem.remove(corpus + "/" + name) }
        for name in differing { try FileSystem.writeAtomically(expected[name]!, to: corpus + "/" + name) }
    } catch {
        print("error: \(error)")
        exit(1)
    }
    print("wrote \(differing.count) and removed \(stale.count) of \(expected.count) files under Corpus/")
}
