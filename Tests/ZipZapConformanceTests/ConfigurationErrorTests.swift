import Testing
import ZipZap
@testable import ZipZapConformance
@testable import ZipZapGeneration

/// Refused configurations (SPEC C-4.20): the family covers every refusal PATTERNS.md lists, the protocol carries the
/// refusal, and the runner compares it.
@Suite struct ConfigurationErrorTests {
    /// The reasons of PATTERNS.md §3, written out from its text, and the one SPEC C-4.3 adds.
    static let documentedReasons: Set<String> = [
        "unsupportedConstruct", "unsupportedEscape", "malformedEscape", "danglingEscape", "unbalancedParenthesis",
        "unescapedMetacharacter", "emptyClass", "unterminatedClass", "invalidRange", "misplacedHyphen", "invalidQuantifier",
        "nothingToRepeat", "quantifiedAnchor", "stackedQuantifier", "possessiveQuantifier", "tooDeeplyNested", "tooLarge",
        "invertedRange",
    ]

    private static let vectors = Result { try FamilyVectors.byKey(named: "configuration-errors") }
    private var family: [String: Vector] { get throws { try Self.vectors.get() } }

    @Test func everyDocumentedReasonHasAVectorAndEveryVectorExpectsADocumentedOne() throws {
        let reasons = Set(try family.values.compactMap(\.expectedError?.reason))
        #expect(reasons == Self.documentedReasons)
        #expect(try family.values.allSatisfy { $0.expectedError != nil && $0.expectedTrace.isEmpty })
    }

    @Test func emptyClassIsReportedAtItsOpeningBracket() throws {
        let vector = try #require(try family["pattern/empty-class"])
        #expect(vector.expectedError == ConfigurationRefusal(position: 0, rule: "matches", reason: "emptyClass", offset: 1))
        #expect(try family["pattern/bracket-first"]?.expectedError?.offset == 0)
    }

    @Test func aVectorRoundTripsThroughItsJSONWithTheRefusedRuleAsWritten() throws {
        let vector = try #require(try family["position/first-of-two"])
        let reread = try Vector(JSONReader(try JSONParser.parse(Array(JSONWriter().compact(vector.json).utf8))))
        #expect(reread == vector)
        #expect(vector.json["field"]?["rules"] == .array([
            .object([("rule", .string("matches")), ("pattern", .string("\\d"))]),
            .object([("rule", .string("length")), ("min", .int(9)), ("max", .int(2))]),
            .object([("rule", .string("matches")), ("pattern", .string("[]"))]),
        ]))
    }

    @Test func aFieldThatConfiguresCannotExpectAnError() throws {
        var json = try #require(try family["length/inverted"]).json
        guard case .object(var members) = json, let field = members.firstIndex(where: { $0.key == "field" }) else { return }
        members[field].value = FieldSpec(rules: [.length(minimum: 3, maximum: 5)]).json
        json = .object(members)
        #expect(throws: JSONReader.Error.self) { try Vector(JSONReader(json)) }
    }

    @Test func theProtocolCarriesTheRefusal() throws {
        let line = #"{"type": "configurationError", "seq": 4, "error": {"position": 1, "rule": "matches", "reason": "emptyClass", "offset": 2, "message": "empty class"}}"#
        #expect(try ProtocolMessages.response(Array(line.utf8), seq: 4)
            == .refused(ConfigurationRefusal(position: 1, rule: "matches", reason: "emptyClass", offset: 2)))
    }

    /// An implementation that answers every vector with one reply.
    final class Answering: ImplementationUnderTest {
        let reply: ImplementationReply
        init(_ reply: ImplementationReply) { self.reply = reply }
        var name: String { "answering" }
        var version: String { "0" }
        var capabilities: Capabilities { .reference }
        func run(_ vector: Vector) -> ImplementationReply { reply }
        func shutdown() {}
    }

    private func status(of key: String, answering reply: ImplementationReply) throws -> (VectorResult.Status, String?) {
        let vector = try #require(try family[key])
        let report = ConformanceRun.execute([("configuration-errors.json", vector)], allVectors: [vector], expectations: Expectations(), jobs: 1) {
            () throws(HarnessError) -> any ImplementationUnderTest in Answering(reply)
        }
        return (report.results[0].status, report.results[0].message)
    }

    @Test func theRunnerComparesPositionRuleReasonAndThePinnedOffset() throws {
        let right = ConfigurationRefusal(position: 0, rule: "matches", reason: "emptyClass", offset: 1)
        #expect(try status(of: "pattern/empty-class", answering: .refused(right)).0 == .passed)
        var wrongOffset = right
        wrongOffset.offset = 2
        let (wrongStatus, message) = try status(of: "pattern/empty-class", answering: .refused(wrongOffset))
        #expect(wrongStatus == .failed)
        #expect(message?.contains("offset 1 expected, got 2") == true)
        #expect(try status(of: "pattern/empty-class", answering: .result(trace: [], value: nil)).0 == .failed)
        // No offset is pinned for an inverted range: whatever the implementation adds is not compared.
        let inverted = ConfigurationRefusal(position: 0, rule: "length", reason: "invertedRange", offset: 7)
        #expect(try status(of: "length/inverted", answering: .refused(inverted)).0 == .passed)
    }

    @Test func aRefusalWhereATraceIsExpectedFails() throws {
        let suite = PackageFiles.suite
        let vector = try #require(suite.vectors.first { $0.file == "C-04-length.json" }?.vector)
        let refusal = ConfigurationRefusal(position: 0, rule: "length", reason: "invertedRange", offset: nil)
        #expect(VectorCheck.difference(vector, actualRefusal: refusal)?.message.contains("expected a trace") == true)
    }
}
