package zipzap.pattern;

import java.nio.charset.StandardCharsets;

/**
 * A quick check of the engine against the examples PATTERNS.md itself gives (no reference code, no vectors):
 * `java -cp build/classes zipzap.pattern.PatternSelfTest` prints "N passed, N failed" and exits 1 on a failure.
 */
public final class PatternSelfTest {
    private static int passed, failed;

    private PatternSelfTest() {}

    public static void main(String[] args) {
        refusals();
        matching();
        limits();
        System.out.println(passed + " passed, " + failed + " failed");
        if (failed > 0) System.exit(1);
    }

    private static void refusals() {
        String[][] cases = {
            {"\\1", "unsupportedEscape", "0"}, {"a\\b", "unsupportedEscape", "1"}, {"[\\b]", "unsupportedEscape", "1"},
            {"\\#", "unsupportedEscape", "0"}, {"\\é", "unsupportedEscape", "0"}, {"\\Qa\\E", "unsupportedConstruct", "0"},
            {"ab\\", "danglingEscape", "2"}, {"\\x4", "malformedEscape", "0"}, {"\\u12", "malformedEscape", "0"},
            {"\\u{41}", "malformedEscape", "0"}, {"\\uD800", "malformedEscape", "0"}, {"a]", "unescapedMetacharacter", "1"},
            {"}", "unescapedMetacharacter", "0"}, {"[a-c-e]", "misplacedHyphen", "4"}, {"[--]", "unsupportedConstruct", "1"},
            {"[!--]", "unsupportedConstruct", "2"}, {"[a--]", "unsupportedConstruct", "2"}, {"[a&&b]", "unsupportedConstruct", "2"},
            {"[a~~b]", "unsupportedConstruct", "2"}, {"[]", "emptyClass", "0"}, {"[^]", "emptyClass", "0"},
            {"[]a]", "emptyClass", "0"}, {"x[]", "emptyClass", "1"}, {"x[^]", "emptyClass", "1"},
            {"[z-a]", "invalidRange", "1"}, {"[\\d-z]", "invalidRange", "1"}, {"[a-\\w]", "invalidRange", "3"},
            {"[[:alpha:]]", "unsupportedConstruct", "1"}, {"[[=a=]]", "unsupportedConstruct", "1"},
            {"[a[b]", "unescapedMetacharacter", "2"}, {"[abc", "unterminatedClass", "0"}, {"[a-", "unterminatedClass", "0"},
            {"x[a\\]", "unterminatedClass", "1"}, {"(?=a)", "unsupportedConstruct", "0"}, {"(?<n>a)", "unsupportedConstruct", "0"},
            {"(?i)a", "unsupportedConstruct", "0"}, {"a(?", "unsupportedConstruct", "1"}, {"((a)", "unbalancedParenthesis", "0"},
            {"(a", "unbalancedParenthesis", "0"}, {"a)", "unbalancedParenthesis", "1"}, {"(a(b", "unbalancedParenthesis", "2"},
            {"(a\\b", "unsupportedEscape", "2"}, {"*a", "nothingToRepeat", "0"}, {"a|+", "nothingToRepeat", "2"},
            {"(*)", "nothingToRepeat", "1"}, {"{2}", "nothingToRepeat", "0"}, {"{2}a", "nothingToRepeat", "0"},
            {"^*", "quantifiedAnchor", "1"}, {"$+", "quantifiedAnchor", "1"}, {"^{2}", "quantifiedAnchor", "1"},
            {"a**", "stackedQuantifier", "2"}, {"a{2}{3}", "stackedQuantifier", "4"}, {"a???", "stackedQuantifier", "3"},
            {"a*?+", "stackedQuantifier", "3"}, {"a*{,2}", "stackedQuantifier", "2"}, {"a*+", "possessiveQuantifier", "2"},
            {"a++", "possessiveQuantifier", "2"}, {"a?+", "possessiveQuantifier", "2"}, {"a{2}+", "possessiveQuantifier", "4"},
            {"a{", "invalidQuantifier", "1"}, {"a{x}", "invalidQuantifier", "1"}, {"a{,3}", "invalidQuantifier", "1"},
            {"a{3,2}", "invalidQuantifier", "1"}, {"a{1001}", "invalidQuantifier", "1"}, {"a{ 2}", "invalidQuantifier", "1"},
            {"{", "invalidQuantifier", "0"}, {"{3,2}a", "invalidQuantifier", "0"}, {"^{,2}", "invalidQuantifier", "1"},
            {"x{1000}".repeat(10) + "x", "tooLarge", "0"}, {"a".repeat(4097), "tooLarge", "4096"},
            {"(".repeat(101) + ")".repeat(101), "tooDeeplyNested", "100"},
            {"(".repeat(100) + "(?=a)" + ")".repeat(100), "unsupportedConstruct", "100"},
        };
        for (String[] c : cases) {
            String got;
            try {
                Pattern.compile(c[0]);
                got = "accepted";
            } catch (PatternRefusal r) {
                got = r.reason + "@" + r.offset;
            }
            check(got.equals(c[1] + "@" + c[2]), "refuse " + abbreviate(c[0]) + ": want " + c[1] + "@" + c[2] + ", got " + got);
        }
        String[] valid = {"", "[-a]", "[a-]", "[-]", "[^-]", "(^)*", "(a|)", "|", "()", "[a&b~|]", "x{1000}".repeat(10),
            "a{0}", "a{001,1000}?", "[\\]a]", "\\-", "[\\d-]", "(?:a)", "(".repeat(100) + ")".repeat(100)};
        for (String v : valid) {
            try {
                Pattern.compile(v);
                check(true, v);
            } catch (PatternRefusal r) {
                check(false, "accept " + abbreviate(v) + ": got " + r.reason + "@" + r.offset);
            }
        }
    }

    private static void matching() {
        Object[][] cases = {
            {"", "", true}, {"", "abc", true}, {"b", "abc", true}, {"^abc$", "abc\n", false}, {"^abc$", "abc", true},
            {"^b", "ab", false}, {"a$", "ab", false}, {"e\u0301", "e\u0301", true}, {"^.$", "e\u0301", false},
            {"^\\d+$", "12\u0663", false}, {"^\\w$", "é", false}, {"^\\s$", "\u000B", true}, {"^.$", "\u0085", false},
            {"^.$", "\u000C", true}, {"^[^a]$", "\n", true}, {"^\\v\\f$", "\u000B\u000C", true}, {"^$", "", true},
            {"$^", "", true}, {"a|^$", "", true}, {"^(a|aa)*b$", "a".repeat(10000), false}, {"(^)*a", "ba", true},
            {"^a{3}$", "aaa", true}, {"^a{3}$", "aaaa", false}, {"^a{2,}$", "a", false}, {"^(ab|c){3}$", "abcab", true},
            {"^a{0}$", "", true}, {"^\\x41\\u00e9$", "Aé", true}, {"^[a-c]+$", "abcb", true}, {"^[^\\d]$", "5", false},
        };
        for (Object[] c : cases) match((String) c[0], ((String) c[1]).getBytes(StandardCharsets.UTF_8), (Boolean) c[2]);
        // §1: maximal ill-formed subparts.
        match("^\uFFFD{3}$", bytes(0xED, 0xA0, 0x80), true);
        match("^\uFFFD{2}$", bytes(0xC0, 0xAF), true);
        match("^\uFFFD2$", bytes(0xE2, 0x82, 0x32), true);
        match("^.$", bytes(0xF0, 0x9F, 0x98, 0x80), true);
        match("^\\x00$", bytes(0), true);
    }

    /** Answers at the limits (the speed of these is PatternBenchmark's, not a test's). */
    private static void limits() {
        byte[] big = "a".repeat(65536).getBytes(StandardCharsets.UTF_8);
        match(".{1000}".repeat(10), big, true);
        match("^(.{1000}){9}b", big, false);
        match("(a|b)*a(a|b){20}c", big, false);
        match("x{1000}".repeat(4), big, false);
        String emoji = "\uD83D\uDE00";
        match(emoji.repeat(4096), emoji.repeat(4098).getBytes(StandardCharsets.UTF_8), true);
        match(emoji.repeat(4096), emoji.repeat(4095).getBytes(StandardCharsets.UTF_8), false);
    }

    private static void match(String pattern, byte[] value, boolean expected) {
        try {
            boolean got = Pattern.compile(pattern).matches(value);
            check(got == expected, "match " + abbreviate(pattern) + " on " + value.length + " bytes: want " + expected);
        } catch (PatternRefusal r) {
            check(false, "match " + abbreviate(pattern) + ": refused " + r.reason + "@" + r.offset);
        }
    }

    private static byte[] bytes(int... values) {
        byte[] out = new byte[values.length];
        for (int i = 0; i < values.length; i++) out[i] = (byte) values[i];
        return out;
    }

    private static String abbreviate(String s) {
        return s.length() > 40 ? s.substring(0, 40) + "…" : s;
    }

    private static void check(boolean ok, String what) {
        if (ok) {
            passed++;
        } else {
            failed++;
            System.out.println("FAIL " + what);
        }
    }
}
