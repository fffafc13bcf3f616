import Testing
@testable import ZipZapMutation

@Suite struct SwiftLexerTests {
    private func texts(_ source: String) -> [String] {
        let lexer = SwiftLexer(Array(source.utf8))
        return lexer.tokens().map { lexer.text(of: $0) }
    }

    @Test func commentsAreSkippedAndBlockCommentsNest() {
        #expect(texts("a /* x /* y */ < */ < b // c < d\n e") == ["a", "<", "b", "e"])
    }

    @Test func stringsAreOneTokenWithInterpolationsAndRawDelimiters() {
        #expect(texts(#"x = "a < \("b)" + (1 < 2))" < c"#) == ["x", "=", #""a < \("b)" + (1 < 2))""#, "<", "c"])
        #expect(texts(##"#"a \" < "# == y"##) == [##"#"a \" < "#"##, "==", "y"])
        #expect(texts("f(\"\"\"\n a \" < \n\"\"\") < 3") == ["f", "(", "\"\"\"\n a \" < \n\"\"\"", ")", "<", "3"])
    }

    @Test func numbersKnowIntegersFromFloats() {
        let lexer = SwiftLexer(Array("1_000 0x1F 2.5 1e3 t.0".utf8))
        let kinds = lexer.tokens().map(\.kind)
        #expect(kinds == [.number(isInteger: true), .number(isInteger: true), .number(isInteger: false),
                          .number(isInteger: false), .identifier, .punctuation, .number(isInteger: true)])
    }

    @Test func operatorsAreMaximalAndDotOperatorsStartWithADot() {
        #expect(texts("a..<b c...d x!=y e!.f") == ["a", "..<", "b", "c", "...", "d", "x", "!=", "y", "e", "!", ".", "f"])
    }

    @Test func whitespaceAroundTokensIsRecorded() {
        let tokens = SwiftLexer(Array("a < b<c>(d)".utf8)).tokens()
        #expect(tokens[1].spaceBefore && tokens[1].spaceAfter)
        #expect(!tokens[4].spaceBefore && !tokens[4].spaceAfter)
    }

    @Test func linesAndColumnsCountMultiLineStrings() {
        let tokens = SwiftLexer(Array("let s = \"\"\"\n x\n \"\"\"\n  y".utf8)).tokens()
        #expect(tokens.last.map { ($0.line, $0.column) }! == (4, 3))
    }
}
