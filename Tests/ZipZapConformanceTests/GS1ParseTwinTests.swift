import Testing
import ZipZap
@testable import ZipZapConformance
@testable import ZipZapGeneration

/// Independent checks of the parser-level twins (SPEC C-7.40): each agrees with its field vector's verdict, each
/// accepted outcome's outputs parse back to its elements (C-7.16), each error points inside the input (C-7.15).
@Suite struct GS1ParseTwinTests {
    @Test(arguments: GS1ParseTwins.originals.map(\.twin))
    func twinAgreesWithItsFieldVector(_ name: String) throws {
        let original = try PackageFiles.family(try #require(GS1ParseTwins.originals.first { $0.twin == name }?.family))
        let twins = try FamilyVectors.byKey(try PackageFiles.family(name))
        #expect(!twins.isEmpty)
        var compared = 0
        for (key, field) in try FamilyVectors.byKey(original) {
            // Only fields whose one rule is .gs1 and that keep the value as scanned say "rejected by gs1" exactly.
            guard field.source == .direct, field.field.normalization == .none, field.field.rules.count == 1,
                  case .gs1 = field.field.rules[0], field.field.types == nil
            else { continue }
            for index in field.events.indices {
                // A scan whose parse an earlier vector of the family already has gets no twin of its own.
                guard let twin = twins[field.events.count == 1 ? key : "\(key)/scan\(index)"] else { continue }
                let entry = field.expectedTrace.first { $0["event"] == .int(index) }
                let rejectedByField = entry?["kind"] == .string("reject")
                #expect((twin.expectedTrace.first?["verdict"] == .string("rejected")) == rejectedByField, "\(key) scan \(index)")
                compared += 1
            }
        }
        #expect(compared > 0 || name == "gs1-parse-gtin", "no twin compared")
    }

    @Test(arguments: GS1ParseTwins.originals.map(\.twin) + ["gs1-parse-order", "gs1-parse-offsets", "gs1-parse-options"])
    func outcomesAreCoherent(_ name: String) throws {
        let family = try PackageFiles.family(name)
        for (key, vector) in try FamilyVectors.byKey(family) {
            let parse = try #require(vector.gs1)
            let outcome = try #require(vector.expectedTrace.first)
            if let error = outcome["error"] {
                guard case .number(let text)? = error["offset"], let offset = Int(text) else {
                    Issue.record("\(key): no offset")
                    continue
                }
                #expect(offset <= parse.input.count, "\(key): offset \(offset) past the input")
                #expect(vector.clauses.contains("C-7.15"), "\(key)")
                continue
            }
            #expect(vector.clauses.contains("C-7.16"), "\(key)")
            let elements = try #require(pairs(outcome["elements"]))
            for output in ["bracketed", "unbracketed"] {
                guard case .string(let text)? = outcome[output] else {
                    Issue.record("\(key): no \(output)")
                    continue
                }
                let back = try GS1.parse(text, options: parse.options).get()
                #expect(back.elements.map { [$0.ai, $0.value] } == elements, "\(key): \(output) \(text)")
            }
            if case .string(let uri)? = outcome["digitalLink"] {
                // The URI puts qualifiers in GS1's order: the same elements, not necessarily in the same order.
                let back = try GS1.parse(uri, options: parse.options).get()
                #expect(back.elements.map { [$0.ai, $0.value] }.sorted { $0.lexicographicallyPrecedes($1) }
                    == elements.sorted { $0.lexicographicallyPrecedes($1) }, "\(key): \(uri)")
            }
        }
    }

    private func pairs(_ json: JSONValue?) -> [[String]]? {
        guard case .array(let items)? = json else { return nil }
        return items.compactMap { item in
            guard case .string(let ai)? = item["ai"], case .string(let value)? = item["value"] else { return nil }
            return [ai, value]
        }
    }
}
