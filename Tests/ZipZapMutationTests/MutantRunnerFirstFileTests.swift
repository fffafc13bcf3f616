#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
@testable import ZipZapMutation

/// A group's mutants run with `--first FILE`, the vector file that killed the group's last killed mutant; a mutant of
/// another group, or one after a survivor only, runs without it.
@Suite struct MutantRunnerFirstFileTests {
    @Test func aKillersFileIsReadFirstByTheNextMutantsOfItsGroup() throws {
        let folder = NSTemporaryDirectory() + "first-file-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let log = folder + "/runs.log"
        // Mutant 1 is killed by a vector of B.json, mutant 2 survives, every later one is killed by C.json.
        let script = """
            echo "$ZIPZAP_MUTANT $*" >> '\(log)'
            case $ZIPZAP_MUTANT in
            1) echo "FAIL ZZ-00007 (B.json): expected accepted"; exit 1 ;;
            2) exit 0 ;;
            *) echo "verify: ..."; echo "FAIL ZZ-00009 (C.json): 2.10 s of CPU, over the limit of 2.0 s"; exit 1 ;;
            esac
            """
        var runner = MutantRunner(binary: "/bin/sh", arguments: ["-c", script, "sh"], jobs: 1, timeLimit: 30)
        runner.learning = .init(group: { $0 == 5 ? "other.swift" : "same.swift" }, outputFolder: folder)
        let results = runner.run([1, 2, 3, 4, 5], progress: { _, _ in })
        #expect(results.map(\.outcome) == [.killed, .survived, .killed, .killed, .killed])
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines == ["1 ", "2 --first B.json", "3 --first B.json", "4 --first C.json", "5 "])
        // Each run's output was removed once read.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["runs.log"])
    }

    @Test func theFailingFileIsTakenFromTheFirstFailure() throws {
        let path = NSTemporaryDirectory() + "first-file-output-\(getpid()).txt"
        defer { unlink(path) }
        try "PROBLEM x.json: y\nFAIL ZZ-1 (C-04-pattern.json): a (b)\nFAIL ZZ-2 (C-07.json): c\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(MutantRunner.failingFile(inOutputAt: path) == "C-04-pattern.json")
        try "verify: 10 vectors in 1 files, 10 passed, 0 failed\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(MutantRunner.failingFile(inOutputAt: path) == nil)
        #expect(MutantRunner.failingFile(inOutputAt: path + ".missing") == nil)
    }
}
