import Testing
@testable import ZipZapConformance

/// PROTOCOL.md's examples cannot drift from the wire: each is checked against the schema, and each trace entry is
/// one the reference produced for a vector of the suite.
@Suite struct ProtocolDocumentTests {
    private static let text = String(decoding: (try? FileSystem.read(PackageFiles.root + "/Conformance/PROTOCOL.md")) ?? [], as: UTF8.self)

    /// The `json` code blocks of the section `## title`, each parsed, with the `###` heading it sits under.
    private func examples(inSection title: String) throws -> [(heading: String, value: JSONValue)] {
        let lines = Self.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: "## " + title) else { return [] }
        var found: [(String, JSONValue)] = []
        var heading = ""
        var index = start + 1
        while index < lines.count, !lines[index].hasPrefix("## ") {
            if lines[index].hasPrefix("### ") { heading = String(lines[index].dropFirst(4)) }
            if lines[index] == "```json" {
                index += 1
                var block = ""
                while index < lines.count, lines[index] != "```" { block += lines[index] + "\n"; index += 1 }
                found.append((heading, try JSONParser.parse(Array(block.utf8))))
            }
            index += 1
        }
        return found
    }

    @Test func everyTraceEntryKindHasASectionWhoseExamplesTheSchemaAccepts() throws {
        let schema = try SchemaSubset.load()
        let examples = try examples(inSection: "Trace entries")
        let kindsInSchema: [String] = {
            guard case .array(let branches)? = schema.root["$defs"]?["traceEntry"]?["oneOf"] else { return [] }
            return branches.compactMap { if case .string(let kind)? = $0["properties"]?["kind"]?["const"] { kind } else { nil } }
        }()
        #expect(kindsInSchema.count == 7)
        #expect(Set(examples.map(\.heading)) == Set(kindsInSchema.map { "`\($0)`" }))
        for (heading, example) in examples {
            #expect(schema.problems(example, definition: "traceEntry") == [], "\(heading): \(JSONWriter().compact(example))")
            #expect(heading == "`" + (example["kind"].flatMap { if case .string(let kind) = $0 { kind } else { nil } } ?? "") + "`")
        }
    }

    @Test func everyTraceEntryExampleOccursInTheSuite() throws {
        let suite = PackageFiles.suite
        let entries = Set(suite.vectors.flatMap(\.vector.expectedTrace).map { JSONWriter().compact($0) })
        for (heading, example) in try examples(inSection: "Trace entries") {
            let line = JSONWriter().compact(example)
            let occurs = entries.contains(line)
            #expect(occurs, "\(heading): \(line) is in no vector's expected trace")
        }
    }

    @Test func everySourceHasARequestExampleTheDecoderReadsAndTheSchemaAccepts() throws {
        let schema = try SchemaSubset.load()
        let examples = try examples(inSection: "Requests")
        #expect(Set(examples.map(\.heading)) == Set(SourceKind.allCases.map { "`\($0.rawValue)`" }))
        for (heading, example) in examples {
            // Reading the request decodes its events with the reference's decoder: an example it cannot read throws.
            let vector = try Vector(requestReader: JSONReader(example))
            #expect(heading == "`\(vector.source.rawValue)`")
            #expect(schema.problems(example["field"] ?? .null, definition: "field") == [], "\(heading)")
            let source = vector.source.rawValue
            for event in vector.events {
                #expect(schema.problems(event, definition: source + "Event") == [], "\(heading): \(JSONWriter().compact(event))")
            }
            // Every event kind and every configuration member of the source is shown.
            let kinds = Set(vector.events.compactMap { if case .string(let kind)? = $0["kind"] { kind } else { nil } })
            #expect(kinds == Self.names(schema, source + "Event", member: "kind"), "\(heading)")
            guard source != "direct" else { continue }
            let configuration = vector.sourceConfiguration ?? .null
            #expect(schema.problems(configuration, definition: source + "Configuration") == [], "\(heading)")
            guard case .object(let members) = configuration, case .object(let properties)? = schema.root["$defs"]?[source + "Configuration"]?["properties"]
            else { Issue.record("\(heading): no configuration"); continue }
            #expect(Set(members.map(\.key)) == Set(properties.map(\.key)), "\(heading)")
        }
    }

    /// The constants a definition (or each branch of its `oneOf`) gives `member`.
    private static func names(_ schema: SchemaSubset, _ definition: String, member: String) -> Set<String> {
        guard let node = schema.root["$defs"]?[definition] else { return [] }
        let branches: [JSONValue] = if case .array(let items)? = node["oneOf"] { items } else { [node] }
        return Set(branches.compactMap { if case .string(let name)? = $0["properties"]?[member]?["const"] { name } else { nil } })
    }

    @Test func theConfigurationErrorExampleIsAResponseTheRunnerReadsAndTheSchemaAccepts() throws {
        let examples = try examples(inSection: "Configuration errors")
        #expect(examples.count == 1)
        for (_, example) in examples {
            let line = Array(JSONWriter().compact(example).utf8)
            guard case .refused(let refusal) = try ProtocolMessages.response(line, seq: 7) else {
                Issue.record("not read as a configurationError")
                continue
            }
            #expect(refusal.reason == "emptyClass")
            #expect(try SchemaSubset.load().problems(example["error"] ?? .null, definition: "configurationError") == [])
        }
    }

    @Test func theSubsetCheckerRefusesWhatTheSchemaRefuses() throws {
        let schema = try SchemaSubset.load()
        let stopWithScan = try JSONParser.parse(Array(#"{"event": 0, "kind": "stop", "scan": {"value": "A"}}"#.utf8))
        #expect(!schema.problems(stopWithScan, definition: "traceEntry").isEmpty)
        let negativeEvent = try JSONParser.parse(Array(#"{"event": -1, "kind": "stop"}"#.utf8))
        #expect(!schema.problems(negativeEvent, definition: "traceEntry").isEmpty)
        let oddHex = try JSONParser.parse(Array(#"{"event": 0, "kind": "discard", "bytes": {"hex": "4"}, "reason": "overflow"}"#.utf8))
        #expect(!schema.problems(oddHex, definition: "traceEntry").isEmpty)
    }
}
