import Foundation
@testable import ZipZapConformance

/// A vector folder for the command-line tests: the committed files that hold the vectors those tests name, and a
/// manifest counting them. Each `run` of the debug tool then reads a few hundred vectors instead of the whole suite,
/// about 10 s of CPU each in a debug build (most of it compiling the patterns of every `matches` rule).
enum SmallSuite {
    /// The ids the command-line tests run: ZZ-00001 and ZZ-00002, and ZZ-00766 and ZZ-00767 (C-5.1).
    static let ids: Set<String> = ["ZZ-00001", "ZZ-00002", "ZZ-00766", "ZZ-00767"]

    /// The files that hold `ids`, by the committed suite's own record of each vector's file.
    static let fileNames: Set<String> = Set(PackageFiles.suite.vectors.filter { ids.contains($0.vector.id) }.map(\.file))

    /// The folder, written once per test run.
    static func folder() throws -> String { try written.get() }

    private static let written = Result {
        let folder = NSTemporaryDirectory() + "zipzap-small-suite-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for name in fileNames { try FileManager.default.copyItem(atPath: PackageFiles.vectors + "/" + name, toPath: folder + "/" + name) }
        let total = PackageFiles.suite.vectors.count { fileNames.contains($0.file) }
        try FileSystem.writeAtomically(Array("{\"totalVectors\": \(total)}\n".utf8), to: folder + "/" + VectorSuite.manifestName)
        return folder
    }
}
