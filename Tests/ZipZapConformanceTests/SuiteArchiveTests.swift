import Foundation
import Testing
@testable import ZipZapConformance

@Suite struct SuiteArchiveTests {
    @Test func filesComeBackFromBehindAProgram() throws {
        let files = ["SPEC.md": Array("**C-1.1 x**".utf8), "vectors/a.json": Array("{}\n".utf8), "vectors/empty.json": []]
        let program: [UInt8] = [0x7F, 0x45, 0x4C, 0x46, 0x0A, 0x00]
        let bundled = program + SuiteArchive.pack(files)
        #expect(try SuiteArchive.unpack(bundled) == files)
        #expect(SuiteArchive.withoutArchive(bundled) == program)
        // The trailer: the entries' length in 20 digits, then the magic line.
        #expect(String(decoding: bundled.suffix(35), as: UTF8.self) == "00000000000000000063ZIPZAP-SUITE-1\n")
        #expect(try SuiteArchive.unpack(program) == nil)
        #expect(SuiteArchive.withoutArchive(program) == program)
    }

    @Test func aDamagedArchiveIsAnErrorNotACrash() {
        let archive = SuiteArchive.pack(["a": [1, 2, 3]])
        // A length larger than the file.
        var long = archive
        long.replaceSubrange((long.count - 35)..<(long.count - 15), with: Array("00000000000000099999".utf8))
        #expect(throws: SuiteArchive.Error.self) { try SuiteArchive.unpack(long) }
        // An entry claiming more bytes than there are.
        let lying = Array("a\n9\n123".utf8)
        let trailer = Array(("0000000000000000000" + String(lying.count)).utf8) + Array("ZIPZAP-SUITE-1\n".utf8)
        #expect(throws: SuiteArchive.Error.self) { try SuiteArchive.unpack(lying + trailer) }
    }

    @Test func aFileOnDiskIsReadFromItsEnd() throws {
        let path = NSTemporaryDirectory() + "zipzap-archive-" + UUID().uuidString
        defer { try? FileSystem.remove(path) }
        try FileSystem.writeAtomically(Array(repeating: 0x90, count: 4096) + SuiteArchive.pack(["x": Array("y".utf8)]), to: path)
        #expect(try SuiteArchive.appended(to: path) == ["x": Array("y".utf8)])
        #expect(try SuiteArchive.appended(to: "/nonexistent/zipzap") == nil)
    }
}

extension CommandLineTests {
    /// What the static binary does (Docs/install.md), with the test build's binary: bundled, alone in an empty folder,
    /// it finds its suite inside itself.
    @Test func aBundledBinaryRunsTheSuiteFromAnEmptyFolder() throws {
        let folder = NSTemporaryDirectory() + "zipzap-bundle-" + UUID().uuidString
        defer { try? FileSystem.remove(folder) }
        let bundled = folder + "/bin/zipzap-conformance"
        // The small suite, so that the bundled debug binary decodes two files, not the whole suite.
        let bundle = try run(["bundle", "--vectors", try SmallSuite.folder(), "--out", bundled])
        #expect(bundle.status == 0, "\(bundle.errors)")
        let empty = folder + "/port"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let outcome = try run(["run", "--file", "C-05-field-state.json"], tool: bundled, in: empty)
        #expect(outcome.status == 0, "\(outcome.errors)")
        let count = PackageFiles.suite.vectors.count { $0.file == "C-05-field-state.json" }
        #expect(outcome.output.hasSuffix("conformance: \(count) passed, 0 failed\n"))
        // Without the suite inside, the same binary in the same folder has nothing to run.
        try FileSystem.writeAtomically(SuiteArchive.withoutArchive(try FileSystem.read(bundled)), to: bundled)
        let bare = try run(["run"], tool: bundled, in: empty)
        #expect(bare.status == 2)
        #expect(bare.errors.contains("no conformance suite at Conformance/vectors"))
    }
}
