import Testing
import ZipZap
@testable import ZipZapVectors
@testable import ZipZapConformance
import ZipZapDifferentialFuzzing

/// A vector's events are decoded once, when it is made; everything that runs it uses that decoding and only an
/// adapter gets the JSON. The runner's module cannot decode raw events at all (`SourceEventsJSON.decode` is internal
/// to ZipZapVectors); these tests catch a path that builds a fresh `SourceInput` from the JSON instead.
@Suite struct DecodedOnceTests {
    /// Raw events that say one scan, "A", beside a decoding that says "B": only this test's internal initializer
    /// can make them disagree, so whichever a path answers with shows which half it read.
    private static let vector = Vector(
        id: "ZZ-TEST", description: "raw and decoded input disagree", clauses: ["C-1.1"], flags: [], provenance: .handWritten,
        field: FieldSpec(),
        input: SourceInput(source: .direct, configuration: nil, events: [DirectSourceJSON.event(Scan("A"))], decoded: .direct([Scan("B")])),
        expectedTrace: [], expectedValue: Array("B".utf8))

    /// A field without rules binds the scan it is given (SPEC C-1.1): the value is B's, not A's.
    @Test func theReferenceRunsTheDecodedInput() {
        #expect(ReferenceEngine.run(Self.vector).value == Array("B".utf8))
        #expect(FaultyReference.run(Self.vector, fault: .checkDigitIgnored).value == Array("B".utf8))
        guard case .result(_, let value) = InProcessReference(faults: []).run(Self.vector) else {
            Issue.record("the reference adapter did not answer with a result")
            return
        }
        #expect(value == Array("B".utf8))
    }

    @Test func theInProcessBridgeHandsOverTheDecodedInput() {
        var vector = Self.vector
        vector.expectedTrace = ReferenceEngine.run(field: vector.field, input: .direct([Scan("B")])).trace
        let result = InProcessSuite.check(InProcessSuite.Case(file: "test.json", vector: vector), against: ReferenceImplementation())
        #expect(!result.isFailure, "\(result)")
    }

    @Test func corpusSeedsComeFromTheDecodedInput() {
        #expect(CorpusSeeds.seeds(for: .normalizer, vectors: [Self.vector]).map(\.bytes) == [Array("B".utf8)])
    }

    /// The adapter is the one reader of the JSON: the request carries the events as the file has them.
    @Test func theRequestCarriesTheRawEvents() {
        let request = ProtocolMessages.run(seq: 1, vector: Self.vector)
        #expect(request.contains(#""events": [{"kind": "scan", "value": "A"}]"#), "\(request)")
        #expect(!request.contains(#""value": "B""#), "\(request)")
    }
}
