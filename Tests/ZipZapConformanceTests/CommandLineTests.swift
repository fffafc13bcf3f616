import Foundation
import Testing
@testable import ZipZapConformance

/// The command-line tool as a CI runs it: the `zipzap-conformance` that `swift test` builds beside this test bundle.
@Suite struct CommandLineTests {
    struct Outcome {
        let status: Int32
        let output: String
        let errors: String
    }

    static let tool: String = {
        let bundleFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path
        return bundleFolder + "/zipzap-conformance"
    }()

    func run(_ arguments: [String], tool: String = tool, in folder: String = PackageFiles.root) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile(), err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
                       errors: String(decoding: err, as: UTF8.self))
    }

    @Test
    func aSingleValuedOptionGivenTwiceIsRefused() throws {
        let outcome = try run(["run", "--timeout", "1", "--timeout", "3", "--id", "ZZ-00001"])
        #expect(outcome.status == 2)
        #expect(outcome.errors.contains("--timeout is given twice"))
    }

    @Test
    func optionsTakeTheirValueAfterAnEqualsSign() throws {
        let outcome = try run(["run", "--vectors=" + (try SmallSuite.folder()), "--timeout=0.5", "--id=ZZ-00001", "--id=ZZ-00002"])
        #expect(outcome.status == 0)
        #expect(outcome.output.contains("conformance: 2 passed, 0 failed"))
        let refused = try run(["generate", "--check=yes"])
        #expect(refused.status == 2)
        #expect(refused.errors.contains("zipzap-conformance generate: --check takes no value, got '--check=yes'"))
    }

    @Test
    func anEmptyPathIsRefusedForEveryPathOption() throws {
        for arguments in [["export", "--format", "json", "--out", ""], ["run", "--report-json", ""], ["run", "--expectations", ""],
                          ["verify", "--vectors", ""], ["run", "--spec", ""]] {
            let outcome = try run(arguments)
            #expect(outcome.status == 2, "\(arguments)")
            #expect(outcome.errors.contains("needs a path"), "\(arguments)")
        }
    }

    @Test
    func generateRefusesAFolderWithoutItsIDRegistry() throws {
        let folder = NSTemporaryDirectory() + "zipzap-generate-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let outcome = try run(["generate", "--vectors", folder])
        #expect(outcome.status == 2)
        #expect(outcome.errors.contains("\(folder)/ids.tsv: no such file"))
        #expect(try FileSystem.list(folder).isEmpty)
    }

    @Test
    func aReportWrittenToStandardOutputLeavesItAStream() throws {
        let outcome = try run(["run", "--vectors", try SmallSuite.folder(), "--id", "ZZ-00001", "--report-markdown", "/dev/stdout"])
        #expect(outcome.status == 0)
        #expect(outcome.output.contains("conformance: 1 passed, 0 failed"))
        // The markdown report arrives on the same pipe after the terminal report.
        #expect(outcome.output.contains("## ✅ ZipZap conformance — PASS: 1 of 1 vectors passed\n"))
        #expect(outcome.output.contains("| passed | 1 |"))
    }

    @Test
    func aBrokenVectorFileFailsTheRunAndItsVectorsCountAsNotRun() throws {
        let folder = NSTemporaryDirectory() + "zipzap-broken-" + UUID().uuidString
        try FileManager.default.copyItem(atPath: try SmallSuite.folder(), toPath: folder)
        let name = try #require(SmallSuite.fileNames.sorted().first)
        let broken = try JSONParser.parse(FileSystem.read(folder + "/" + name))
        guard case .array(let vectors)? = broken["vectors"] else { Issue.record("\(name) has no vectors"); return }
        try FileSystem.writeAtomically(Array("{\"broken".utf8), to: folder + "/" + name)
        let outcome = try run(["run", "--vectors", folder])
        #expect(outcome.status == 1)
        #expect(outcome.output.contains("VECTOR FILE PROBLEM \(name): not JSON"))
        #expect(outcome.output.contains("\(vectors.count) not run, 1 vector file problems"))
        #expect(!outcome.output.contains("STALE"))
        guard case .number(let total)? = try JSONParser.parse(FileSystem.read(folder + "/manifest.json"))["totalVectors"] else {
            Issue.record("the manifest has no totalVectors"); return
        }
        #expect(outcome.output.contains("\(total) vectors in"))
    }

    @Test(arguments: ["run", "fuzz", "compare", "adapter", "field", "gs1", "generate", "verify", "export", "analyze", "bench"])
    func everyCommandAnswersHelpAndVersion(command: String) throws {
        for help in ["-h", "--help"] {
            let outcome = try run([command, help])
            #expect(outcome.status == 0, "\(command) \(help)")
            #expect(outcome.output.hasPrefix("usage: zipzap-conformance \(command)"), "\(command) \(help)")
        }
        let version = try run([command, "--version"])
        #expect(version.status == 0)
        #expect(version.output == "zipzap-conformance \(ConformanceSuite.version)\n")
    }

    /// `compare` on the JSON reports of two `run`s, one with a planted fault: the regression fails it, the fix passes
    /// it, an unreadable report is a usage error that names the file.
    @Test func compareFindsAPlantedRegression() throws {
        let folder = NSTemporaryDirectory() + "zipzap-compare-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let suite = try SmallSuite.folder()
        #expect(try run(["run", "--vectors", suite, "--file", "C-05-field-state.json", "--report-json", folder + "/main.json"]).status == 0)
        let faulty = try run(["run", "--vectors", suite, "--file", "C-05-field-state.json", "--fault", "rulesRunInReverse",
                              "--report-json", folder + "/branch.json"])
        #expect(faulty.status == 1)
        // ZZ-00766 and ZZ-00767 (C-5.1): a later rule's rejection is reported instead of the first one's.
        #expect(faulty.output.contains("GROUP 1 of 1: 2 × rule order: another rule rejects"))
        let regression = try run(["compare", folder + "/main.json", folder + "/branch.json", "--badge", folder + "/badge.json"])
        #expect(regression.status == 1)
        #expect(regression.output.contains("REGRESSIONS (2): passed before, not now\n  ZZ-00766: passed → failed\n  ZZ-00767: passed → failed"))
        let badge = try JSONParser.parse(try FileSystem.read(folder + "/badge.json"))
        #expect(badge["schemaVersion"] == .int(1))
        #expect(try run(["compare", folder + "/branch.json", folder + "/main.json"]).status == 0)
        let missing = try run(["compare", folder + "/main.json", folder + "/none.json"])
        #expect(missing.status == 2)
        #expect(missing.errors.contains(folder + "/none.json: cannot be read: no such file"))
    }

    @Test func aValueStartingWithADashFollowsTheDoubleDash() throws {
        #expect(try run(["field", "-h"]).output.hasPrefix("usage: "))
        let value = try run(["field", "--", "-h"])
        #expect(value.output == "accepted -h\n")
        let unknown = try run(["field", "-x"])
        #expect(unknown.status == 2)
        #expect(unknown.errors.contains("unknown option '-x'"))
    }

    @Test func gs1TakesItsInputAfterTheDoubleDash() throws {
        let parsed = try run(["gs1", "--", "(01)09520123456788"])
        #expect(parsed.status == 0)
        #expect(parsed.output == "OK (01)09520123456788\n")
        // After `--`, `--list-ais` is data (not GS1 data), and a switch before it still applies.
        let literal = try run(["gs1", "--", "--list-ais"])
        #expect(literal.status == 1)
        #expect(literal.output.hasPrefix("ERROR "))
        #expect(try run(["gs1", "--", "(21)ABC"]).status == 1)
        #expect(try run(["gs1", "--no-requisites", "--", "(21)ABC"]).output == "OK (21)ABC\n")
        let twoInputs = try run(["gs1", "--", "(01)09520123456788", "(01)09520123456788"])
        #expect(twoInputs.status == 2)
        #expect(twoInputs.errors.contains("unexpected argument '(01)09520123456788': more than one INPUT given"))
    }

    @Test func countsAreWholeNumbers() throws {
        let outcome = try run(["run", "--jobs", "2.5"])
        #expect(outcome.status == 2)
        #expect(outcome.errors.contains("--jobs takes a whole number from 1 to 64, got '2.5'"))
    }

    @Test func aSettingThatIsNotADurationSaysSo() throws {
        let script = NSTemporaryDirectory() + "zipzap-script-" + UUID().uuidString
        try FileSystem.writeAtomically(Array("set maximumKeyGap banana\nkey 0 abc\n".utf8), to: script)
        let outcome = try run(["field", "--source", "hid", "--events", script])
        #expect(outcome.status == 2)
        #expect(outcome.errors.contains("\(script):1: set maximumKeyGap: 'banana' is not a duration; give whole milliseconds, e.g. 50"))
    }

    /// A copy of the tool with no suite beside it says so in one line; with a suite in `Conformance/vectors` of a
    /// folder above it (the small suite: a debug build decodes the whole one in tens of seconds), it finds and runs
    /// that suite from any working folder.
    @Test func theSuiteIsFoundFromAnyFolderAndAMissingOneIsOneClearLine() throws {
        let folder = NSTemporaryDirectory() + "zipzap-copied-" + UUID().uuidString
        defer { try? FileSystem.remove(folder) }
        try FileManager.default.createDirectory(atPath: folder + "/bin", withIntermediateDirectories: true)
        let copy = folder + "/bin/zipzap-conformance"
        try FileManager.default.copyItem(atPath: Self.tool, toPath: copy)
        let missing = try run(["run"], tool: copy, in: folder)
        #expect(missing.status == 2)
        #expect(missing.errors.hasPrefix("zipzap-conformance run: no conformance suite at Conformance/vectors"))
        #expect(missing.errors.split(separator: "\n").count == 1)
        try FileManager.default.createDirectory(atPath: folder + "/Conformance", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: try SmallSuite.folder(), toPath: folder + "/Conformance/vectors")
        let elsewhere = try run(["run", "--id", "ZZ-00001"], tool: copy, in: NSTemporaryDirectory())
        #expect(elsewhere.status == 0, "\(elsewhere.errors)")
        #expect(elsewhere.output.contains("conformance: 1 passed, 0 failed"))
    }

    @Test func aHarnessErrorIsOnStandardErrorToo() throws {
        let outcome = try run(["run", "--vectors", try SmallSuite.folder(), "--adapter", "exit 3", "--id", "ZZ-00001"])
        #expect(outcome.status == 2)
        #expect(outcome.errors.contains("HARNESS ERROR "))
        #expect(outcome.output.contains("HARNESS ERROR "))
    }

    @Test func gs1ReadsStandardInputWithCRLFAndAByteOrderMark() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.tool)
        process.arguments = ["gs1", "-"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data("\u{FEFF}(01)09520123456788\r\n(01)09520123456788\r\n".utf8))
        try input.fileHandleForWriting.close()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(printed == "OK (01)09520123456788\nOK (01)09520123456788\n")
        #expect(process.terminationStatus == 0)
    }
}

/// `adapter` with several `--fault`s: every one is planted, and the help says so.
@Suite struct AdapterFaultsCommandTests {
    @Test func threeFaultsGivenToTheAdapterAreAllPlanted() throws {
        let folder = NSTemporaryDirectory() + "zipzap-faults-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // A vector file for each fault, so the run stays small.
        let files = ["C-04-check-digit.json", "C-04-length.json", "C-10-hid.json"]
        for file in files { try FileSystem.writeAtomically(try FileSystem.read(PackageFiles.vectors + "/" + file), to: folder + "/" + file) }
        let adapter = CommandLineTests.tool + " adapter --fault checkDigitWeightsSwapped --fault lengthInBytes --fault hidTabTerminates"
        let outcome = try CommandLineTests().run(["run", "--vectors", folder, "--adapter", adapter, "--report-json", folder + "/report.json"])
        #expect(outcome.status == 1)
        let report = try JSONParser.parse(try FileSystem.read(folder + "/report.json"))
        #expect(report["implementation"]?["name"] == .string("reference with faults checkDigitWeightsSwapped, lengthInBytes, hidTabTerminates"))
        guard case .array(let results)? = report["results"] else {
            Issue.record("the JSON report has no results")
            return
        }
        let failedFiles = Set(results.filter { $0["status"] == .string("failed") }.compactMap { result -> String? in
            if case .string(let file)? = result["file"] { file } else { nil }
        })
        #expect(failedFiles == Set(files))
    }

    @Test func theAdaptersHelpSaysFaultRepeats() throws {
        let outcome = try CommandLineTests().run(["adapter", "--help"])
        #expect(outcome.status == 0)
        #expect(outcome.output.contains("[--fault NAME]..."))
        #expect(outcome.output.contains("repeat it to plant several faults at once"))
    }
}
