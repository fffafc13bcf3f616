import Foundation
import Testing
@testable import ZipZapConformance

/// SIGTERM to `zipzap-conformance run` while its adapter hangs: the run ends at once with 143, the adapter and the
/// process it started are gone, and the previous report is left as it was.
@Suite struct InterruptionTests {
    private static let script = PackageFiles.root + "/Tests/ZipZapConformanceTests/Fixtures/scripted_adapter.py"

    @Test func sigtermEndsTheRunTheAdapterAndItsChildAndKeepsTheOldReport() throws {
        let folder = NSTemporaryDirectory() + "zipzap-interrupt-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let report = folder + "/report.json", marker = folder + "/pids"
        let previous = Array("{\"the previous run's report\": true}\n".utf8)
        try FileSystem.writeAtomically(previous, to: report)
        // One vector file, so that neither the runner nor the adapter spends long loading the suite.
        let vectors = folder + "/vectors", file = "/C-02-types.json"
        try FileManager.default.createDirectory(atPath: vectors, withIntermediateDirectories: true)
        try FileSystem.writeAtomically(try FileSystem.read(PackageFiles.vectors + file), to: vectors + file)
        let ids = ["ZZ-00001", "ZZ-00002", "ZZ-00003"]
        // The adapter answers the first two and hangs on the third, with a child of its own sleeping beside it.
        let adapter = "python3 \(Self.script) \(vectors) hang-with-child \(ids[2]) \(marker)"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLineTests.tool)
        process.arguments = ["run", "--vectors", vectors, "--adapter", adapter, "--timeout", "600", "--report-json", report]
            + ids.flatMap { ["--id", $0] }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()

        let pids = try #require(Self.waitForPids(in: marker, while: process), "the adapter never reached the third vector")
        kill(process.processIdentifier, SIGTERM)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 128 + SIGTERM)
        // The fixture sends no features list, so the runner's warning about it (D5) comes first.
        #expect(stderr.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("warning: the adapter sent no \"features\" list") }
            == ["zipzap-conformance run: interrupted by SIGTERM after 2 of 3 vectors; adapters ended, no report written"])
        for pid in pids { #expect(Self.ended(pid), "process \(pid) is still running") }
        #expect(try FileSystem.read(report) == previous)
    }

    /// The adapter's and its child's process ids, once the adapter has written them; nil if the runner ends first.
    private static func waitForPids(in marker: String, while runner: Process) -> [pid_t]? {
        while runner.isRunning {
            if let text = try? String(contentsOfFile: marker, encoding: .utf8) {
                return text.split(separator: " ").compactMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            }
            usleep(20_000)
        }
        return nil
    }

    /// Whether `pid` is gone or a zombie (dead, waiting for a parent that may be a container's init that never
    /// reaps). The runner waits for its adapter; the orphaned child may need a moment to be delivered its SIGKILL.
    private static func ended(_ pid: pid_t) -> Bool {
        for _ in 0..<250 {
            guard kill(pid, 0) == 0,
                  let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let state = stat.split(separator: ")").last?.split(separator: " ").first
            else { return true }
            if state == "Z" { return true }
            usleep(20_000)
        }
        return false
    }
}
