import Foundation
import Testing
@testable import ZipZapConformance

/// Bad vector files are reported by file and id, and the rest of the suite still loads.
@Suite struct SuiteLoaderTests {
    private func folder(_ files: [String: String]) throws -> String {
        let path = NSTemporaryDirectory() + "zipzap-loader-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(toFile: path + "/" + name, atomically: true, encoding: .utf8) }
        return path
    }

    private let good = """
        {"schemaVersion": 1, "suiteVersion": "0.1.0", "family": "good", "description": "d",
         "flags": {"F": {"bug": "b", "breaks": "x"}},
         "vectors": [
          {"id": "ZZ-00001", "description": "d", "clauses": ["C-4.3"], "flags": ["F"], "provenance": {"kind": "handWritten"},
           "field": {"normalization": "none", "rules": [{"rule": "length", "min": 1, "max": 1}], "initialValue": null},
           "source": "direct", "events": [{"kind": "scan", "value": "A"}],
           "expected": {"trace": [{"event": 0, "kind": "write", "value": "A", "changed": true}], "value": "A"}},
          {"id": "ZZ-00002", "description": "d", "clauses": ["C-99.1"], "flags": [], "provenance": {"kind": "handWritten"},
           "field": {"normalization": "none", "rules": [], "initialValue": null},
           "source": "direct", "events": [], "expected": {"trace": [], "value": null}},
          {"id": "ZZ-00003", "description": "d", "clauses": ["C-4.3"], "flags": ["Nope"], "provenance": {"kind": "handWritten"},
           "field": {"normalization": "none", "rules": [], "initialValue": null},
           "source": "direct", "events": [], "expected": {"trace": [], "value": null}},
          {"id": "ZZ-00004", "description": "d", "clauses": ["C-4.3"], "flags": [], "provenance": {"kind": "handWritten"},
           "field": {"normalization": "sideways", "rules": [], "initialValue": null},
           "source": "direct", "events": [], "expected": {"trace": [], "value": null}},
          {"id": "ZZ-00001", "description": "d", "clauses": ["C-4.3"], "flags": [], "provenance": {"kind": "handWritten"},
           "field": {"normalization": "none", "rules": [], "initialValue": null},
           "source": "direct", "events": [], "expected": {"trace": [], "value": null}}
         ]}
        """

    @Test func eachProblemNamesFileAndIdAndTheRestLoads() throws {
        let path = try folder([
            "a-good.json": good,
            "b-not-json.json": "{\"schemaVersion\": 1,\n  oops}",
            "c-future.json": #"{"schemaVersion": 7, "suiteVersion": "9.0.0", "family": "f", "description": "d", "flags": {}, "vectors": []}"#,
            "d-same-id.json": good.replacingOccurrences(of: "\"good\"", with: "\"copy\""),
            "manifest.json": "not even json",
        ])
        let suite = SuiteLoader.load(folder: path, knownClauses: ["C-4.3"])
        let problems = suite.problems.map(\.description)
        #expect(problems.contains("a-good.json ZZ-00002: cites clause C-99.1, which SPEC.md does not have"))
        #expect(problems.contains("a-good.json ZZ-00003: flag Nope is not defined in the file's flags"))
        #expect(problems.contains("a-good.json ZZ-00004: $.vectors[3].field.normalization: unknown normalization 'sideways'"))
        #expect(problems.contains("a-good.json ZZ-00001: id repeated in this file"))
        #expect(problems.contains("b-not-json.json: not JSON: line 2, column 3: expected a member name in quotes"))
        #expect(problems.contains("c-future.json: schemaVersion 7 is not supported; this tool reads versions 1 to 3"))
        #expect(problems.contains("d-same-id.json ZZ-00001: id already used in a-good.json"))
        #expect(suite.vectors.map(\.vector.id) == ["ZZ-00001"])
    }

    /// `verify --first FILE` (mutation testing): that file is read before the others, which keep their order; a name
    /// the folder does not have changes nothing.
    @Test func theFileNamedFirstIsReadFirst() throws {
        let path = try folder(["a.json": good, "b.json": good, "c.json": good])
        func order(first: String?) -> [String] {
            var names: [String] = []
            _ = SuiteLoader.load(folder: path, knownClauses: nil, first: first) { name, _ in names.append(name); return true }
            return names
        }
        #expect(order(first: "c.json") == ["c.json", "a.json", "b.json"])
        #expect(order(first: "a.json") == ["a.json", "b.json", "c.json"])
        #expect(order(first: "missing.json") == ["a.json", "b.json", "c.json"])
        #expect(order(first: nil) == ["a.json", "b.json", "c.json"])
    }

    @Test func missingFolderIsAProblemNotACrash() {
        let suite = SuiteLoader.load(folder: "/nonexistent/zipzap", knownClauses: nil)
        #expect(suite.vectors.isEmpty)
        #expect(suite.problems.count == 1)
    }

    @Test func eventsOfTheWrongShapeAreAProblemAtLoadNotARequest() throws {
        let file = """
            {"schemaVersion": 1, "suiteVersion": "0.1.0", "family": "f", "description": "d", "flags": {},
             "vectors": [
              {"id": "ZZ-00001", "description": "d", "clauses": ["C-4.3"], "flags": [], "provenance": {"kind": "handWritten"},
               "field": {"normalization": "none", "rules": [], "initialValue": null},
               "source": "direct", "events": [{"kind": "scan", "value": 7}], "expected": {"trace": [], "value": null}},
              {"id": "ZZ-00002", "description": "d", "clauses": ["C-4.3"], "flags": [], "provenance": {"kind": "handWritten"},
               "field": {"normalization": "none", "rules": [], "initialValue": null},
               "source": "hardware", "events": [{"kind": "decode", "time": "zero", "type": "qr", "value": "A"}],
               "expected": {"trace": [], "value": null}}
             ]}
            """
        let suite = SuiteLoader.load(folder: try folder(["a.json": file]), knownClauses: nil)
        let problems = suite.problems.map(\.description)
        #expect(problems.contains { $0.hasPrefix("a.json ZZ-00001: $.vectors[0].events[0].value: ") }, "\(problems)")
        #expect(problems.contains("a.json ZZ-00002: $.vectors[1].events[0].time: expected a whole number, found a string"), "\(problems)")
        #expect(suite.vectors.isEmpty)
    }

    @Test func aValueOrAFileOverTheBoundIsRefusedByFileAndID() throws {
        let long = String(repeating: "7", count: SuiteLoader.maximumStringBytes + 1)
        let file = good.replacingOccurrences(of: #""events": [{"kind": "scan", "value": "A"}]"#,
                                             with: #""events": [{"kind": "scan", "value": "\#(long)"}]"#)
        let suite = SuiteLoader.load(folder: try folder(["a.json": file]), knownClauses: ["C-4.3"])
        #expect(suite.problems.map(\.description).contains(
            "a.json ZZ-00001: a string of \(long.utf8.count) bytes is longer than the 64 KiB a vector may hold"))
        let huge = try folder([:]) + "/huge.json"
        try FileSystem.writeAtomically(Array(repeating: 0x20, count: SuiteLoader.maximumFileBytes + 1), to: huge)
        let (loaded, problems) = SuiteLoader.loadFile(huge, displayName: "huge.json", knownClauses: nil)
        #expect(loaded == nil)
        #expect(problems.map(\.description) == ["huge.json: \(SuiteLoader.maximumFileBytes + 1) bytes is more than the 32 MiB a vector file may have"])
    }
}
