import Testing
@testable import ZipZapConformance

@Suite struct JSONTests {
    private func parse(_ text: String) throws -> JSONValue { try JSONParser.parse(Array(text.utf8)) }

    @Test func parsesEveryKindOfValue() throws {
        let value = try parse(#"{"a": [1, -2.5e3, true, false, null], "b": "x\u00e9\ud83d\ude00\n", "c": {}}"#)
        #expect(value["a"] == .array([.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null]))
        #expect(value["b"] == .string("xé😀\n"))
        #expect(value["c"] == .object([]))
    }

    @Test(arguments: [
        ("{\"a\": 1,}", 1, 9, "expected a member name in quotes"),
        ("{\"a\": 1}\n  x", 2, 3, "unexpected text after the JSON value"),
        ("[1, 2\n", 2, 1, "unexpected end of input inside an array"),
        ("{\"a\": 1, \"a\": 2}", 1, 13, "duplicate member name \"a\""),
        ("\"\\ud800\"", 1, 8, "unpaired surrogate \\ud800"),
        ("01", 1, 2, "unexpected text after the JSON value"),
        ("\"a\tb\"", 1, 3, "control character U+0009 must be escaped in a string"),
        ("", 1, 1, "unexpected end of input, expected a value"),
        ("nul", 1, 1, "invalid literal, expected 'null'"),
    ])
    func reportsLineAndColumn(text: String, line: Int, column: Int, message: String) {
        #expect(throws: JSONParser.Error(line: line, column: column, message: message)) { try JSONParser.parse(Array(text.utf8)) }
    }

    @Test func refusesInvalidUTF8AndDeepNesting() {
        #expect(throws: JSONParser.Error.self) { try JSONParser.parse([0x22, 0xFF, 0x22]) }
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: JSONParser.Error.self) { try JSONParser.parse(Array(deep.utf8)) }
    }

    @Test func writerOutputParsesBackToTheSameValue() throws {
        let value = JSONValue.object([
            ("text", .string("tab\t quote\" backslash\\ nul\u{0} del\u{7F} sep\u{2028} é")),
            ("list", .array((0..<40).map { .int($0) })), ("nested", .object([("x", .null)])),
        ])
        let writer = JSONWriter()
        #expect(try parse(writer.document(value)) == value)
        #expect(try parse(writer.compact(value)) == value)
        #expect(!writer.document(value).dropLast().contains("\u{2028}"))
    }

    @Test func writerEscapesExactlyTheUnreadableScalars() {
        let text = "q\" b\\ \n\r\t \u{0}\u{1F}\u{7F} \u{80}\u{9F}\u{A0} \u{2027}\u{2028}\u{2029} é😀"
        #expect(JSONWriter.quoted(text) == #""q\" b\\ \n\r\t \u0000\u001F\u007F \u0080\u009F\#u{A0} \#u{2027}\u2028\u2029 é😀""#)
        #expect(JSONWriter().compact(.object([("k\u{85}", .array([.string("v"), .null]))])) == #"{"k\u0085": ["v", null]}"#)
    }

    @Test func duplicateMemberNamesAreRefusedInLargeObjectsToo() {
        let members = (0..<40).map { "\"m\($0)\": \($0)" }
        #expect(throws: JSONParser.Error.self) { try JSONParser.parse(Array(("{" + (members + ["\"m3\": 0"]).joined(separator: ", ") + "}").utf8)) }
        #expect(throws: JSONParser.Error.self) { try JSONParser.parse(Array(("{" + (members + ["\"m39\": 0"]).joined(separator: ", ") + "}").utf8)) }
        #expect((try? JSONParser.parse(Array(("{" + members.joined(separator: ", ") + "}").utf8))) != nil)
    }

    @Test func equivalenceIgnoresMemberOrder() throws {
        let a = try parse(#"{"x": 1, "y": [{"p": 1, "q": 2}]}"#)
        let b = try parse(#"{"y": [{"q": 2, "p": 1}], "x": 1}"#)
        #expect(a.isEquivalent(to: b))
        #expect(a != b)
        #expect(!a.isEquivalent(to: try parse(#"{"y": [{"q": 2, "p": 1}], "x": 2}"#)))
    }

    @Test func sha256MatchesFIPSExamples() {
        #expect(SHA256.hexDigest([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hexDigest(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hexDigest(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }
}
