import Foundation
import Testing
import ZipZap
@testable import ZipZapConformance
@testable import ZipZapGeneration

/// The case-file reader (`Conformance/cases/README.md`): what a block becomes, and that every bad line is named by
/// file and line with what is wrong.
@Suite struct CaseFileTests {
    static let header = "family demo\ndescription a demo family\nflag Demo | a mistake | what it breaks\n"

    private func family(_ text: String) throws(CaseFileError) -> VectorFamily {
        try CaseFile.family(Array(text.utf8), file: "C-04/demo.cases")
    }

    private func error(_ text: String) -> CaseFileError? {
        do { _ = try family(text) } catch { return error }
        return nil
    }

    @Test func aBlockBecomesADirectDraftWithItsExactExpectation() throws {
        let parsed = try family(Self.header + """

            # a comment, and a blank line above
            case one
            description exact length with a type
            clauses C-4.3 C-1.2
            flags Demo
            field types=retailProduct,qr normalize=trimmed validate=length=3 "validate=matches=^a\\\\d" validate=custom=typeIs:ean8 initial=abc
            scan ean13 "\\xFFb" -> rejected length at 0
            scan abc -> accepted abc unchanged
            scan qr x -> ignored qr
            final none
            """)
        #expect(parsed.name == "demo" && parsed.description == "a demo family")
        #expect(parsed.flags == [VectorFile.Flag(name: "Demo", bug: "a mistake", breaks: "what it breaks")])
        let drafts = parsed.drafts()
        try #require(drafts.count == 1)
        let draft = drafts[0]
        #expect(draft.key == "one" && draft.clauses == ["C-4.3", "C-1.2"] && draft.flags == ["Demo"])
        #expect(draft.provenance == .handWritten)
        let retailAndQR = BarcodeTypeSet.retailProduct.union([.qr])
        #expect(draft.field == FieldSpec(
            types: retailAndQR, normalization: .trimmed,
            rules: [.length(minimum: 3, maximum: 3), .pattern("^a\\d"), .custom(.typeIs(.ean8))], initialValue: Array("abc".utf8)))
        let scans = [Scan(value: [0xFF, 0x62], type: .ean13), Scan("abc"), Scan("x", type: .qr)]
        #expect(draft.input.decoded == .direct(scans))
        #expect(draft.expectation == .scans(
            [.init(scans[0], .rejected("length", position: 0)), .init(scans[1], .accepted("abc")), .init(scans[2], .ignored(.qr))], final: nil))
        // The write of the value already bound is unchanged (C-5.3).
        #expect(draft.expectation?.exactResult(for: draft)?.trace[1]["changed"] == .bool(false))
    }

    @Test func quotedNoneIsAValueAndAnInvertedRangeIsKeptAsARefusal() throws {
        let parsed = try family(Self.header + "case two\ndescription d\nclauses C-4.3\nflags Demo\nfield validate=length=5...2 types=\nfinal \"none\"\n")
        let draft = try #require(parsed.drafts().first)
        #expect(draft.field == FieldSpec(types: BarcodeTypeSet(), rules: [.lengthRange(5, 2)]))
        #expect(draft.expectation == .scans([], final: Array("none".utf8)))
    }

    @Test(arguments: [
        ("description d\n", 1, "a case file starts with 'family NAME'"),
        ("family demo\nflag X | a | b\n", 2, "the family's 'description TEXT' follows its name"),
        ("family demo\ndescription d\nflag X | a\n", 3, "expected 'flag NAME | BUG | BREAKS'"),
        (CaseFileTests.header + "scan a -> accepted a\n", 4, "expected 'case KEY', found 'scan'"),
        (CaseFileTests.header + "case k\nclauses C-4.3\n", 5, "case 'k' needs its 'description' line here"),
        (CaseFileTests.header + "case k\ndescription d\nclauses C-4.3\nfield validate=size=3\nfinal none\n", 7,
         "unknown rule 'size=3'; rules: checkDigit, length=N, length=A...B, matches=PATTERN, gs1, gs1=SWITCH,..."),
        (CaseFileTests.header + "case k\ndescription d\nclauses C-4.3\nfield colour=red\nfinal none\n", 7,
         "unknown field setting 'colour'; settings: types, normalize, validate, initial"),
        (CaseFileTests.header + "case k\ndescription d\nclauses C-4.3\nfield\nscan a accepted a\nfinal none\n", 8, "expected 'scan [TYPE] VALUE -> OUTCOME'"),
        (CaseFileTests.header + "case k\ndescription d\nclauses C-4.3\nfield\nscan a -> written a\nfinal none\n", 8,
         "expected an outcome after '->': accepted VALUE [unchanged], rejected STEP [at POSITION] or ignored TYPE"),
        (CaseFileTests.header + "case k\ndescription d\nclauses C-4.3\nfield\nscan a -> rejected length at first\nfinal none\n", 8,
         "a position is a whole number, found 'first'"),
        (CaseFileTests.header + "case k\ndescription d\nclauses C-4.3\nfield\nscan \"a -> accepted a\nfinal none\n", 8, "a quoted value has no closing '\"'"),
        (CaseFileTests.header + "case k\ndescription d\nclauses C-4.3\nfield\nscan [a] -> accepted a\nfinal none\n", 8, "a value with '[' or ']' is written in quotes"),
        (CaseFileTests.header + "case k\ndescription d\nclauses C-4.3\nfield\nfinal a b\n", 8, "expected 'final VALUE' or 'final none'"),
        (CaseFileTests.header + "case k\ndescription d\nclauses C-4.3\nfield\nfinal a\nflags Demo\n", 9, "unexpected 'flags' at the end of case 'k'"),
        (CaseFileTests.header + "case k\ndescription d\nclauses C-4.3\nfield\nscan a -> accepted a\nscan a -> accepted a\nfinal a\n", 9,
         "the value is the one already bound: write 'accepted VALUE unchanged'"),
        (CaseFileTests.header + "case k\ndescription d\nclauses C-4.3\nfield initial=b\nscan a -> accepted a unchanged\nfinal a\n", 8,
         "'unchanged' but the value bound before is another"),
    ])
    func aBadLineIsNamedByFileAndLine(text: String, line: Int, message: String) {
        #expect(error(text) == CaseFileError(file: "C-04/demo.cases", line: line, message))
    }

    /// `{{TEXT}}*N` is TEXT written N times, anywhere on a line: in values, quoted or bare, in event lines and in
    /// skeletons; a row with it is the row written out.
    @Test func aRepetitionIsItsTextWrittenOut() throws {
        func drafts(_ rows: String) throws -> [VectorDraft] { try family(Self.header + rows).drafts() }
        let short = try drafts("case k\ndescription d\nclauses C-4.3\nflags Demo\nfield validate=length={{1}}*2\n"
            + "scan ean13 x{{ab}}*3 -> rejected length at 0\nscan \"{{\\x41}}*2 \" -> accepted \"AA \"\nfinal \"AA \"\n")
        let long = try drafts("case k\ndescription d\nclauses C-4.3\nflags Demo\nfield validate=length=11\n"
            + "scan ean13 xababab -> rejected length at 0\nscan \"\\x41\\x41 \" -> accepted \"AA \"\nfinal \"AA \"\n")
        #expect(short.map(\.expectation) == long.map(\.expectation) && short.map(\.field) == long.map(\.field))
        #expect(short.first?.expectation == .scans([.init(Scan(value: Array("xababab".utf8), type: .ean13), .rejected("length", position: 0)),
                                                    .init(Scan("AA "), .accepted("AA "))], final: Array("AA ".utf8)))
        let source = try drafts("case k\ndescription d\nclauses C-4.3\nflags Demo\nfield\nsource hid\n"
            + "event key 0 \"{{7}}*3\\r\"\nexpect {{0:write }}*1\nfinal {{7}}*3\n")
        #expect(source.first?.expectation == .skeleton([.init(0, .write)], final: Array("777".utf8)))
        guard case .source(let events) = try #require(source.first).input.decoded else { Issue.record("not a source draft"); return }
        #expect(events == .hid(.default, [.keys(time: 0, bytes: Array("777\r".utf8))]))
    }

    @Test(arguments: [
        ("scan {{a -> accepted a", "'{{' opens a repetition: write {{TEXT}}*N"),
        ("scan {{a}} -> accepted a", "'{{' opens a repetition: write {{TEXT}}*N"),
        ("scan {{}}*3 -> accepted a", "'{{}}*' repeats nothing: write {{TEXT}}*N"),
        ("scan {{a{{b}}*2}}*2 -> accepted a", "a repetition holds no other: write each {{TEXT}}*N apart"),
        ("scan {{a}}*0 -> accepted a", "a repetition's count N in {{TEXT}}*N is a whole number from 1 to 1000000, found '0'"),
        ("scan {{a}}*x -> accepted a", "a repetition's count N in {{TEXT}}*N is a whole number from 1 to 1000000, found ''"),
        ("scan {{a}}*1000001 -> accepted a", "a repetition's count N in {{TEXT}}*N is a whole number from 1 to 1000000, found '1000001'"),
    ])
    func aBadRepetitionIsNamedByFileAndLine(scan: String, message: String) {
        #expect(error(CaseFileTests.header + "case k\ndescription d\nclauses C-4.3\nfield\n" + scan + "\nfinal none\n")
            == CaseFileError(file: "C-04/demo.cases", line: 8, message))
    }

    @Test func aSourceCaseIsAnEventScriptWithTheTraceSkeleton() throws {
        let parsed = try family(Self.header + """
            case hid
            description d
            clauses C-10.1
            field validate=checkDigit
            source hid
            event set fnc1Substitute "^]"
            event key 0 "4006381333931"
            event key 5 enter
            expect 1:write
            final 4006381333931
            """)
        var configuration = HIDConfiguration.default
        configuration.fnc1Substitute = Array("^]".utf8)
        let expected = VectorDraft.source(
            "hid", "d", clauses: ["C-10.1"], flags: [], field: FieldSpec(rules: [.checkDigit]),
            .hid(configuration, [.keys(time: 0, bytes: Array("4006381333931".utf8)), .keys(time: 5, bytes: [0x0D])]),
            expect: [(1, .write)], finalValue: Array("4006381333931".utf8))
        let draft = try #require(parsed.drafts().first)
        #expect(draft.input == expected.input && draft.expectation == expected.expectation)
    }

    @Test(arguments: [
        ("source radio\nfinal none\n", 8, "unknown source 'radio'; sources: camera, hardware, hid, typing"),
        ("source hid\nevent key 0 a\nevent frame 1\nfinal none\n", 10, "'frame' is a camera event, but the source is hid"),
        ("source hid\nevent key 0 a\nexpect 0:write 1\nfinal none\n", 10,
         "expected CAUSE:KIND (an event number and \(TraceEventKind.allCases.map(\.rawValue).joined(separator: ", "))), found '1'"),
        ("scan a -> accepted a\nsource hid\nfinal a\n", 9, "a case has either 'scan' lines or a 'source' with 'event' lines, not both"),
    ])
    func aBadSourceLineIsNamedByFileAndLine(input: String, line: Int, message: String) {
        let text = CaseFileTests.header + "case k\ndescription d\nclauses C-10.1\nfield\n" + input
        #expect(error(text)?.line == line)
        #expect(error(text)?.message == message)
    }

    @Test func aLineThatIsNotUTF8IsNamed() {
        var bytes = Array((Self.header + "case k\ndescription ").utf8)
        bytes += [0xFF, 0x0A]
        #expect(throws: CaseFileError(file: "f.cases", line: 5, "the line is not UTF-8; write other bytes as \\xHH")) {
            try CaseFile.family(bytes, file: "f.cases")
        }
    }

    @Test func crlfLineEndsAndAByteOrderMarkReadAlike() throws {
        let text = Self.header + "case k\ndescription d\nclauses C-4.3\nflags Demo\nfield\nscan a -> accepted a\nfinal a\n"
        let crlf = TextLines.byteOrderMark + Array(text.split(separator: "\n").joined(separator: "\r\n").utf8)
        let plain = try family(text).drafts().map(\.expectation)
        #expect(try CaseFile.family(crlf, file: "f.cases").drafts().map(\.expectation) == plain)
    }

    @Test func aRefusedCaseHasScansWithoutOutcomesAndTheRefusal() throws {
        let parsed = try family(Self.header + """
            case refused
            description d
            clauses C-4.20
            field validate=checkDigit validate=matches=[] validate=length=-1...-5
            scan AB-123456
            refused 1 matches emptyClass at 0
            """)
        let draft = try #require(parsed.drafts().first)
        #expect(draft.field == FieldSpec(rules: [.checkDigit, .pattern("[]"), .lengthRange(-1, -5)]))
        #expect(draft.input.decoded == .direct([Scan("AB-123456")]))
        #expect(draft.expectation == .refused(ConfigurationRefusal(position: 1, rule: "matches", reason: "emptyClass", offset: 0)))
    }

    @Test func aParseCaseIsTheParsersInputWithTheAnswerTheSpecGives() throws {
        let parsed = try family(Self.header + """
            case rejected
            description d
            clauses C-7.40
            parse form=unbracketed relax=no-requisites,no-exclusions separators=~ year=2030 "~01 x"
            rejected csum 01 at 15

            case accepted
            description d
            clauses C-7.40
            parse (91)A
            accepted
            element 91 A
            bracketed (91)A
            unbracketed ^91A
            link none notAnAttribute 91
            """)
        let drafts = parsed.drafts()
        try #require(drafts.count == 2)
        #expect(drafts[0].gs1 == GS1ParseCase(
            input: Array("~01 x".utf8), form: .unbracketed, relaxed: [.requisites, .exclusions], separatorSubstitutes: [UInt8(ascii: "~")],
            referenceYear: 2030))
        #expect(drafts[0].expectation == .gs1Parse(GS1ParseOutcome.rejected(kind: "csum", ai: "01", offset: 15)))
        // Every parser vector cites C-7.42, a rejected one C-7.41 too (VectorDraft.gs1Parse).
        #expect(drafts[0].clauses == ["C-7.40", "C-7.42", "C-7.41"])
        #expect(drafts[1].gs1 == GS1ParseCase("(91)A"))
        #expect(drafts[1].expectation == .gs1Parse(GS1ParseOutcome.accepted(
            elements: [("91", "A")], bracketed: "(91)A", unbracketed: "^91A",
            digitalLink: .object([("notRepresentable", .string("notAnAttribute")), ("ai", .string("91"))]))))
    }

    @Test(arguments: [
        ("field validate=matches=[]\nscan a -> accepted a\nrefused 0 matches emptyClass at 0\n", 8,
         "a refused field does nothing with a scan: write 'scan [TYPE] VALUE' without '->'"),
        ("field validate=matches=[]\nscan a\nrefused matches emptyClass\n", 9, "expected 'refused POSITION RULE REASON [at OFFSET]'"),
        ("field validate=matches=[]\nrefused 0 matches emptyClass at first\n", 8, "an offset is a whole number, found 'first'"),
        ("field validate=matches=[]\nrefused 0 matches emptyClass\nfinal none\n", 9, "unexpected 'final' at the end of case 'k'"),
        ("parse\n", 7, "expected 'parse [SETTING...] INPUT'"),
        ("parse form=boxed (01)1\nrejected csum at 0\n", 7,
         "unknown form 'boxed'; forms: \(GS1InputForm.allCases.map(\.rawValue).joined(separator: ", "))"),
        ("parse colour=red (01)1\nrejected csum at 0\n", 7, "unknown parse setting 'colour'; settings: form, relax, separators, year"),
        ("parse strict (01)1\nrejected csum at 0\n", 7,
         "expected form=, relax=, separators= or year= before the input, found 'strict' (quote an input with blanks)"),
        ("parse year=soon (01)1\nrejected csum at 0\n", 7, "a year is a whole number, found 'soon'"),
        ("parse (01)1\n", 7, "a parse case needs its answer: 'rejected ...' or 'accepted' and its outputs"),
        ("parse (01)1\nrejected csum 01 15\n", 8, "expected 'rejected KIND [AI] at OFFSET'"),
        ("parse (01)1\nrejected badness at 0\n", 8, "'badness' is not an error kind of SPEC C-7.41"),
        ("parse (01)1\nfine\n", 8, "expected 'rejected KIND [AI] at OFFSET' or 'accepted', found 'fine'"),
        ("parse (91)A\naccepted yes\n", 8, "'accepted' stands alone; its outputs follow on their own lines"),
        ("parse (91)A\naccepted\nelement 91\n", 9, "expected 'element AI VALUE'"),
        ("parse (91)A\naccepted\nelement 91 A\nunbracketed ^91A\n", 10, "an accepted parse needs its 'bracketed VALUE' line here"),
        ("parse (91)A\naccepted\nbracketed (91)A\nunbracketed ^91A\n", 8, "an accepted parse needs its 'link' line here"),
        ("parse (91)A\naccepted\nbracketed (91)A\nunbracketed ^91A\nlink none\n", 11,
         "expected 'link URI', 'link none noPrimaryKey' or 'link none notAnAttribute AI'"),
        ("parse (91)A\nrejected csum at 0\nfinal none\n", 9, "unexpected 'final' at the end of case 'k'"),
    ])
    func aBadRefusalOrParseLineIsNamedByFileAndLine(input: String, line: Int, message: String) {
        #expect(error(CaseFileTests.header + "case k\ndescription d\nclauses C-7.40\n" + input) == CaseFileError(file: "C-04/demo.cases", line: line, message))
    }

    /// A family with a computed part has its rows, then the computed drafts (`normalization`: every type's sample;
    /// `barcode-types`: each named set's memberships); a family without one is the case file's rows alone.
    @Test func aComputedPartFollowsTheRowsOfItsFamily() throws {
        func rows(_ name: String) throws -> VectorFamily {
            try CaseFile.family(Array("family \(name)\ndescription d\ncase row\ndescription d\nclauses C-3.1\nfield\nfinal none\n".utf8), file: "f.cases")
        }
        let normalization = ComputedPart.joined(try rows("normalization")).drafts()
        #expect(normalization.first?.key == "row" && normalization.count == 1 + BarcodeType.allCases.count)
        #expect(normalization.dropFirst().allSatisfy { $0.key.hasPrefix("every-type/") && $0.expectation == nil })
        let types = ComputedPart.joined(try rows("barcode-types")).drafts()
        #expect(types.first?.key == "row" && types.count == 1 + BarcodeTypeSet.named.count * BarcodeType.allCases.count)
        #expect(ComputedPart.joined(try rows("demo")).drafts().map(\.key) == ["row"])
    }

    /// A folder of case files, `SECTION/NAME.cases` each, written to a fresh temporary folder.
    private func folder(_ files: [String: String]) throws -> String {
        let root = NSTemporaryDirectory() + "zipzap-cases-" + UUID().uuidString
        for (path, text) in files {
            try FileManager.default.createDirectory(atPath: root + "/" + path.split(separator: "/")[0], withIntermediateDirectories: true)
            try FileSystem.writeAtomically(Array(text.utf8), to: root + "/" + path)
        }
        return root
    }

    private func row(_ key: String, _ clause: String) -> String {
        "case \(key)\ndescription d\nclauses \(clause)\nflags Demo\nfield\nfinal none\n"
    }

    /// A case sits in the folder of its first clause's section, where its vector is published; a family whose
    /// cases cite several sections first is one family over their files, its header in one of them.
    @Test func aFamilyOverSeveralSectionsIsOneFamily() throws {
        let root = try folder([
            "C-04/demo.cases": Self.header + row("four", "C-4.3 C-3.1"),
            "C-03/demo.cases": "family demo\n# more of demo\n" + row("three", "C-3.1 C-4.3"),
        ])
        let families = try CaseFolder.families(in: root)
        #expect(families.map(\.name) == ["demo"])
        #expect(families.first?.drafts().map(\.key) == ["three", "four"])
        #expect(families.first?.description == "a demo family" && families.first?.flags.map(\.name) == ["Demo"])
    }

    @Test func aCaseInAnotherSectionsFolderIsRefused() throws {
        let root = try folder(["C-06/demo.cases": Self.header + row("one", "C-6.1") + row("two", "C-4.4 C-6.1")])
        #expect(throws: CaseFolder.Failures(errors: [CaseFileError(file: root + "/C-06/demo.cases", line: 10,
            "case 'two' cites C-4.4 first, so its vector is published in C-04, not C-06: move it to that section's folder")])) {
            try CaseFolder.families(in: root)
        }
    }

    @Test(arguments: [
        (["C-04/other.cases": CaseFileTests.header + "case k\ndescription d\nclauses C-4.3\nflags Demo\nfield\nfinal none\n"],
         "C-04/other.cases", "the file of family 'demo' is named demo.cases"),
        (["C-04/demo.cases": "family demo\ncase k\ndescription d\nclauses C-4.3\nfield\nfinal none\n"],
         "C-04/demo.cases", "no file of family 'demo' has its 'description TEXT' and flags"),
        (["C-04/demo.cases": CaseFileTests.header, "C-05/demo.cases": CaseFileTests.header],
         "C-05/demo.cases", "family 'demo' has its description in ROOT/C-04/demo.cases already"),
    ])
    func aFamilyMisfiledIsNamed(files: [String: String], file: String, message: String) throws {
        let root = try folder(files)
        #expect(throws: CaseFolder.Failures(errors: [CaseFileError(file: root + "/" + file, line: 1, message.replacingOccurrences(of: "ROOT", with: root))])) {
            try CaseFolder.families(in: root)
        }
    }
}
