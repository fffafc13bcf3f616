import Testing
@testable import ZipZap

/// Each construct of the portable subset, matching and not matching; the expectations follow from PATTERNS.md. Each
/// case runs on both engines: the eager deterministic automaton and the on-demand one it falls back to.
@Suite struct PatternMatchingTests {
    static let onDemandOnly = PatternDFA.Limits(states: 0)

    static func expectMatch(
        _ pattern: String, _ value: String, _ expected: Bool, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        do {
            for limits in [PatternDFA.Limits.standard, onDemandOnly] {
                let compiled = try PortablePattern(pattern, deterministicLimits: limits)
                #expect(compiled.matches(Array(value.utf8)) == expected,
                        "\(pattern) on \(value.debugDescription), limits \(limits)", sourceLocation: sourceLocation)
            }
        } catch {
            Issue.record("\(pattern) should compile: \(error)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: [
        // Search semantics: a match anywhere is enough; anchors pin it.
        ("abc", "xxabcxx", true), ("abc", "ab", false), ("abc", "abd", false), ("abc", "ABC", false),
        ("^abc", "abcx", true), ("^abc", "xabc", false), ("abc$", "xabc", true), ("abc$", "abcx", false),
        ("^abc$", "abc", true), ("^abc$", "abc\n", false), ("^abc$", "\nabc", false), ("a$", "a\n", false),
        ("^$", "", true), ("^$", "x", false), ("^", "anything", true), ("$", "anything", true),
        ("", "", true), ("", "x", true), ("a^b", "ab", false), ("a$b", "ab", false), ("$^", "", true),
        ("$^", "x", false), ("(^|x)a", "a", true), ("(^|x)a", "ba", false), ("(^|x)a", "bxa", true),
        ("a($|x)", "ab", false), ("a($|x)", "ba", true), ("a($|x)", "axb", true), ("(^a|b$)", "xbx", false),
        ("(^a|b$)", "xb", true),
        // Dot.
        ("^.$", "a", true), ("^.$", "é", true), ("^.$", "😀", true), ("^.$", "\n", false), ("^.$", "\r", false),
        ("^.$", "\u{85}", false), ("^.$", "\u{2028}", false), ("^.$", "\u{2029}", false), ("^.$", "\t", true),
        ("^.$", "\u{0B}", true), ("^.$", "\u{0C}", true), ("^.$", "", false), ("^..$", "😀", false),
        // Escapes.
        ("^\\d$", "7", true), ("^\\d$", "a", false), ("^\\d$", "٣", false), ("^\\D$", "٣", true), ("^\\D$", "3", false),
        ("^\\w$", "_", true), ("^\\w$", "Z", true), ("^\\w$", "é", false), ("^\\W$", "é", true), ("^\\W$", "q", false),
        ("^\\s$", " ", true), ("^\\s$", "\u{0B}", true), ("^\\s$", "\u{A0}", false), ("^\\s$", "\u{2028}", false),
        ("^\\S$", "\u{A0}", true), ("^\\S$", "\t", false),
        ("^\\t\\n\\r\\f\\v$", "\t\n\r\u{0C}\u{0B}", true), ("^\\x41\\u00e9$", "Aé", true), ("^\\x41$", "a", false),
        ("^\\\\\\.\\^\\$\\|\\(\\)\\[\\]\\{\\}\\*\\+\\?\\/\\-$", "\\.^$|()[]{}*+?/-", true), ("\\.", "a", false),
        ("a/b", "a/b", true), ("a-b", "a-b", true), ("\\uFFFD", "\u{FFFD}", true),
        // Classes.
        ("^[abc]$", "b", true), ("^[abc]$", "d", false), ("^[^abc]$", "d", true), ("^[^abc]$", "a", false),
        ("^[^abc]$", "\n", true), ("^[a-z]+$", "hello", true), ("^[a-z]+$", "Hello", false),
        ("^[-a]$", "-", true), ("^[a-]$", "-", true), ("^[^-]$", "-", false), ("^[a\\-z]$", "-", true),
        ("^[a\\-z]$", "b", false), ("^[\\d_]$", "_", true), ("^[\\D]$", "5", false), ("^[\\w.]+$", "a.b_1", true),
        ("^[\\s]$", " ", true), ("^[^\\S]$", "\t", true), ("^[\\]]$", "]", true), ("^[.]$", "x", false),
        ("^[$^|*+?(){}/]+$", "$^|*+?(){}/", true), ("^[\\x41-\\x43]$", "B", true), ("^[é-ë]$", "ê", true),
        ("^[a-a]$", "a", true), ("^[😀-😂]$", "😁", true), ("^[-]$", "-", true), ("^[a~b&c|]+$", "~&|", true),
        // Groups and alternation.
        ("^(ab)+$", "ababab", true), ("^(ab)+$", "ababa", false), ("^(?:ab|cd)$", "cd", true),
        ("^(a|)$", "", true), ("^(|a)$", "a", true), ("^a|b$", "ax", true), ("^a|b$", "xb", true),
        ("^a|b$", "xbx", false), ("^(a|b)c$", "bc", true), ("()", "x", true), ("^()$", "", true), ("|", "x", true),
        ("^((a)|(b(c)))+$", "abca", true), ("^((a)|(b(c)))+$", "abcb", false),
        // Quantifiers.
        ("^a*$", "", true), ("^a*$", "aaa", true), ("^a*$", "ab", false), ("^a+$", "", false), ("^a+$", "aa", true),
        ("^a?$", "", true), ("^a?$", "aa", false), ("^a{3}$", "aaa", true), ("^a{3}$", "aa", false),
        ("^a{3}$", "aaaa", false), ("^a{2,}$", "a", false), ("^a{2,}$", "aaaaa", true), ("^a{2,3}$", "aaa", true),
        ("^a{2,3}$", "aaaa", false), ("^a{0}$", "", true), ("^a{0}$", "a", false), ("^a{0,0}b$", "b", true),
        ("^a{0,2}$", "aa", true), ("^a{1000}$", String(repeating: "a", count: 1000), true),
        ("^a{1000}$", String(repeating: "a", count: 999), false), ("^(ab){2}$", "abab", true),
        ("^a*?$", "aa", true), ("^a+?b$", "aab", true), ("^a??$", "a", true), ("^a{2}?$", "aa", true),
        ("^a{1,2}?$", "aaa", false), ("^(a*)*$", "aaa", true), ("^(a|aa)*b$", "aaab", true),
        ("^(a?){3}a{3}$", "aaa", true), ("^(^a)+$", "aa", false), ("^(^a)+$", "a", true), ("(a$)+", "xa", true),
        ("^[0-9]{13}$", "4006381333931", true), ("^[0-9]{13}$", "400638133393", false),
        ("^\\d{13}$", "40063813339310", false), ("^LOC-\\d{4}$", "LOC-1234", true), ("^LOC-\\d{4}$", "LOC-123", false),
        ("^LOC-\\d{4}$", "LOC-12345", false), ("^LOC-\\d{4}$", "loc-1234", false),
    ])
    func constructs(pattern: String, value: String, expected: Bool) {
        Self.expectMatch(pattern, value, expected)
    }

    @Test func everyKindOfByteCollectionMatchesAlike() throws {
        let pattern = try PortablePattern("^é\\d+$")
        let bytes = Array("é123".utf8)
        #expect(pattern.matches(bytes.lazy.map { $0 }))
        #expect(pattern.matches(bytes[...]))
        #expect(!pattern.matches(Array("é12x".utf8).lazy.map { $0 }))
        #expect(pattern.matches("é123".utf8))
        #expect(pattern.matches("xé123".dropFirst().utf8))
    }

    @Test func equalityAndDescriptionFollowTheSource() throws {
        #expect(try PortablePattern("^a$") == PortablePattern("^a$"))
        #expect(try PortablePattern("^a$") != PortablePattern("^(?:a)$"))
        #expect(try PortablePattern("^a$").description == "^a$")
        #expect(try Set([PortablePattern("a"), PortablePattern("a")]).count == 1)
    }
}
