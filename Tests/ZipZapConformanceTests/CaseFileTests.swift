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
            field types=retailProduct,qr normalize=trimmed validate=length=3 "validate=matches=^a\\\\d" validate=custom=typeIs:ean8 initial=xy
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
            rules: [.length(minimum: 3, maximum: 3), .pattern("^a\\d"), .custom(.typeIs(.ean8))], initialValue: Array("xy".utf8)))
        let scans = [Scan(value: [0xFF, 0x62], type: .ean13), Scan("abc"), Scan("x", type: .qr)]
        #expect(draft.input.decoded == .direct(scans))
        let trace = [Expect.rejected("length", position: 0).traceEntry(event: 0, scan: scans[0]),
                     Expect.accepted("abc", changed: false).traceEntry(event: 1, scan: scans[1]),
                     Expect.ignored(.qr).traceEntry(event: 2, scan: scans[2])]
        #expect(draft.handExpectation == .exact(ReferenceEngine.Result(trace: trace, value: nil)))
    }

    @Test func quotedNoneIsAValueAndAnInvertedRangeIsKeptAsARefusal() throws {
        let parsed = try family(Self.header + "case two\ndescription d\nclauses C-4.3\nflags Demo\nfield validate=length=5...2 types=\nfinal \"none\"\n")
        let draft = try #require(parsed.drafts().first)
        #expect(draft.field == FieldSpec(types: BarcodeTypeSet(), rules: [.lengthRange(5, 2)]))
        #expect(draft.handExpectation == .exact(ReferenceEngine.Result(trace: [], value: Array("none".utf8))))
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
        (CaseFileTests.header + "case k\ndescription d\nclauses C-4.3\nfield\nfinal a\nflags Demo\n", 9, "unexpected 'flags' after 'final' in case 'k'"),
    ])
    func aBadLineIsNamedByFileAndLine(text: String, line: Int, message: String) {
        #expect(error(text) == CaseFileError(file: "C-04/demo.cases", line: line, message))
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
        #expect(draft.input == expected.input && draft.handExpectation == expected.handExpectation)
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
        let plain = try family(text).drafts().map(\.handExpectation)
        #expect(try CaseFile.family(crlf, file: "f.cases").drafts().map(\.handExpectation) == plain)
    }
}
