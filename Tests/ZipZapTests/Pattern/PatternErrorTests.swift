import Testing
import ZipZap

/// Every way a pattern falls outside the portable subset: the reason and the scalar offset where it starts.
@Suite struct PatternErrorTests {
    typealias Reason = PatternError.Reason

    @Test(arguments: [
        // Lookaround, named groups, flags and other group extensions.
        ("a(?=b)", Reason.unsupportedConstruct("lookahead (?="), 1),
        ("(?!b)", .unsupportedConstruct("negative lookahead (?!"), 0),
        ("x(?<=b)", .unsupportedConstruct("lookbehind (?<="), 1),
        ("(?<!b)", .unsupportedConstruct("negative lookbehind (?<!"), 0),
        ("(?<name>a)", .unsupportedConstruct("named group (?<"), 0),
        ("(?P<name>a)", .unsupportedConstruct("named group (?P"), 0),
        ("(?'name'a)", .unsupportedConstruct("named group (?'"), 0),
        ("(?>a)", .unsupportedConstruct("atomic group (?>"), 0),
        ("(?(1)a|b)", .unsupportedConstruct("conditional (?("), 0),
        ("(?#note)", .unsupportedConstruct("comment (?#"), 0),
        ("(?|a)", .unsupportedConstruct("branch reset (?|"), 0),
        ("(?i)abc", .unsupportedConstruct("inline flags or group option (?i"), 0),
        ("ab(?i:c)", .unsupportedConstruct("inline flags or group option (?i"), 2),
        ("(?", .unsupportedConstruct("(?"), 0),
        // Escapes.
        ("a\\1", .unsupportedEscape("\\1"), 1), ("\\b", .unsupportedEscape("\\b"), 0),
        ("\\B", .unsupportedEscape("\\B"), 0), ("\\A", .unsupportedEscape("\\A"), 0),
        ("a\\Z", .unsupportedEscape("\\Z"), 1), ("\\z", .unsupportedEscape("\\z"), 0),
        ("\\p{L}", .unsupportedEscape("\\p"), 0), ("\\k<a>", .unsupportedEscape("\\k"), 0),
        ("\\0", .unsupportedEscape("\\0"), 0), ("\\cA", .unsupportedEscape("\\c"), 0),
        ("\\e", .unsupportedEscape("\\e"), 0), ("\\#", .unsupportedEscape("\\#"), 0),
        ("[\\b]", .unsupportedEscape("\\b"), 1), ("é\\é", .unsupportedEscape("\\é"), 1),
        ("\\Qa.b\\E", .unsupportedConstruct("quoting \\Q…\\E"), 0),
        ("\\x4", .malformedEscape("\\x4"), 0), ("ab\\xG1", .malformedEscape("\\xG"), 2),
        ("\\u12", .malformedEscape("\\u12"), 0), ("\\u{41}", .malformedEscape("\\u{"), 0),
        ("\\uD800", .malformedEscape("\\uD800"), 0), ("abc\\", .danglingEscape, 3), ("[a\\", .danglingEscape, 2),
        // Parentheses.
        ("(ab", .unbalancedParenthesis, 0), ("a(b(c)", .unbalancedParenthesis, 1), ("ab)", .unbalancedParenthesis, 2),
        (")", .unbalancedParenthesis, 0), ("(a))", .unbalancedParenthesis, 3),
        ("a]", .unescapedMetacharacter("]"), 1), ("a}", .unescapedMetacharacter("}"), 1),
        // Classes.
        ("[]", .emptyClass, 0), ("a[^]", .emptyClass, 1), ("[]a]", .emptyClass, 0), ("[abc", .unterminatedClass, 0),
        ("x[^", .unterminatedClass, 1), ("[z-a]", .invalidRange, 1), ("ab[\\d-z]", .invalidRange, 3),
        ("[a-\\w]", .invalidRange, 3), ("[a-c-e]", .misplacedHyphen, 4), ("[--/]", .unsupportedConstruct("class set operation --"), 1),
        ("[a--]", .unsupportedConstruct("class set operation --"), 2), ("[--]", .unsupportedConstruct("class set operation --"), 1),
        ("[^a~~b]", .unsupportedConstruct("class set operation ~~"), 3), ("[!--]", .unsupportedConstruct("class set operation --"), 2),
        ("[[:alpha:]]", .unsupportedConstruct("POSIX class [:"), 1), ("[[=a=]]", .unsupportedConstruct("collating element [="), 1),
        ("[a[b]]", .unescapedMetacharacter("["), 2), ("[a&&b]", .unsupportedConstruct("class set operation &&"), 2),
        // Quantifiers.
        ("*a", .nothingToRepeat, 0), ("a|+", .nothingToRepeat, 2), ("(?a)", .unsupportedConstruct("inline flags or group option (?a"), 0),
        ("(*)", .nothingToRepeat, 1), ("{2}", .nothingToRepeat, 0), ("^*", .quantifiedAnchor, 1),
        ("a$+", .quantifiedAnchor, 2), ("^{2}", .quantifiedAnchor, 1), ("a**", .stackedQuantifier, 2),
        ("a{2}{3}", .stackedQuantifier, 4), ("a???", .stackedQuantifier, 3), ("a*?+", .stackedQuantifier, 3),
        ("a*+", .possessiveQuantifier, 2), ("a++", .possessiveQuantifier, 2), ("a?+", .possessiveQuantifier, 2),
        ("a{", .invalidQuantifier, 1), ("a{x}", .invalidQuantifier, 1), ("a{,3}", .invalidQuantifier, 1),
        ("a{3,2}", .invalidQuantifier, 1), ("a{1001}", .invalidQuantifier, 1), ("a{2,1001}", .invalidQuantifier, 1),
        ("a{ 2}", .invalidQuantifier, 1), ("a{2", .invalidQuantifier, 1), ("{", .invalidQuantifier, 0),
        ("a{99999999999999999999}", .invalidQuantifier, 1), ("x{a", .invalidQuantifier, 1),
    ] as [(String, Reason, Int)])
    func rejects(pattern: String, reason: Reason, offset: Int) {
        #expect(throws: PatternError(reason, at: offset)) { try PortablePattern(pattern) }
        // Checking without compiling finds the same problem.
        #expect(throws: PatternError(reason, at: offset)) { try PortablePattern.size(of: pattern) }
    }

    /// `size(of:)` is the size compiling gives (PATTERNS.md: one per atom, anchors and empties included, a counted
    /// repetition's child once per copy).
    @Test(arguments: [("(?:ab){3}", 6), (#"^LOC-\d{4}$"#, 10), ("a{1000}", 1000), ("(ab|c){3}", 9), ("a{0}", 0), ("(a|b)*c", 3), ("", 1)])
    func sizeOfIsTheCompiledSize(pattern: String, size: Int) throws {
        #expect(try PortablePattern.size(of: pattern) == size)
        #expect(try PortablePattern(pattern).size == size)
    }

    @Test func boundsOnSizeAndNesting() throws {
        _ = try PortablePattern("a{1000}b{1000}c{1000}d{1000}e{1000}f{1000}g{1000}h{1000}i{1000}j{1000}")
        #expect(throws: PatternError(.tooLarge, at: 0)) {
            try PortablePattern("a{1000}b{1000}c{1000}d{1000}e{1000}f{1000}g{1000}h{1000}i{1000}j{1000}k")
        }
        #expect(throws: PatternError(.tooLarge, at: 0)) { try PortablePattern("((a{1000}){1000}){1000}") }
        #expect(throws: PatternError(.tooLarge, at: 0)) { try PortablePattern.size(of: "((a{1000}){1000}){1000}") }
        #expect(throws: PatternError(.tooLarge, at: 0)) { try PortablePattern("(((){1000}){1000}){1000}") }
        #expect(throws: PatternError(.tooLarge, at: 0)) { try PortablePattern(String(repeating: "(^$){1000}", count: 6)) }
        _ = try PortablePattern(String(repeating: "a", count: 4096))
        #expect(throws: PatternError(.tooLarge, at: 4096)) { try PortablePattern(String(repeating: "a", count: 4097)) }
        _ = try PortablePattern(String(repeating: "(", count: 100) + String(repeating: ")", count: 100))
        #expect(throws: PatternError(.tooDeeplyNested, at: 100)) {
            try PortablePattern(String(repeating: "(", count: 101) + String(repeating: ")", count: 101))
        }
    }

    @Test func descriptionNamesOffsetAndProblem() {
        #expect(PatternError(.unsupportedConstruct("lookahead (?="), at: 4).description
            == "pattern offset 4: lookahead (?= is not in the portable subset")
        #expect(PatternError(.unsupportedEscape("\\b"), at: 0).description
            == "pattern offset 0: the escape \\b is not in the portable subset")
    }
}
