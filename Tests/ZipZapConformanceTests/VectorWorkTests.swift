import Testing
import ZipZap
@testable import ZipZapConformance
@testable import ZipZapGeneration

/// PROTOCOL.md, "How much work a vector may ask for": the units of its table, the suite within the bound, and the
/// generator refusing a vector over it.
@Suite struct VectorWorkTests {
    private func vector(_ draft: VectorDraft) throws -> Vector {
        let family = VectorFamily(name: "work", description: "work", flags: [.init("Work", bug: "-", breaks: "-")],
                                  drafts: { [draft] })
        var registry = IDRegistry()
        return try #require(try VectorGenerator.generate([family], registry: &registry).first?.vectors.first)
    }

    @Test func unitsFollowTheProtocolsTable() throws {
        // Two scans of 3 and 0 scalars (é is one), one rule: (3 + 1) × 2 + (0 + 1) × 2.
        let scans = try vector(.expecting("scans", "-", clauses: ["C-4.2"], flags: ["Work"], field: FieldSpec(rules: [.checkDigit]),
                                          [(Scan("aé1"), .accepted("aé1")), (Scan(""), .accepted(""))]))
        #expect(VectorWork.units(of: scans) == 10)
        // A pattern of size 6 ((?:ab){3}) adds 6 a scalar: (2 + 1) × (1 + 1 + 6).
        let pattern = try vector(.expecting("pattern", "-", clauses: ["C-4.4"], flags: ["Work"],
                                            field: FieldSpec(rules: [.matches(try FieldSpec.Pattern("(?:ab){3}"))]),
                                            [(Scan("xy"), .rejected("matches", position: 0))]))
        #expect(VectorWork.units(of: pattern) == 24)
        // Typing: insert of 3 (text 3 + 3 + 1), delete (3 + 0 + 1), submit ((3 + 1) × 1).
        let typing = try vector(.source("typing", "-", clauses: ["C-11.4"], flags: ["Work"], field: FieldSpec(),
                                        .typing(.default, [.insert(offset: 0, text: Array("abc".utf8)), .delete(offset: 0, count: 1), .submit]),
                                        expect: [(2, .write)], finalValue: Array("bc".utf8)))
        #expect(VectorWork.units(of: typing) == 7 + 4 + 4)
        #expect(VectorWork.units(of: Vector(
            id: "ZZ-00001", description: "-", clauses: [], flags: [], provenance: .handWritten, field: FieldSpec(),
            expectedTrace: [], expectedValue: nil, gs1: GS1ParseCase("(01)09520123456788"))) == 19)
    }

    /// The rows of the source models the test above leaves out, on a field without rules (1 unit a scalar).
    @Test func sourceEventsFollowTheProtocolsTable() {
        func units(_ events: SourceEvents) -> Int {
            VectorWork.units(of: Vector(id: "ZZ-00001", description: "-", clauses: [], flags: [], provenance: .handWritten,
                                        field: FieldSpec(), input: SourceInput(.source(events)), expectedTrace: [], expectedValue: nil))
        }
        // Frames: 12 (2 + 1 + one barcode seen), 345 (3 + 1 + two), 12 again (2 + 1 + still two); a start carries
        // nothing: (0 + 1).
        let frames: [CameraEvent] = [
            .frame(time: 0, detections: [Detection("12", type: .ean13), Detection("345", type: .ean8)]),
            .frame(time: 1, detections: [Detection("12", type: .ean13)]), .start(time: 2),
        ]
        #expect(units(.camera(.default, frames)) == 4 + 6 + 5 + 1)
        #expect(units(.hid(.default, [.keys(time: 0, bytes: Array("ab\r".utf8))])) == 4)
        #expect(units(.hardware(.default, [.decode(time: 0, "1234", type: .ean13)])) == 5)
    }

    @Test func everyVectorOfTheSuiteIsWithinTheBound() {
        let suite = PackageFiles.suite
        let over = suite.vectors.map(\.vector).filter { VectorWork.units(of: $0) > VectorWork.bound }.map(\.id)
        #expect(suite.vectors.count > 16_000)
        #expect(over.isEmpty, "over the bound: \(over)")
    }

    @Test func theGeneratorRefusesAVectorOverTheBoundNamingIt() throws {
        // Size 1 000 over 30 000 scalars: (30 000 + 1) × (1 + 1 + 1 000) units.
        let pattern = try FieldSpec.Pattern("a{1000}")
        let family = VectorFamily(name: "heavy", description: "-", flags: [.init("Work", bug: "-", breaks: "-")], drafts: {
            [.expecting("long-value", "-", clauses: ["C-4.4"], flags: ["Work"], field: FieldSpec(rules: [.matches(pattern)]),
                        [(Scan(String(repeating: "b", count: 30_000)), .rejected("matches", position: 0))])]
        })
        var registry = IDRegistry()
        do {
            _ = try VectorGenerator.generate([family], registry: &registry)
            Issue.record("the generator wrote a vector over the bound")
        } catch {
            #expect(error.family == "heavy" && error.key == "long-value")
            #expect(error.message.hasPrefix("ZZ-00001 asks for 30061002 units of work, over the bound of 25000000"))
        }
    }
}
