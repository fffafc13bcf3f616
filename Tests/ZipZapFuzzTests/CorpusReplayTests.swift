import Foundation
import Testing
import ZipZapFuzzTargets

/// Replays every file of Corpus/seeds, Corpus/merged and Corpus/regressions through the fuzz targets' own entry
/// points, without sanitizers: a fixed bug found by a campaign can never come back unnoticed.
@Suite struct CorpusReplayTests {
    static let corpus: String = {
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
        return path + "/Corpus"
    }()

    @Test(arguments: FuzzTarget.allCases)
    func corpusFilesKeepEveryInvariant(_ target: FuzzTarget) throws {
        var replayed = 0
        for folder in ["seeds", "merged", "regressions"] {
            let directory = "\(Self.corpus)/\(folder)/\(target.rawValue)"
            for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] {
                let bytes = try #require(FileManager.default.contents(atPath: "\(directory)/\(name)"), "\(folder)/\(name)")
                let finding = [UInt8](bytes).withUnsafeBytes { target.run($0) }
                #expect(finding == nil, "Corpus/\(folder)/\(target.rawValue)/\(name): \(finding.map(String.init(describing:)) ?? "")")
                replayed += 1
            }
        }
        #expect(replayed > 0, "no corpus files for \(target.rawValue)")
    }
}
