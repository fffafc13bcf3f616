import Foundation
import Testing
@testable import ZipZapConformance

/// `fuzz` as a CI runs it: exit 1 with a finding written for a faulty implementation; exit 2, with a clear message, for
/// bad usage and an adapter that cannot be driven; an adapter that dies after every handshake is a finding, and the
/// campaign goes on.
extension CommandLineTests {
    private func folder() -> String { NSTemporaryDirectory() + "zipzap-fuzz-\(UUID().uuidString)" }

    @Test func fuzzWritesTheFindingOfAFault() throws {
        let out = folder()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let outcome = try run(["fuzz", "--fault", "checkDigitIgnored", "--area", "core", "--cases", "300", "--seed", "1", "--out", out])
        #expect(outcome.status == 1)
        let files = try FileSystem.list(out)
        #expect(!files.isEmpty && files.allSatisfy { $0.hasPrefix("fuzz-") && $0.hasSuffix(".json") })
        #expect(outcome.output.contains("disagreements") && outcome.output.contains("seed 1, areas core"))
        #expect(outcome.errors.isEmpty || outcome.errors.hasPrefix("fuzz: "))
    }

    @Test func fuzzRefusesBadUsage() throws {
        for arguments in [["fuzz"], ["fuzz", "--fault", "checkDigitIgnored", "--area", "nowhere"],
                          ["fuzz", "--fault", "checkDigitIgnored", "--time", "5", "--cases", "5"]] {
            let outcome = try run(arguments)
            #expect(outcome.status == 2, "\(arguments)")
            #expect(outcome.errors.contains("usage: zipzap-conformance fuzz"), "\(arguments)")
        }
    }

    @Test func fuzzEndsWithAHarnessErrorWhenTheAdapterCannotStart() throws {
        let outcome = try run(["fuzz", "--adapter", "printf 'not json\\n'", "--cases", "5", "--out", folder()])
        #expect(outcome.status == 2)
        #expect(outcome.errors.contains("HARNESS ERROR") && outcome.errors.contains("the adapter 'printf"))
    }

    @Test func anAdapterThatDiesAfterEveryHandshakeIsAFinding() throws {
        let started = #"{"type":"started","protocolVersion":1,"implementation":{"name":"dies","version":"1"},"capabilities":{"sources":["direct"],"rules":["checkDigit"],"normalizations":["none"],"features":[]}}"#
        let out = folder(), script = folder() + ".sh"
        defer {
            try? FileManager.default.removeItem(atPath: out)
            try? FileManager.default.removeItem(atPath: script)
        }
        try FileSystem.writeAtomically(Array("#!/bin/sh\nread line\nprintf '%s\\n' '\(started)'\n".utf8), to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        let outcome = try run(["fuzz", "--adapter", script, "--cases", "2", "--seed", "1", "--out", out])
        #expect(outcome.status == 1, "\(outcome.errors)")
        #expect(outcome.output.contains("written to \(out)/fuzz-"))
        #expect(try FileSystem.list(out).count >= 1)
    }
}
