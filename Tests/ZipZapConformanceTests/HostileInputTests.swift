import Foundation
import Testing
@testable import ZipZapConformance

/// The tools a CI runs never replace what is not theirs, never lose an export, and read text as its editor wrote it
/// (issue 14).
@Suite struct HostileInputTests {
    private func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "zipzap-hostile-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func fileType(_ path: String) throws -> FileAttributeType? {
        try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
    }

    // MARK: Writing reports

    @Test func aSymbolicLinkStaysALinkAndItsTargetIsWritten() throws {
        let folder = try temporaryFolder()
        let target = folder + "/report.md", link = folder + "/link.md"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        try FileSystem.writeAtomically(Array("first".utf8), to: link)
        try FileSystem.writeAtomically(Array("second".utf8), to: link)
        #expect(try fileType(link) == .typeSymbolicLink)
        #expect(try FileSystem.read(target) == Array("second".utf8))
    }

    @Test func aCharacterDeviceIsWrittenThroughNotReplaced() throws {
        try FileSystem.writeAtomically(Array("report".utf8), to: "/dev/null")
        #expect(try fileType("/dev/null") == .typeCharacterSpecial)
    }

    @Test func aFullDeviceIsAnErrorNamingThePath() {
        #expect {
            try FileSystem.writeAtomically(Array(repeating: 0x41, count: 10_000), to: "/dev/full")
        } throws: { error in
            "\(error)".hasPrefix("/dev/full: cannot be written: ")
        }
    }

    @Test func aFIFOIsWrittenThroughAndStaysAFIFO() async throws {
        let folder = try temporaryFolder()
        let fifo = folder + "/report.fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = Task.detached { () -> [UInt8] in
            let descriptor = open(fifo, O_RDONLY)
            defer { close(descriptor) }
            var bytes: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 256)
            while case let count = read(descriptor, &chunk, chunk.count), count > 0 { bytes += chunk[..<count] }
            return bytes
        }
        try FileSystem.writeAtomically(Array("through the pipe".utf8), to: fifo)
        #expect(await reader.value == Array("through the pipe".utf8))
        var status = stat()
        #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }

    @Test func aDirectoryOrAnEmptyPathIsRefusedByName() throws {
        let folder = try temporaryFolder()
        #expect(throws: FileSystem.Error.self) { try FileSystem.writeAtomically([], to: folder) }
        #expect(throws: FileSystem.Error.self) { try FileSystem.writeAtomically([], to: "") }
    }

    @Test func aRegularFileIsReplacedAndKeepsItsPermissions() throws {
        let folder = try temporaryFolder()
        let path = folder + "/report.json"
        try FileSystem.writeAtomically(Array("old".utf8), to: path)
        #expect(chmod(path, 0o640) == 0)
        try FileSystem.writeAtomically(Array("new".utf8), to: path)
        #expect(try FileSystem.read(path) == Array("new".utf8))
        #expect((try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) == 0o640)
        #expect(try FileSystem.list(folder) == ["report.json"])
    }

    // MARK: Exports

    private let sample: [(name: String, bytes: [UInt8])] = [
        ("a.json", Array("{}".utf8)),
        (VectorSuite.manifestName, Array(#"{"files": [{"file": "a.json"}]}"#.utf8)),
    ]

    @Test func anExportRefusesTheRootAnEmptyPathAFileAndAForeignFolder() throws {
        let folder = try temporaryFolder()
        #expect(throws: FileSystem.Error.self) { try ExportFolder.write(sample, to: "") }
        #expect(throws: FileSystem.Error.self) { try ExportFolder.write(sample, to: "/") }
        #expect(throws: FileSystem.Error.self) { try ExportFolder.write(sample, to: "//") }
        try FileSystem.writeAtomically([], to: folder + "/file")
        #expect(throws: FileSystem.Error.self) { try ExportFolder.write(sample, to: folder + "/file") }
        try FileSystem.writeAtomically([], to: folder + "/mine/notes.txt")
        #expect(throws: FileSystem.Error.self) { try ExportFolder.write(sample, to: folder + "/mine") }
        #expect(try FileSystem.list(folder + "/mine") == ["notes.txt"])
    }

    @Test func anExportReplacesAPreviousExportWhole() throws {
        let folder = try temporaryFolder()
        let out = folder + "/export"
        try ExportFolder.write([("a.json", []), ("stale.json", []),
                                (VectorSuite.manifestName, Array(#"{"files": [{"file": "a.json"}, {"file": "stale.json"}]}"#.utf8))], to: out)
        try ExportFolder.write([("b.csv", []), (VectorSuite.manifestName, Array(#"{"files": [{"file": "b.csv"}]}"#.utf8))], to: out)
        #expect(try FileSystem.list(out) == ["b.csv", VectorSuite.manifestName])
        #expect(try FileSystem.list(folder) == ["export"])
    }

    @Test func aFailedExportLeavesThePreviousOneIntact() throws {
        let folder = try temporaryFolder()
        let out = folder + "/export"
        try ExportFolder.write(sample, to: out)
        // The second file's name is longer than any file system allows, so the export fails part-way.
        #expect(throws: FileSystem.Error.self) {
            try ExportFolder.write([("new.json", []), (String(repeating: "x", count: 300), [])], to: out)
        }
        #expect(try FileSystem.list(out) == ["a.json", VectorSuite.manifestName])
        #expect(try FileSystem.list(folder) == ["export"])
    }

    // MARK: Text inputs

    @Test func expectationsWithCRLFAndAByteOrderMarkReadLikeLF() throws {
        let text = "\u{FEFF}# first line is a comment\r\nskip ZZ-00001 no camera\r\nxfail ZZ-0002* not yet\r\n"
        let expectations = try Expectations(text: text, file: "list.txt")
        #expect(expectations.entries.map(\.line) == [2, 3])
        #expect(expectations.entries.map(\.reason) == ["no camera", "not yet"])
    }

    @Test func anIDRegistryWithCRLFReadsEveryLine() throws {
        let registry = try IDRegistry(text: "\u{FEFF}# header\r\nZZ-00001\tcheck/a\r\nZZ-00002\tcheck/b\r\n")
        #expect(registry.id(forKey: "check/b") == "ZZ-00002")
        #expect(registry.entries.count == 2)
    }

    @Test func anEventScriptWithAByteOrderMarkAndCRLFParses() throws {
        let script = Array("\u{FEFF}decode 0 code128 ABC\r\ndecode 10 code128 DEF\r\n".utf8)
        guard case .hardware(_, let events) = try EventScript.parse(script, source: .hardware) else {
            Issue.record("not a hardware script"); return
        }
        #expect(events.count == 2)
    }

    @Test func aVectorFileWithAByteOrderMarkLoads() throws {
        let folder = try temporaryFolder()
        let published = try FileSystem.read(PackageFiles.vectors + "/C-04-length.json")
        try FileSystem.writeAtomically(TextLines.byteOrderMark + published, to: folder + "/C-04-length.json")
        let (file, problems) = SuiteLoader.loadFile(folder + "/C-04-length.json", displayName: "C-04-length.json", knownClauses: nil)
        #expect(problems.isEmpty)
        #expect(file?.vectors.isEmpty == false)
    }
}
