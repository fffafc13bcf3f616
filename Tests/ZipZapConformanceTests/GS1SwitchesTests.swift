import Testing
import ZipZap
@testable import ZipZapConformance

/// The `gs1` rule's three switches in the vector format (SPEC C-7.3, schema 2), and schema 1's `lenient`.
@Suite struct GS1SwitchesTests {
    private func rule(_ text: String) throws -> FieldSpec.Rule {
        try FieldSpec.Rule(JSONReader(try JSONParser.parse(Array(text.utf8))))
    }

    @Test func eachSwitchIsItsOwnMember() throws {
        #expect(try rule(#"{"rule": "gs1"}"#) == .gs1(relaxed: []))
        #expect(try rule(#"{"rule": "gs1", "checkRequisites": false}"#) == .gs1(relaxed: .requisites))
        #expect(try rule(#"{"rule": "gs1", "checkExclusions": false}"#) == .gs1(relaxed: .exclusions))
        #expect(try rule(#"{"rule": "gs1", "rejectConflictingDuplicates": false}"#) == .gs1(relaxed: .conflictingDuplicates))
        #expect(try rule(#"{"rule": "gs1", "checkRequisites": true, "checkExclusions": false}"#) == .gs1(relaxed: .exclusions))
    }

    @Test func writtenOnlyWhenOff() {
        #expect(FieldSpec.Rule.gs1(relaxed: []).json == .object([("rule", .string("gs1"))]))
        #expect(FieldSpec.Rule.gs1(relaxed: [.requisites, .conflictingDuplicates]).json == .object([
            ("rule", .string("gs1")), ("checkRequisites", .bool(false)), ("rejectConflictingDuplicates", .bool(false)),
        ]))
    }

    @Test func schemaOneLenientIsAllThree() throws {
        #expect(try rule(#"{"rule": "gs1", "lenient": true}"#) == .gs1(relaxed: .all))
        #expect(try rule(#"{"rule": "gs1", "lenient": false}"#) == .gs1(relaxed: []))
        #expect(throws: JSONReader.Error.self) { try rule(#"{"rule": "gs1", "lenient": true, "checkExclusions": false}"#) }
        #expect(throws: JSONReader.Error.self) { try rule(#"{"rule": "gs1", "strict": true}"#) }
    }

    @Test func optionsFollowTheSwitches() {
        for relaxed in [GS1Options.Relaxations.requisites, .exclusions, .conflictingDuplicates] {
            let options = GS1Options(relaxing: relaxed)
            #expect(options.checkRequisites == !relaxed.contains(.requisites))
            #expect(options.checkExclusions == !relaxed.contains(.exclusions))
            #expect(options.rejectConflictingDuplicates == !relaxed.contains(.conflictingDuplicates))
            #expect(options.relaxations == relaxed)
        }
        #expect(GS1Options.lenient.relaxations == .all)
        #expect(GS1Options.default.relaxations.isEmpty)
    }
}
