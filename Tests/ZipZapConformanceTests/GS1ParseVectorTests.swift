import Testing
import ZipZap
@testable import ZipZapConformance

/// GS1 parser vectors (SPEC C-7.40 to C-7.42): the closed list of kinds, the vector's JSON, the protocol messages, the
/// member-by-member comparison and the capability.
@Suite struct GS1ParseVectorTests {
    static let csumAt17 = GS1ParseOutcome.rejected(kind: "csum", ai: "01", offset: 17)

    static func vector(_ parse: GS1ParseCase, expected: JSONValue = csumAt17) -> Vector {
        Vector(
            id: "ZZ-99999", description: "d", clauses: ["C-7.40"], flags: [], provenance: .handWritten, field: FieldSpec(),
            expectedTrace: [expected], expectedValue: nil, gs1: parse)
    }

    @Test func everyReferenceErrorHasAKindOfTheClosedList() {
        let codes: [GS1Error.Code] = [
            .emptyInput, .invalidByte, .unsupportedSymbology, .malformedAI, .unbalancedBracket, .unknownAI, .emptyValue,
            .valueTooShort, .valueTooLong, .invalidCharacter(.cset82), .conflictingDuplicate, .missingRequisite,
            .mutuallyExclusive, .missingSerialComponent, .invalidDigitalLink, .invalidQualifier, .notDigitalLinkAttribute,
            .invalidPercentEncoding, .notRepresentableInDigitalLink,
        ] + GS1Check.allCases.map { .checkFailed($0) }
        let names = codes.map(GS1ErrorKind.name)
        #expect(Set(names) == GS1ErrorKind.all)
        #expect(names.count == GS1ErrorKind.all.count, "two codes share a kind")
        #expect(GS1ErrorKind.name(.checkFailed(.csum)) == "csum")
    }

    @Test func theListIsTheSameInSpecSchemaAndProtocol() throws {
        let schema = try JSONParser.parse(try FileSystem.read(PackageFiles.root + "/Conformance/schema/vectors.schema.json"))
        guard case .array(let kinds)? = schema["$defs"]?["gs1ErrorKind"]?["enum"] else {
            Issue.record("the schema has no gs1ErrorKind enum")
            return
        }
        #expect(Set(kinds.compactMap { if case .string(let name) = $0 { name } else { nil } }) == GS1ErrorKind.all)
        let spec = String(decoding: try FileSystem.read(PackageFiles.spec), as: UTF8.self)
        let clause = spec[spec.range(of: "**C-7.41")!.lowerBound..<spec.range(of: "**C-7.42")!.lowerBound]
        let protocolText = String(decoding: try FileSystem.read(PackageFiles.root + "/Conformance/PROTOCOL.md"), as: UTF8.self)
        for kind in GS1ErrorKind.all {
            #expect(clause.contains("`\(kind)`"), "SPEC C-7.41 does not name \(kind)")
            #expect(protocolText.contains("`\(kind)`"), "PROTOCOL.md does not name \(kind)")
        }
    }

    @Test func aVectorRoundTripsThroughItsJSON() throws {
        let parse = GS1ParseCase(
            input: Array("01095201234567891\u{7F}".utf8), form: .unbracketed, relaxed: [.requisites, .conflictingDuplicates],
            separatorSubstitutes: [UInt8(ascii: "~")], referenceYear: 2040)
        let vector = Self.vector(parse)
        let json = vector.json
        #expect(json["kind"] == .string("gs1"))
        #expect(json["field"] == nil && json["events"] == nil)
        #expect(json["options"]?["checkRequisites"] == .bool(false))
        #expect(json["options"]?["checkExclusions"] == nil)
        #expect(json["options"]?["referenceYear"] == .int(2040))
        let read = try Vector(JSONReader(JSONParser.parse(Array(JSONWriter().compact(json).utf8))))
        #expect(read == vector)
        // Detect and no options: neither written as an option.
        let plain = Self.vector(GS1ParseCase("(01)09520123456789")).json
        #expect(plain["form"] == .string("detect") && plain["options"] == nil)
    }

    @Test func aKindOutsideTheListIsRefused() throws {
        var json = Self.vector(GS1ParseCase("(01)09520123456789")).json
        guard case .object(var members) = json else { return }
        members[members.firstIndex { $0.key == "expected" }!].value = GS1ParseOutcome.rejected(kind: "badCheckDigit", ai: nil, offset: 3)
        json = .object(members)
        #expect(throws: JSONReader.Error.self) { try Vector(JSONReader(json)) }
    }

    @Test func requestAndAnswerOnTheWire() throws {
        let vector = Self.vector(GS1ParseCase(input: [0x28, 0xFF], form: .bracketed))
        let request = try JSONParser.parse(Array(ProtocolMessages.run(seq: 3, vector: vector).utf8))
        #expect(request["type"] == .string("gs1Parse"))
        #expect(request["seq"] == .int(3))
        #expect(request["input"]?["hex"] == .string("28ff"))
        #expect(request["form"] == .string("bracketed"))
        #expect(request["expected"] == nil)
        let served = try Vector(requestReader: JSONReader(request))
        #expect(served.gs1 == vector.gs1)
        let answer = #"{"type": "result", "seq": 3, "gs1": {"verdict": "rejected", "error": {"kind": "invalidByte", "offset": 1}}}"#
        guard case .result(let trace, let value) = try ProtocolMessages.response(Array(answer.utf8), seq: 3) else {
            Issue.record("not a result")
            return
        }
        #expect(trace == [GS1ParseOutcome.rejected(kind: "invalidByte", ai: nil, offset: 1)])
        #expect(value == nil)
    }

    @Test func membersAreComparedOnlyWhenReported() {
        let expected = Self.csumAt17
        let otherKind = GS1ParseOutcome.rejected(kind: "valueTooLong", ai: "01", offset: 17)
        #expect(GS1ParseCheck.difference(expected: expected, actual: otherKind, members: GS1ParseMember.verdictOnly) == nil)
        let kindDiffers = GS1ParseCheck.difference(expected: expected, actual: otherKind, members: GS1ParseMember.verdictAndErrorKind)
        #expect(kindDiffers == #"errorKind: expected "csum", got "valueTooLong""#)
        // A verdict-only answer, with no error object at all.
        #expect(GS1ParseCheck.difference(
            expected: expected, actual: .object([("verdict", .string("rejected"))]), members: GS1ParseMember.verdictOnly) == nil)
        let offsetDiffers = GS1ParseOutcome.rejected(kind: "csum", ai: "01", offset: 18)
        #expect(GS1ParseCheck.difference(expected: expected, actual: offsetDiffers, members: GS1ParseMember.verdictAndErrorKind) == nil)
        #expect(GS1ParseCheck.difference(expected: expected, actual: offsetDiffers, members: GS1ParseMember.everything) != nil)
        let accepted = GS1ParseOutcome.reference(GS1ParseCase("(01)09520123456788"))
        let verdict = GS1ParseCheck.difference(expected: expected, actual: accepted, members: GS1ParseMember.everything)
        #expect(verdict?.hasPrefix("verdict:") == true)
        #expect(verdict?.contains("errorKind") == false, "only the verdict is reported when it differs")
        #expect(GS1ParseCheck.difference(expected: expected, actual: nil, members: GS1ParseMember.verdictOnly) != nil)
    }

    @Test func acceptedOutputsAreComparedMemberByMember() {
        // `\(` is a `(` in a bracketed value (C-7.16).
        let expected = GS1ParseOutcome.reference(GS1ParseCase(#"(01)09520123456788(10)A\(B"#))
        #expect(expected["bracketed"] == .string(#"(01)09520123456788(10)A\(B"#))
        #expect(expected["unbracketed"] == .string("^010952012345678810A(B"))
        #expect(expected["digitalLink"] == .string("https://id.gs1.org/01/09520123456788/10/A%28B"))
        guard case .object(var members) = expected, let index = members.firstIndex(where: { $0.key == "unbracketed" }) else {
            Issue.record("not an accepted outcome: \(expected)")
            return
        }
        members[index].value = .string("^0109520123456788^10A(B")
        let actual = JSONValue.object(members)
        #expect(GS1ParseCheck.difference(expected: expected, actual: actual, members: [.verdict, .elements, .bracketed]) == nil)
        #expect(GS1ParseCheck.difference(expected: expected, actual: actual, members: GS1ParseMember.everything)?.hasPrefix("unbracketed:") == true)
    }

    @Test func noDigitalLinkSaysWhy() {
        #expect(GS1ParseOutcome.reference(GS1ParseCase("(10)ABC", relaxed: .all))["digitalLink"]
            == .object([("notRepresentable", .string("noPrimaryKey"))]))
        // (8014) is a primary key of its own: neither a qualifier of (01) nor a data attribute (C-7.8).
        #expect(GS1ParseOutcome.reference(GS1ParseCase("(01)09520123456788(8014)1234AG2"))["digitalLink"]
            == .object([("notRepresentable", .string("notAnAttribute")), ("ai", .string("8014"))]))
    }

    @Test func capabilitiesGateFormsAndOptions() throws {
        let parse = GS1ParseCase(input: Array("(01)09520123456788".utf8), form: .bracketed, referenceYear: 2040)
        let vector = Self.vector(parse)
        let none = Capabilities(sources: ["direct"], rules: ["gs1"], normalizations: ["none"], fixtures: [])
        #expect(none.missing(for: vector) == ["gs1Parse"])
        let capability = try GS1ParseCapability(JSONReader(JSONParser.parse(Array(
            #"{"members": ["elements"], "forms": ["detect", "digitalLink"], "options": ["checkRequisites"]}"#.utf8))))
        #expect(capability.members == [.verdict, .elements])
        let some = Capabilities(sources: [], rules: [], normalizations: [], fixtures: [], gs1Parse: capability)
        #expect(some.missing(for: vector) == ["gs1Parse form bracketed", "gs1Parse option referenceYear"])
        #expect(Capabilities.reference.missing(for: vector).isEmpty)
        #expect(throws: JSONReader.Error.self) {
            try GS1ParseCapability(JSONReader(JSONParser.parse(Array(#"{"members": ["message"]}"#.utf8))))
        }
        // The capability survives the handshake.
        let reread = try Capabilities(JSONReader(Capabilities.reference.json))
        #expect(reread.gs1Parse == .everything)
    }

    @Test func listNeedsCountsParserVectorsUnderGS1Parse() {
        let vectors = [
            Self.vector(GS1ParseCase(input: Array("(01)09520123456788".utf8), form: .bracketed, referenceYear: 2040)),
            Self.vector(GS1ParseCase("(10)ABC", relaxed: .all)),
        ]
        #expect(vectors[0].needs.map(\.description) == ["gs1Parse", "gs1Parse form bracketed", "gs1Parse option referenceYear"])
        let fieldOnly = Capabilities(sources: ["direct"], rules: ["gs1"], normalizations: ["none"], fixtures: [])
        let rows = NeedsTable.rows(vectors, capabilities: fieldOnly)
        // Neither needs a source or a form of the field; the capability alone unlocks both.
        #expect(!rows.contains { $0.need.kind == .sources || $0.need.kind == .normalizations })
        #expect(rows.first { $0.need == .gs1Parser }.map { [$0.needed, $0.unlocks] } == [2, 2])
        #expect(rows.filter { $0.need.kind == .gs1ParseForms }.map(\.need.name).sorted() == ["bracketed", "detect"])
    }
}
