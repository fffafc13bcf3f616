import Testing
import ZipZap
@testable import ZipZapConformance

/// What a vector needs comes from its content: the field, the expected outcome, the source.
@Suite struct CapabilityNeedsTests {
    private func vector(_ field: FieldSpec, trace: [JSONValue] = [], error: ConfigurationRefusal? = nil) -> Vector {
        Vector(id: "ZZ-1", description: "", clauses: [], flags: [], provenance: .handWritten, field: field, expectedTrace: trace, expectedValue: nil, expectedError: error)
    }

    private func write(_ value: String, type: BarcodeType?, normalized: String) -> JSONValue {
        .object([("event", .int(0)), ("kind", .string("write")), ("scan", TraceJSON.json(Scan(value, type: type))),
                 ("value", .string(normalized)), ("changed", .bool(true))])
    }

    private func features(_ vector: Vector) -> [String] { vector.needs.filter { $0.kind == .features }.map(\.name) }

    @Test func theBasicNeedsAreSourceFormAndRules() {
        let needs = vector(FieldSpec(normalization: .trimmed, rules: [.checkDigit, .custom(.typeIs(.qr))])).needs
        #expect(needs.map(\.description) == ["source direct", "rule checkDigit", "rule custom", "normalization trimmed", "fixture typeIs"])
    }

    @Test func listingTypesNeedsTheTypeFilter() {
        #expect(features(vector(FieldSpec(types: [.qr]))) == ["typeFilter"])
        #expect(features(vector(FieldSpec())) == [])
    }

    @Test func aGTINTakenFromGS1DataNeedsIt() {
        let carried = write("]C101095201234567881021", type: .gs1128, normalized: "09520123456788")
        #expect(features(vector(FieldSpec(normalization: .gtin14), trace: [carried])) == ["gtinFromGS1Data"])
        let plain = write(" ]E04006381333931\r", type: nil, normalized: "04006381333931")
        #expect(features(vector(FieldSpec(normalization: .gtin14), trace: [plain])) == [])
        // The same GS1 data under a form that is not a GTIN form is only a value.
        #expect(features(vector(FieldSpec(normalization: .trimmed), trace: [carried])) == [])
        // A long upcE value is not a GTIN by itself (SPEC C-3.20).
        let longUPCE = write("042100005264", type: .upcE, normalized: "042100005264")
        #expect(features(vector(FieldSpec(normalization: .gtin12), trace: [longUPCE])) == ["gtinFromGS1Data"])
    }

    @Test func refusalsAndGS1SwitchesAreFeatures() {
        let refusal = ConfigurationRefusal(position: 0, rule: "length", reason: "invertedRange", offset: nil)
        #expect(features(vector(FieldSpec(rules: [.lengthRange(4, 2)]), error: refusal)) == ["configurationErrors"])
        #expect(vector(FieldSpec(rules: [.lengthRange(4, 2)]), error: refusal).needs.contains(Need(.rules, "length")))
        let relaxed = vector(FieldSpec(rules: [.gs1(relaxed: [.requisites, .conflictingDuplicates])]))
        #expect(features(relaxed) == ["gs1NoDuplicateCheck", "gs1NoRequisites"])
    }

    @Test func anAdapterWithoutAFeatureListHasTheImpliedOnesAndAListIsTakenLiterally() throws {
        let legacy = try Capabilities(JSONReader(try JSONParser.parse(Array(#"{"sources": ["direct"]}"#.utf8))))
        #expect(legacy.features == Feature.implied)
        #expect(!legacy.features.contains("configurationErrors"))
        let listed = try Capabilities(JSONReader(try JSONParser.parse(Array(#"{"features": ["typeFilter"]}"#.utf8))))
        #expect(listed.features == ["typeFilter"])
        let gtinWithoutGS1 = vector(FieldSpec(normalization: .gtin14), trace: [write("]Q1https://id.gs1.org/01/09520123456788", type: .qr, normalized: "09520123456788")])
        var capabilities = Capabilities.reference
        capabilities.features.remove("gtinFromGS1Data")
        #expect(capabilities.missing(for: gtinWithoutGS1) == ["feature gtinFromGS1Data"])
    }

    @Test func theNeedsTableCountsWhatEachMissingCapabilityAloneUnlocks() {
        let vectors = [
            vector(FieldSpec(types: [.qr])), vector(FieldSpec(types: [.qr], rules: [.gs1(relaxed: [])])), vector(FieldSpec()),
        ]
        var capabilities = Capabilities.reference
        capabilities.features = []
        capabilities.rules = ["checkDigit"]
        let rows = Dictionary(uniqueKeysWithValues: NeedsTable.rows(vectors, capabilities: capabilities).map { ($0.need.description, $0) })
        #expect(rows["feature typeFilter"]?.needed == 2)
        #expect(rows["feature typeFilter"]?.unlocks == 1)
        #expect(rows["rule gs1"]?.unlocks == 0)
        #expect(rows["source direct"]?.has == true)
    }
}
