import ZipZap
import ZipZapConformance

extension VectorFamily {
    /// Valid patterns next to the refusals of `pattern-refusals`, with values: each hex digit in each place of `\x`
    /// and `\u`, the class member forms that look like errors and are not, many non-ASCII ranges, anchors folded
    /// through groups and repetition, groups that close before the nesting limit, and the size limit reached
    /// exactly through each way PATTERNS.md counts. Expected answers come from PATTERNS.md's definitions, written out.
    static let patternSyntax = VectorFamily(
        name: "pattern-syntax",
        description: "Valid patterns at the edge of each refusal of PATTERNS.md §3, with values: hex digits, class member forms, non-ASCII ranges, anchors through groups, nesting, the size limit reached each way.",
        flags: [
            .init("PatternEscapeValue", bug: "a hex digit of \\x or \\u is read with the wrong value, or a valid one is refused",
                  breaks: "a rule naming a control character or a non-ASCII scalar by its code matches another one"),
            .init("PatternClassForm", bug: "a class member form the subset allows (a - first or last, a range from or to an escape, & and ~) is read differently",
                  breaks: "a class accepts a neighbour of its members or refuses one of them"),
            .init("PatternEmptyMatch", bug: "anchors inside groups, alternatives or repetitions are folded wrongly",
                  breaks: "rules such as (^|x)y match in the middle of a value, or not at its start"),
            .init("PatternDecoding", bug: "ill-formed UTF-8 inside a value is not read as one U+FFFD per maximal subpart, or the scalars after it are misread",
                  breaks: "a damaged scan matches a rule on one platform and not on another"),
            .init("PatternWordBoundary", bug: "an automaton of 64, 65 or 128 positions, or a loop back across the 64th, loses a position or a link",
                  breaks: "rules of a few dozen characters answer wrongly at one length"),
            .init("PatternSizeCount", bug: "the size of a pattern is counted otherwise than PATTERNS.md says",
                  breaks: "a pattern at the size limit is refused on one platform and compiled on another"),
        ],
        drafts: {
            hexDigitDrafts() + classFormDrafts() + nonASCIIRangeDrafts() + decodingDrafts() + emptyMatchDrafts() + wordBoundaryDrafts()
                + nestingDrafts()
                + sizeDrafts()
        })

    private static func syntaxVector(_ key: String, _ description: String, flag: String, _ pattern: String,
                                     _ values: [(String, Bool)], clauses: [String] = ["C-6.1", "C-6.3"]) -> VectorDraft {
        patternVector(key, description, clauses: clauses, flag: flag, pattern, values.map { (Scan($0.0), $0.1) })
    }

    private static func text(_ values: UInt32...) -> String {
        String(String.UnicodeScalarView(values.map { Unicode.Scalar($0)! }))
    }

    // MARK: Escapes

    /// Each hex digit (both cases) as the high and as the low digit of `\x`, and in each place of `\u`.
    private static func hexDigitDrafts() -> [VectorDraft] {
        let digits = Array("0123456789ABCDEFabcdef".unicodeScalars)
        return digits.map { digit in
            let value = UInt32(Int(String(digit), radix: 16)!)
            // \xD7 then \x4D: the digit high, then low.
            let high = value << 4 | 7, low = 0x40 | value
            // \u0DDD, and \uD000 except where that is a surrogate (D, d): \uD7FD instead.
            let repeated = value << 8 | value << 4 | value
            let isD = value == 0xD
            let leading = isD ? 0xD7F0 | value : value << 12
            let pattern = "^\\x\(digit)7\\x4\(digit)\\u0\(digit)\(digit)\(digit)" + (isD ? "\\uD7F\(digit)" : "\\u\(digit)000") + "$"
            return syntaxVector(
                "hex/\(digit)", "\(digit) as each digit of \\x and \\u: the scalars it names, and each one's neighbour",
                flag: "PatternEscapeValue", pattern,
                [(text(high, low, repeated, leading), true), (text(high + 1, low, repeated, leading), false),
                 (text(high, low + 1, repeated, leading), false), (text(high, low, repeated + 1, leading), false),
                 (text(high, low, repeated, leading + 1), false)])
        }
    }

    // MARK: Classes

    private static func classFormDrafts() -> [VectorDraft] {
        let cases: [(String, String, [(String, Bool)])] = [
            ("negated-hyphen-first", "^[^-a]$", [("-", false), ("a", false), ("b", true), (",", true), (".", true)]),
            ("hyphen-after-range", "^[a-c-]$", [("a", true), ("c", true), ("-", true), ("d", false), (",", false), ("b-", false)]),
            ("hyphen-before-range", "^[-a-c]$", [("-", true), ("b", true), ("d", false), ("`", false)]),
            ("range-from-escaped-hyphen", "^[\\--a]$", [(",", false), ("-", true), ("0", true), ("a", true), ("b", false)]),
            ("range-to-escaped-hyphen", "^[!-\\-]$", [(" ", false), ("!", true), ("+", true), ("-", true), (".", false)]),
            ("escape-then-hyphen", "^[\\w-]$", [("-", true), ("_", true), ("z", true), ("+", false), (".", false)]),
            ("hyphen-then-escape", "^[-\\d]$", [("-", true), ("9", true), ("/", false), (":", false)]),
            ("ampersand", "^[a&b]$", [("&", true), ("a", true), ("b", true), ("'", false), ("%", false)]),
            ("tilde", "^[~]$", [("~", true), ("}", false), ("\u{7F}", false)]),
            ("range-ampersand-tilde", "^[&-~]$", [("%", false), ("&", true), ("a", true), ("~", true), ("\u{7F}", false)]),
            ("negated-caret", "^[^^]$", [("^", false), ("a", true), ("]", true), ("_", true)]),
            ("escaped-caret-first", "^[\\^a]$", [("^", true), ("a", true), ("\\", false)]),
            ("escaped-punctuation", "^[\\.\\/\\|\\(\\)\\{\\}\\*\\+\\?\\$]$",
             [(".", true), ("/", true), ("|", true), ("(", true), (")", true), ("{", true), ("}", true), ("*", true), ("+", true),
              ("?", true), ("$", true), (",", false), ("0", false), ("'", false)]),
            ("range-of-one-nul", "^[\\x00-\\x00]$", [("\u{0}", true), ("\u{1}", false)]),
            ("range-escaped-bracket", "^[\\]-a]$", [("\\", false), ("]", true), ("^", true), ("a", true), ("b", false)]),
            ("range-from-one", "^[\\x01-\\x02]$", [("\u{0}", false), ("\u{1}", true), ("\u{2}", true), ("\u{3}", false)]),
            ("negated-overlap", "^[^a-zb-c]$", [("q", false), ("b", false), ("d", false), ("{", true), ("`", true)]),
            ("negated-adjacent", "^[^a-bc-d]$", [("a", false), ("c", false), ("d", false), ("e", true)]),
            ("nothing", "a[^\\x00-\u{10FFFF}]", [("a", false), ("ab", false), ("", false)]),
            ("nothing-or-letter", "^(?:[^\\x00-\u{10FFFF}]|b)$", [("b", true), ("a", false), ("", false)]),
        ]
        return cases.map { key, pattern, values in
            syntaxVector("class/\(key)", "\(pattern): a member form the subset allows, at its neighbours", flag: "PatternClassForm", pattern, values,
                         clauses: ["C-6.1", "C-6.4"])
        }
    }

    /// One class of many non-ASCII ranges (found by binary search, PATTERNS.md §4), probed at each end of each range.
    private static func nonASCIIRangeDrafts() -> [VectorDraft] {
        let ranges: [ClosedRange<UInt32>] = (0..<24).map { index in
            let start = 0x100 + UInt32(index) * 0x31
            return start...(start + UInt32(index % 3) * 7)
        } + [0x2028...0x2029, 0xFFFD...0xFFFD, 0x1F600...0x1F64F, 0x10FFFE...0x10FFFE]
        let members = ranges.map { range in
            range.count == 1 ? String(format4: range.lowerBound) : String(format4: range.lowerBound) + "-" + String(format4: range.upperBound)
        }.joined()
        func member(_ value: UInt32) -> Bool { ranges.contains { $0.contains(value) } }
        var probes: [UInt32] = [0x41, 0xFF]
        for range in ranges { probes += [range.lowerBound - 1, range.lowerBound, range.upperBound, range.upperBound + 1] }
        let scalars = probes.compactMap(Unicode.Scalar.init)
        return [false, true].map { negated in
            let pattern = "^[" + (negated ? "^" : "") + members + "]+$"
            return patternVector(
                "non-ascii-ranges/\(negated ? "negated" : "plain")", "^[\(negated ? "^" : "")…]+$ of 28 non-ASCII ranges: both ends of each range and the scalars just outside",
                clauses: ["C-6.1", "C-6.2", "C-6.4"], flag: "PatternClassForm", pattern,
                scalars.map { scalar in (Scan("\(Character(scalar))"), member(scalar.value) != negated) }
                    + [(Scan(String(String.UnicodeScalarView(scalars.filter { member($0.value) != negated }))), true),
                       (Scan(value: [0xFF], type: nil), member(0xFFFD) != negated)])
        }
    }

    /// Ill-formed bytes between well-formed scalars of one, two, three and four bytes (PATTERNS.md §1).
    private static func decodingDrafts() -> [VectorDraft] {
        let cases: [(String, String, [([UInt8], Bool)])] = [
            ("truncated-three-byte", "^a\\uFFFDb$", [([0x61, 0xE2, 0x82, 0x62], true), ([0x61, 0xE2, 0x82, 0xAC, 0x62], false)]),
            ("truncated-four-byte", "^é\\uFFFD😀$", [([0xC3, 0xA9, 0xF0, 0x9F, 0x98, 0xF0, 0x9F, 0x98, 0x80], true),
                                                      ([0xC3, 0xA9, 0xF0, 0x9F, 0x98, 0x80, 0xF0, 0x9F, 0x98, 0x80], false)]),
            ("overlong-two", "^\\uFFFD{2}x$", [([0xC0, 0xAF, 0x78], true), ([0xC0, 0x78], false)]),
            ("surrogate-three", "^\\uFFFD{3}$", [([0xED, 0xA0, 0x80], true), ([0xED, 0x9F, 0xBF], false)]),
            ("above-maximum-four", "^x\\uFFFD{4}$", [([0x78, 0xF4, 0x90, 0x80, 0x80], true), ([0x78, 0xF4, 0x8F, 0xBF, 0xBF], false)]),
            ("overlong-three", "^\\uFFFD{3}\\d$", [([0xE0, 0x80, 0x80, 0x37], true), ([0xE0, 0xA0, 0x80, 0x37], false)]),
            ("lead-at-end", "^ab\\uFFFD$", [([0x61, 0x62, 0xC2], true), ([0x61, 0x62, 0xC2, 0x80], false)]),
            ("continuation-run", "^[^a]{3}a$", [([0x80, 0x80, 0x80, 0x61], true), ([0x80, 0x80, 0x61], false)]),
        ]
        return cases.map { key, pattern, values in
            patternVector("decoding/\(key)", "\(pattern) on ill-formed UTF-8 between well-formed scalars", clauses: ["C-6.1", "C-6.2"],
                          flag: "PatternDecoding", pattern, values.map { (Scan(value: $0.0, type: nil), $0.1) })
        }
    }

    // MARK: Anchors through groups

    private static func emptyMatchDrafts() -> [VectorDraft] {
        let cases: [(String, String, [(String, Bool)])] = [
            ("start-or-x-then-end-or-y", "(^|x)($|y)", [("", true), ("x", true), ("y", true), ("zxyz", true), ("zxz", false), ("zyz", false), ("yz", true), ("zx", true)]),
            ("empty-value-or-letters", "(^$|ab)", [("", true), ("ab", true), ("a", false), ("xaby", true)]),
            ("repeated-start-or-a", "(?:^|a)+b", [("b", true), ("xb", false), ("xab", true), ("bx", true)]),
            ("repeated-end-group", "a($)+", [("a", true), ("ba", true), ("ab", false)]),
            ("repeated-start-then-end", "(^)+$", [("", true), ("a", false)]),
            ("start-or-end-matches-all", "(?:^|$)", [("", true), ("abc", true)]),
            ("empty-value-twice", "(?:^$){2}", [("", true), ("a", false)]),
            ("empty-value-optional", "(?:^$)*a", [("a", true), ("xa", true), ("x", false)]),
            ("empty-value-then-letter", "(?:^$)+a", [("a", false), ("", false)]),
            ("end-then-start", "(?:$|a)(?:^|b)", [("", true), ("ab", true), ("xaby", true), ("a", false), ("b", false), ("ba", false)]),
            ("end-or-letter-then-letter", "^(?:a|$)b", [("ab", true), ("b", false), ("abx", true)]),
            ("two-optional-starts", "(a|^)(b|^)c", [("c", true), ("abc", true), ("bc", true), ("xc", false), ("xbc", false), ("xabc", true), ("ac", false)]),
            ("start-or-letter-twice", "(?:^|a){2}b", [("b", true), ("ab", true), ("xab", false), ("xaab", true), ("aab", true)]),
            ("end-or-letter-twice-matches-all", "(?:$|a){2}", [("", true), ("b", true)]),
            ("empty-value-or-letter-repeated", "(?:^$|a)+b", [("b", false), ("ab", true), ("", false)]),
            ("anchored-alternatives-in-loop", "^(?:a$|b)+$", [("a", true), ("ba", true), ("bbb", true), ("ab", false), ("aa", false), ("", false)]),
            ("start-inside-loop", "^(?:^a|b)*c$", [("c", true), ("ac", true), ("bbc", true), ("abc", true), ("bac", false), ("aac", false)]),
            ("optional-start-before-letter", "x(?:^)?y", [("xy", true), ("x", false), ("ay", false)]),
            ("empty-value-then-empty", "(^$)()", [("", true), ("a", false)]),
            ("empty-then-empty-value", "()(^$)", [("", true), ("a", false)]),
            // Several alternatives matching the same scalar and followed by the same position: a step reads them together.
            ("shared-follow", "(?:a|a|a|a)Y|(?:b|b|b|b)Z", [("aY", true), ("bZ", true), ("aZ", false), ("bY", false), ("abZ", true), ("a", false)]),
            ("shared-follow-second-word", "c{70}|(?:a|a|a|a)Y|(?:b|b|b|b)Z",
             [("aY", true), ("bZ", true), ("aZ", false), ("bY", false), (String(repeating: "c", count: 70), true), (String(repeating: "c", count: 69) + "aZ", false)]),
        ]
        return cases.map { key, pattern, values in
            syntaxVector("anchors/\(key)", "\(pattern): anchors folded through groups and repetition", flag: "PatternEmptyMatch", pattern, values)
        }
    }

    // MARK: Positions, nesting and size

    private static func wordBoundaryDrafts() -> [VectorDraft] {
        let cases: [(String, String, [(String, Bool)])] = [
            // Automata of positions filling a word of 64 exactly, one more, and a loop back across the word boundary.
            ("positions-64", "a{64}", [(String(repeating: "a", count: 64), true), (String(repeating: "a", count: 63), false)]),
            ("positions-65", "a{65}", [(String(repeating: "a", count: 65), true), (String(repeating: "a", count: 64), false)]),
            ("positions-128", "[ab]{128}", [(String(repeating: "ab", count: 64), true), (String(repeating: "ab", count: 63) + "a", false)]),
            ("loop-across-words", "^y(?:Za{62}b)+c$", [("yZ" + String(repeating: "a", count: 62) + "bc", true),
                                                          ("y" + String(repeating: "Z" + String(repeating: "a", count: 62) + "b", count: 2) + "c", true),
                                                          ("yZ" + String(repeating: "a", count: 61) + "bc", false), ("yc", false)]),
        ]
        return cases.map { key, pattern, values in
            syntaxVector("words/\(key)", "\(pattern): automaton positions at a 64-position word boundary", flag: "PatternWordBoundary", pattern, values)
        }
    }

    private static func nestingDrafts() -> [VectorDraft] {
        let siblings = "^" + String(repeating: "(a)", count: 101) + "$"
        let twoDeep = String(repeating: "(", count: 100) + "a" + String(repeating: ")", count: 100)
            + String(repeating: "(?:", count: 100) + "b" + String(repeating: ")", count: 100)
        let emoji = String(repeating: "😀", count: 4096)
        return [
            syntaxVector("nesting/siblings-101", "101 groups side by side nest one deep", flag: "PatternSizeCount", siblings,
                         [(String(repeating: "a", count: 101), true), (String(repeating: "a", count: 100), false)], clauses: ["C-6.1", "C-6.5"]),
            syntaxVector("nesting/two-100-deep", "two groups nested 100 deep one after the other", flag: "PatternSizeCount", twoDeep,
                         [("ab", true), ("a", false), ("b", false)], clauses: ["C-6.1", "C-6.5"]),
            // One long value only: two more were 3 times the work PROTOCOL.md allows a vector (D4 of issue 25).
            syntaxVector("length/4096-emoji", "4 096 emoji are 4 096 scalars: the longest pattern, not twice too long in UTF-16",
                         flag: "PatternSizeCount", emoji, [(emoji, true), ("x", false)],
                         clauses: ["C-6.1", "C-6.2", "C-6.5"]),
        ]
    }

    /// Patterns of size exactly 10 000, each reaching it through one way of counting; `pattern-refusals` has each
    /// one above. The bulk of the size is empty groups, which count without adding automaton positions, so that
    /// the values stay short and the patterns quick to compile.
    static let emptySize9000 = "(?:(?:){1000}){9}"

    private static func sizeDrafts() -> [VectorDraft] {
        let bulk = emptySize9000
        func a(_ count: Int) -> String { String(repeating: "a", count: count) }
        let cases: [(String, String, [(String, Bool)])] = [
            ("open-count", "x|\(bulk)a{999,}", [("x", true), (a(999), true), (a(998), false), ("", false)]),
            ("open-count-zero", "x|\(bulk)a{998}b{0,}", [(a(998), true), (a(997), false)]),
            ("star-group", "x|\(bulk)a{997}(?:bc)*", [(a(997), true), (a(996) + "bc", false)]),
            ("plus-group", "x|\(bulk)a{997}(?:bc)+", [(a(997) + "bc", true), (a(997), false)]),
            ("question-group", "x|\(bulk)a{997}(?:bc)?", [(a(997), true), (a(996), false)]),
            ("count-range", "x|\(bulk)a{1,999}", [("a", true), ("", false), ("y", false)]),
            ("zero-count", "x|\(bulk)a{999}b{0}", [(a(999), true), (a(998) + "b", false)]),
            ("empty-alternative", "x||\(bulk)a{998}", [("", true), ("y", true)]),
            ("empty-group", "x()|\(bulk)a{998}", [(a(998), true), (a(997), false)]),
            ("anchors", "^x$|\(bulk)a{997}", [("x", true), ("xx", false), (a(997), true)]),
            ("nested-counts", "x|(?:(?:ab){10}){10}\(bulk)a{799}", [(String(repeating: "ab", count: 100) + a(799), true),
                                                                    (String(repeating: "ab", count: 99) + a(799), false)]),
            ("class-and-escapes", "[ab]\\d.|\(bulk)a{997}", [("a1z", true), ("a1\n", false), ("c1z", false)]),
            ("anchor-bulk", "x|(?:(?:^){1000}){9}a{999}", [(a(999), true), ("b" + a(999), false)]),
        ]
        return cases.map { key, pattern, values in
            syntaxVector("size/\(key)", "size exactly 10 000 (C-6.5), counted as PATTERNS.md says, compiles and matches", flag: "PatternSizeCount",
                         pattern, values, clauses: ["C-6.1", "C-6.5"])
        }
    }
}

private extension String {
    /// `\uHHHH` for a scalar of the Basic Multilingual Plane, the scalar itself above it.
    init(format4 value: UInt32) {
        if value <= 0xFFFF {
            let hex = String(value, radix: 16, uppercase: true)
            self = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
            self = String(Character(Unicode.Scalar(value)!))
        }
    }
}
