import Foundation
import Testing
import ZipZapConformance
import ZipZapDifferentialFuzzing
import ZipZapFuzzTargets

/// Replays, through the fuzz targets' own entry points and without sanitizers, every input of the committed merged
/// pack (Corpus/merged/TARGET.hex), every regression file (Corpus/regressions/TARGET/) and every eighth seed derived
/// from the vectors: a fixed bug found by a campaign can never come back unnoticed. The seeds, about 97 000, took two
/// minutes of a debug build; CI's OSS-Fuzz step replays every one of them through the ASan builds
/// (`Fuzz/oss-fuzz/local-build` fails a fuzzer that has not run its whole seed corpus).
@Suite struct CorpusReplayTests {
    static let seedStride = 8

    static let root: String = {
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
        return path
    }()

    static let vectors: [Vector] = SuiteLoader.load(folder: root + "/Conformance/vectors", knownClauses: nil).vectors.map(\.vector)

    /// Each target's inputs are replayed in `parts` test cases (the inputs whose index is the part modulo `parts`),
    /// which share the cores: one target's corpus alone takes most of the replay.
    static let parts = 4

    /// What a target replays, in order: every `seedStride`-th seed, the merged pack's inputs, the regression files;
    /// with how many seeds and pack inputs there are.
    struct Corpus: Sendable {
        var inputs: [(name: String, bytes: [UInt8])] = []
        var seeds = 0
        var packed = 0
    }

    /// Each target's corpus, read once for all its parts.
    static let corpora: [FuzzTarget: Result<Corpus, any Error>] =
        Dictionary(uniqueKeysWithValues: FuzzTarget.allCases.map { target in (target, Result { try corpus(of: target) }) })

    static func pack(of target: FuzzTarget) -> String { "Corpus/merged/\(target.rawValue).hex" }

    private static func corpus(of target: FuzzTarget) throws -> Corpus {
        var corpus = Corpus()
        corpus.inputs = CorpusSeeds.seeds(for: target, vectors: vectors)
            .enumerated().filter { $0.offset % seedStride == 0 }.map { ("seed \($0.element.name)", $0.element.bytes) }
        corpus.seeds = corpus.inputs.count
        let pack = pack(of: target)
        let packed = try CorpusPack.inputs(in: try FileSystem.read(root + "/" + pack))
        corpus.packed = packed.count
        corpus.inputs += packed.enumerated().map { ("\(pack) line \($0.offset + 1)", $0.element) }
        let regressions = "Corpus/regressions/\(target.rawValue)"
        for name in (try? FileSystem.list(root + "/" + regressions)) ?? [] {
            corpus.inputs.append(("\(regressions)/\(name)", try FileSystem.read(root + "/\(regressions)/\(name)")))
        }
        return corpus
    }

    @Test(arguments: FuzzTarget.allCases, 0..<parts)
    func everyCorpusInputKeepsEveryInvariant(_ target: FuzzTarget, part: Int) throws {
        let corpus = try #require(Self.corpora[target]).get()
        #expect(corpus.seeds > 0, "no seeds for \(target.rawValue): the vectors did not load")
        #expect(corpus.packed > 0, "\(Self.pack(of: target)) is empty")
        for (index, input) in corpus.inputs.enumerated() where index % Self.parts == part {
            let finding = input.bytes.withUnsafeBytes { target.run($0) }
            #expect(finding == nil, "\(input.name): \(finding.map(String.init(describing:)) ?? "")")
        }
    }

    @Test func packsAreReadAsTheyAreWritten() throws {
        let inputs: [[UInt8]] = [[0x00, 0xFF], [0x41], [0x41], [], [0x0A, 0x1D]]
        let text = CorpusPack.text(of: inputs)
        #expect(String(decoding: text, as: UTF8.self) == "00ff\n0a1d\n41\n")
        #expect(try CorpusPack.inputs(in: text) == [[0x00, 0xFF], [0x0A, 0x1D], [0x41]])
        for (bad, line) in [("41\n00\n", 2), ("4\n", 1), ("zz\n", 1), ("41", 1), ("41\n41\n", 2), ("\n", 1)] {
            #expect(throws: CorpusPack.Problem.self, "\(bad.debugDescription)") { try CorpusPack.inputs(in: Array(bad.utf8)) }
            do { _ = try CorpusPack.inputs(in: Array(bad.utf8)) } catch { #expect(error.line == line, "\(bad.debugDescription)") }
        }
    }
}
