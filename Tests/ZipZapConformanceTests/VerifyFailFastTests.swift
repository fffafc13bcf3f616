import Foundation
import Testing
@testable import ZipZapConformance

/// `verify --fail-fast`, as each mutant runs it: the files after the first failing vector are not read at all
/// (reading is most of a mutant's run); a run without a failure still reads, and reports, every file.
extension CommandLineTests {
    /// A folder of two files, in reading order: `A.json`, the committed ZZ-00001's file, ZZ-00001 first, expecting
    /// `value` as its final value; `B.json`, not JSON.
    private func folder(expectingFirst value: String) throws -> String {
        let folder = NSTemporaryDirectory() + "zipzap-fail-fast-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let name = try #require(PackageFiles.suite.vectors.first { $0.vector.id == "ZZ-00001" }?.file)
        let data = try Data(contentsOf: URL(fileURLWithPath: PackageFiles.vectors + "/" + name))
        var document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var vectors = try #require(document["vectors"] as? [[String: Any]])
        try #require(vectors.first?["id"] as? String == "ZZ-00001")
        var expected = try #require(vectors[0]["expected"] as? [String: Any])
        expected["value"] = value
        vectors[0]["expected"] = expected
        document["vectors"] = vectors
        try JSONSerialization.data(withJSONObject: document).write(to: URL(fileURLWithPath: folder + "/A.json"))
        try Data("not JSON".utf8).write(to: URL(fileURLWithPath: folder + "/B.json"))
        return folder
    }

    @Test func verifyFailFastReadsNoFileAfterTheFirstFailure() throws {
        let failing = try folder(expectingFirst: "036000291453")
        let fast = try run(["verify", "--vectors", failing, "--fail-fast"])
        #expect(fast.status == 1)
        #expect(fast.output.contains("FAIL ZZ-00001 (A.json)"))
        #expect(fast.output.contains("verify: 1 vectors in 1 files, 0 passed, 1 failed, 0 problems"), "\(fast.output)")
        #expect(!fast.errors.contains("B.json"), "\(fast.errors)")

        let whole = try run(["verify", "--vectors", failing])
        #expect(whole.status == 1)
        #expect(whole.output.contains("1 failed, 1 problems"), "\(whole.output)")
        #expect(whole.errors.contains("PROBLEM B.json: not JSON"), "\(whole.errors)")
    }

    /// A vector still running at the per-vector limit is stopped there and fails the run, as a mutant whose loop never
    /// ends must be: ZZ-16453 (two patterns of 10 000 positions, compiled inside the timed run) takes about half a
    /// second of CPU in a debug build, fifty times the limit given here.
    @Test func verifyStopsAVectorAtThePerVectorLimit() throws {
        let folder = NSTemporaryDirectory() + "zipzap-vector-limit-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let name = try #require(PackageFiles.suite.vectors.first { $0.vector.id == "ZZ-16453" }?.file)
        let data = try Data(contentsOf: URL(fileURLWithPath: PackageFiles.vectors + "/" + name))
        var document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        document["vectors"] = try #require(document["vectors"] as? [[String: Any]]).filter { $0["id"] as? String == "ZZ-16453" }
        try JSONSerialization.data(withJSONObject: document).write(to: URL(fileURLWithPath: folder + "/A.json"))

        let stopped = try run(["verify", "--vectors", folder, "--fail-fast", "--vector-time-limit", "0.01"])
        #expect(stopped.status == 1)
        #expect(stopped.output == "FAIL: a vector reached the per-vector limit of CPU time and was stopped\n", "\(stopped.output)")
        let unlimited = try run(["verify", "--vectors", folder, "--fail-fast"])
        #expect(unlimited.status == 0, "\(unlimited.output)")
    }

    @Test func verifyFailFastWithoutAFailureStillReadsEveryFile() throws {
        let passing = try folder(expectingFirst: "036000291452")
        let fast = try run(["verify", "--vectors", passing, "--fail-fast"])
        #expect(fast.status == 1)
        #expect(fast.output.contains(" 0 failed, 1 problems"), "\(fast.output)")
        #expect(fast.errors.contains("PROBLEM B.json: not JSON"), "\(fast.errors)")
    }
}
