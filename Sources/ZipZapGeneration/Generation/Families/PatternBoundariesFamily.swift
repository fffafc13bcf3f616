import ZipZap
import ZipZapConformance

extension VectorFamily {
    /// `.matches` at the boundary of every construct of PATTERNS.md §3: each quantifier form at n-1, n, m, m+1; each
    /// class and escape at both ends of each of its ranges and one scalar outside each; anchors, alternation, groups,
    /// empty matches, the limits at exactly their value, and patterns past the eager automaton's bounds. Expected
    /// answers come from PATTERNS.md's definitions, written out in this file.
    static let patternBoundaries = VectorFamily(
        name: "pattern-boundaries",
        description: "`.matches` at the boundaries of each construct of PATTERNS.md: quantifier bounds, class and escape ranges, anchors, alternation, groups, empty matches, limits.",
        flags: [
            .init("PatternQuantifierBounds", bug: "a counted, optional or unbounded quantifier allows one repetition too many or too few",
                  breaks: "a fixed-width format accepts values one character too long or short"),
            .init("PatternClassBounds", bug: "a class range, negated class or escape misses an endpoint or takes a neighbour",
                  breaks: "values with the first or last character of a range are refused, or the next one passes"),
            .init("PatternStructure", bug: "anchors inside alternation or groups, empty alternatives or empty matches behave differently",
                  breaks: "the same rule gives different answers on different platforms"),
            .init("PatternLimits", bug: "a pattern exactly at a limit (length, nesting, size) is refused or mis-compiled",
                  breaks: "valid configurations fail on one platform"),
            .init("PatternLargeAutomaton", bug: "patterns whose automaton is built on demand answer differently",
                  breaks: "complex rules accept different values than simple ones"),
        ],
        drafts: {
            patternQuantifierDrafts() + patternClassDrafts() + patternStructureDrafts() + patternLimitDrafts()
        })

    /// A vector of one pattern against values, each expected to match or not.
    static func patternVector(_ key: String, _ description: String, clauses: [String], flag: String, _ pattern: String,
                              _ values: [(Scan, Bool)]) -> VectorDraft {
        .expecting(key, description, clauses: ["C-4.4"] + clauses, flags: [flag],
                   field: FieldSpec(rules: [.matches(try! FieldSpec.Pattern(pattern))]),
                   values.map { ($0.0, $0.1 ? .accepted($0.0.value) : .rejected("matches", position: 0)) })
    }

    // MARK: Quantifiers

    private static func patternQuantifierDrafts() -> [VectorDraft] {
        // (atom as written, one repetition of it as a value)
        let atoms: [(String, String)] = [("a", "a"), (#"\d"#, "7"), ("[ab]", "b"), ("(?:xy)", "xy"), (".", "é"), ("é", "é"), ("😀", "😀")]
        let forms: [(String, Int, Int?)] = [
            ("{0}", 0, 0), ("{1}", 1, 1), ("{2}", 2, 2), ("{3}", 3, 3), ("{0,}", 0, nil), ("{1,}", 1, nil), ("{3,}", 3, nil),
            ("{0,0}", 0, 0), ("{0,1}", 0, 1), ("{1,1}", 1, 1), ("{2,4}", 2, 4), ("{0,3}", 0, 3), ("{3,5}", 3, 5),
            ("?", 0, 1), ("*", 0, nil), ("+", 1, nil), ("{02}", 2, 2), ("{001,03}", 1, 3),
            ("{2,4}?", 2, 4), ("??", 0, 1), ("*?", 0, nil), ("+?", 1, nil), ("{2,}?", 2, nil), ("{2}?", 2, 2),
        ]
        var drafts: [VectorDraft] = []
        for (atomIndex, (atom, unit)) in atoms.enumerated() {
            for (quantifier, minimum, maximum) in forms {
                let counts = repetitionCounts(minimum, maximum)
                func passes(_ count: Int) -> Bool { count >= minimum && count <= (maximum ?? Int.max) }
                let bounds = "\(minimum)...\(maximum.map(String.init) ?? "")"
                drafts.append(patternVector(
                    "quantifier/anchored/\(atomIndex)/\(quantifier)", "^\(atom)\(quantifier)$ takes \(bounds) repetitions: at, below and above each bound",
                    clauses: ["C-6.1", "C-6.3"], flag: "PatternQuantifierBounds", "^" + atom + quantifier + "$",
                    counts.map { (Scan(String(repeating: unit, count: $0)), passes($0)) }))
                // Search semantics with delimiters the atom never matches: the run between them is the repetition.
                if atom != "." {
                    drafts.append(patternVector(
                        "quantifier/delimited/\(atomIndex)/\(quantifier)", "X\(atom)\(quantifier)Y inside a longer value: \(bounds) repetitions",
                        clauses: ["C-6.1", "C-6.3"], flag: "PatternQuantifierBounds", "X" + atom + quantifier + "Y",
                        counts.map { (Scan("-X" + String(repeating: unit, count: $0) + "Y-"), passes($0)) }))
                }
            }
        }
        for (quantifier, minimum, maximum) in [("{1000}", 1000, 1000), ("{1000,}", 1000, nil), ("{0,1000}", 0, 1000), ("{999,1000}", 999, 1000)] as [(String, Int, Int?)] {
            drafts.append(patternVector(
                "quantifier/largest/\(quantifier)", "^a\(quantifier)$ at its bounds (1000 is the largest bound, C-6.5)",
                clauses: ["C-6.1", "C-6.5"], flag: "PatternQuantifierBounds", "^a" + quantifier + "$",
                repetitionCounts(minimum, maximum).map { count in
                    (Scan(String(repeating: "a", count: count)), count >= minimum && count <= (maximum ?? Int.max))
                }))
        }
        return drafts
    }

    /// Repetition counts to try: none, one below, at and one above each bound.
    private static func repetitionCounts(_ minimum: Int, _ maximum: Int?) -> [Int] {
        var counts = [0, minimum - 1, minimum, minimum + 1]
        if let maximum { counts += [maximum - 1, maximum, maximum + 1] } else { counts.append(minimum + 4) }
        var seen = Set<Int>()
        return counts.filter { $0 >= 0 && seen.insert($0).inserted }
    }

    // MARK: Classes and escapes

    private static func patternClassDrafts() -> [VectorDraft] {
        typealias Ranges = [ClosedRange<UInt32>]
        // PATTERNS.md §3, written out.
        let digit: Ranges = [0x30...0x39]
        let word: Ranges = [0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A]
        let space: Ranges = [0x09...0x0D, 0x20...0x20]
        let lineTerminators: Ranges = [0x0A...0x0A, 0x0D...0x0D, 0x85...0x85, 0x2028...0x2029]
        // (pattern inside ^…$, the ranges it names, negated)
        let cases: [(String, Ranges, Bool)] = [
            (#"\d"#, digit, false), (#"\D"#, digit, true), (#"\w"#, word, false), (#"\W"#, word, true),
            (#"\s"#, space, false), (#"\S"#, space, true), (".", lineTerminators, true),
            (#"[\d]"#, digit, false), (#"[^\d]"#, digit, true), (#"[\D]"#, digit, true), (#"[\w]"#, word, false),
            (#"[^\w]"#, word, true), (#"[\W]"#, word, true), (#"[\s]"#, space, false), (#"[^\s]"#, space, true),
            (#"[\S]"#, space, true), (#"[\d\s]"#, digit + space, false), (#"[^\d\s]"#, digit + space, true),
            ("[b-y]", [0x62...0x79], false), ("[^b-y]", [0x62...0x79], true), ("[0-9]", digit, false),
            ("[A-Z]", [0x41...0x5A], false), ("[a-z]", [0x61...0x7A], false), ("[a-cx-z]", [0x61...0x63, 0x78...0x7A], false),
            ("[^a-cx-z]", [0x61...0x63, 0x78...0x7A], true), ("[a-a]", [0x61...0x61], false),
            (#"[\x41-\x43]"#, [0x41...0x43], false), (#"[\t-\r]"#, [0x09...0x0D], false), (#"[\x00-\x1F]"#, [0x00...0x1F], false),
            ("[À-ÿ]", [0xC0...0xFF], false), (#"[\u0100-\u017F]"#, [0x100...0x17F], false), (#"[^\u0100-\u017F]"#, [0x100...0x17F], true),
            ("[😀-😂]", [0x1F600...0x1F602], false), (#"[\uD7FF\uE000]"#, [0xD7FF...0xD7FF, 0xE000...0xE000], false),
            ("[-a]", [0x2D...0x2D, 0x61...0x61], false), ("[a-]", [0x2D...0x2D, 0x61...0x61], false), ("[-]", [0x2D...0x2D], false),
            ("[^-]", [0x2D...0x2D], true), (#"[a\-z]"#, [0x2D...0x2D, 0x61...0x61, 0x7A...0x7A], false),
            ("[.$|(*+?{/^]", [0x24...0x24, 0x28...0x28, 0x2A...0x2B, 0x2E...0x2F, 0x3F...0x3F, 0x5E...0x5E, 0x7B...0x7C], false),
            ("[x^]", [0x5E...0x5E, 0x78...0x78], false), ("[&~|]", [0x26...0x26, 0x7C...0x7C, 0x7E...0x7E], false),
            (#"[\]\[\\]"#, [0x5B...0x5D], false), ("[^.]", [0x2E...0x2E], true),
            // Negations of sets that start at U+0000 or end at U+10FFFF, and of one that ends just before it.
            (#"[^\S]"#, space, false), (#"[^\D]"#, digit, false), (#"[^\W]"#, word, false), (#"[^\x00-\x1F]"#, [0x00...0x1F], true),
            ("[^\u{10FFFE}]", [0x10FFFE...0x10FFFE], true), ("[\u{10FFFF}]", [0x10FFFF...0x10FFFF], false),
        ]
        let fixedProbes: [UInt32] = [0x00, 0x0A, 0x20, 0x2D, 0x5E, 0x61, 0x85, 0xE9, 0x663, 0x2028, 0xFF10, 0xFFFD, 0x1F600]
        return cases.enumerated().map { index, item in
            let (pattern, ranges, negated) = item
            var probes = fixedProbes
            for range in ranges {
                probes += [range.lowerBound &- 1, range.lowerBound, range.upperBound, range.upperBound + 1]
            }
            var seen = Set<UInt32>()
            let scalars = probes.compactMap(Unicode.Scalar.init).filter { seen.insert($0.value).inserted }.sorted { $0.value < $1.value }
            func member(_ value: UInt32) -> Bool { ranges.contains { $0.contains(value) } != negated }
            var values = scalars.map { (Scan(String(Character($0))), member($0.value)) }
            // An ill-formed byte is one U+FFFD (PATTERNS.md §1).
            values.append((Scan(value: [0xFF], type: nil), member(0xFFFD)))
            return patternVector(
                "class/\(index)", "^\(pattern)$ at both ends of each range, one scalar outside each, line terminators and U+FFFD",
                clauses: ["C-6.1", "C-6.2", "C-6.4"], flag: "PatternClassBounds", "^" + pattern + "$", values)
        }
    }

    // MARK: Anchors, alternation, groups, escapes, empty matches

    private static func patternStructureDrafts() -> [VectorDraft] {
        let cases: [(String, String, [(String, Bool)])] = [
            ("caret-inside", "a^b", [("a^b", false), ("ab", false), ("b", false)]),
            ("dollar-inside", "a$b", [("a$b", false), ("ab", false), ("a", false)]),
            ("empty-value-anchors", "^$", [("", true), ("x", false), ("\n", false)]),
            ("dollar-alone", "$", [("", true), ("abc", true)]),
            ("caret-alone", "^", [("", true), ("x", true)]),
            ("caret-in-alternative", "(^a|b)", [("a", true), ("ca", false), ("cb", true), ("bc", true)]),
            ("anchors-in-alternatives", "(a$|^b)", [("xa", true), ("ax", false), ("bx", true), ("xb", false)]),
            ("repeated-caret-group", "(^)*a", [("ba", true), ("b", false)]),
            ("caret-or-letter", "(?:^|x)a", [("a", true), ("xa", true), ("ya", false)]),
            ("dollar-or-letter", "a(?:$|x)", [("ya", true), ("ay", false), ("axy", true)]),
            ("alternation-precedence", "^a|b$", [("ax", true), ("xb", true), ("xa", false), ("bx", false)]),
            ("empty-alternative", "^(a|bc|)$", [("", true), ("a", true), ("bc", true), ("b", false), ("abc", false), ("c", false)]),
            ("bar-alone", "|", [("", true), ("x", true)]),
            ("empty-first-alternative", "^(|a)b$", [("b", true), ("ab", true), ("aab", false)]),
            ("empty-group", "^()$", [("", true), ("a", false)]),
            ("empty-non-capturing", "^(?:)a$", [("a", true), ("", false)]),
            ("group-plus", "^(ab)+$", [("", false), ("ab", true), ("abab", true), ("aba", false), ("ba", false)]),
            ("nested-counted", "^((a|b)c){2}$", [("acbc", true), ("acb", false), ("acbcac", false), ("cc", false)]),
            ("three-alternatives", "^(?:a|b|c)$", [("a", true), ("b", true), ("c", true), ("d", false), ("ab", false)]),
            ("star-anchored", "^a*$", [("", true), ("aaa", true), ("b", false), ("ab", false)]),
            ("star-empty-match", "a*", [("", true), ("bbb", true)]),
            ("zero-repetitions", "^a{0}b$", [("b", true), ("ab", false)]),
            ("optional-empty-match", "x?", [("", true), ("q", true)]),
            ("ambiguous-split", "^(a|ab)(c|bcd)(d*)$", [("abcd", true), ("acd", true), ("abd", false)]),
            ("nested-plus", "^(?:a+|b)+c$", [("aabac", true), ("c", false), ("bbc", true)]),
            ("literal-non-ascii", "^é$", [("é", true), ("e", false), ("e\u{301}", false)]),
            ("literal-emoji", "^😀$", [("😀", true), ("😁", false)]),
            ("escape-tab", #"^\t$"#, [("\t", true), ("t", false), (" ", false)]),
            ("escape-newline", #"^\n$"#, [("\n", true), ("n", false), ("\r", false)]),
            ("escape-return", #"^\r$"#, [("\r", true), ("\n", false)]),
            ("escape-form-feed", #"^\f$"#, [("\u{0C}", true), ("\u{0B}", false)]),
            ("escape-vertical-tab", #"^\v$"#, [("\u{0B}", true), ("\u{0C}", false), ("\n", false)]),
            ("escape-hex", #"^\x41$"#, [("A", true), ("a", false)]),
            ("escape-hex-mixed-case", #"^\xFf$"#, [("ÿ", true), ("\u{FE}", false)]),
            ("escape-hex-del", #"^\x7f$"#, [("\u{7F}", true), ("\u{7E}", false)]),
            ("escape-unicode", #"^\u00e9$"#, [("é", true), ("e\u{301}", false), ("\u{E8}", false)]),
            ("escape-nul", #"^\u0000$"#, [("\u{0}", true), ("", false)]),
        ]
        var drafts = cases.map { key, pattern, values in
            patternVector("structure/\(key)", "\(pattern) against values at its edges", clauses: ["C-6.1", "C-6.3"],
                          flag: "PatternStructure", pattern, values.map { (Scan($0.0), $0.1) })
        }
        for escaped in #"\.^$|()[]{}*+?/-"# {
            drafts.append(patternVector(
                "escaped/\(escaped)", "\\\(escaped) is the character \(escaped)", clauses: ["C-6.1"], flag: "PatternStructure",
                "^\\" + String(escaped) + "$", [(Scan(String(escaped)), true), (Scan("x"), false), (Scan(""), false),
                                                 (Scan(String(escaped) + String(escaped)), false)]))
        }
        drafts.append(patternVector(
            "escape-replacement", #"\uFFFD matches an ill-formed byte and an encoded U+FFFD, not U+0080"#,
            clauses: ["C-6.1", "C-6.2"], flag: "PatternStructure", #"^\uFFFD$"#,
            [(Scan(value: [0x80], type: nil), true), (Scan(value: [0xC2, 0x80], type: nil), false), (Scan("\u{FFFD}"), true)]))
        drafts.append(patternVector(
            "escape-c1", #"\x80 matches U+0080 and not an ill-formed 0x80 byte"#,
            clauses: ["C-6.1", "C-6.2"], flag: "PatternStructure", #"^\x80$"#,
            [(Scan(value: [0x80], type: nil), false), (Scan(value: [0xC2, 0x80], type: nil), true)]))
        return drafts
    }

    // MARK: Limits and large automata

    private static func patternLimitDrafts() -> [VectorDraft] {
        let deepest = String(repeating: "(", count: 100) + "a" + String(repeating: ")", count: 100)
        // 4 + 2 × 2045 + 2 = 4096 scalars; short values keep this and the next vector fast.
        let longest = "^(?:" + String(repeating: "a|", count: 2045) + "b)"
        // Size 1 (`^`) + 1 (`a`) + 9000 + 997 + 1 (`$`) = 10 000.
        let largest = "^(?:a|(?:b{1000}){9}b{997})$"
        var drafts = [
            patternVector("limit/nesting-100", "groups nested exactly 100 deep are allowed", clauses: ["C-6.5"], flag: "PatternLimits",
                          deepest, [(Scan("a"), true), (Scan("b"), false)]),
            patternVector("limit/length-4096", "a pattern of exactly 4096 scalars is allowed", clauses: ["C-6.5"], flag: "PatternLimits",
                          longest, [(Scan("b"), true), (Scan("a"), true), (Scan("xa"), false), (Scan("c"), false), (Scan(""), false)]),
            patternVector("limit/size-10000", "a pattern of size exactly 10 000 is allowed", clauses: ["C-6.5"], flag: "PatternLimits",
                          largest, [(Scan("a"), true), (Scan("b"), false), (Scan(""), false), (Scan("ab"), false)]),
        ]
        // 2^13 subsets of positions: past the eager automaton's 2000 states, so built on demand (PATTERNS.md §4).
        let values = pseudoRandomWords(count: 12, alphabet: ["a", "b"], lengths: [12, 13, 14, 20, 40, 3000])
        drafts.append(patternVector(
            "large/thirteenth-from-end", "^(?:a|b)*a(?:a|b){12}$: the 13th letter from the end is a",
            clauses: ["C-6.6"], flag: "PatternLargeAutomaton", "^(?:a|b)*a(?:a|b){12}$",
            values.map { word in (Scan(word), word.count >= 13 && Array(word)[word.count - 13] == "a") }))
        let mixed = pseudoRandomWords(count: 12, alphabet: ["a", "b", "é", "c"], lengths: [14, 30, 200, 3000])
        drafts.append(patternVector(
            "large/search", "a[abé]{12}c searched in values of a, b, é and c",
            clauses: ["C-6.6", "C-6.3"], flag: "PatternLargeAutomaton", "a[abé]{12}c",
            mixed.map { word in
                let letters = Array(word)
                let found = letters.indices.contains { start in
                    start + 13 < letters.count && letters[start] == "a" && letters[start + 13] == "c"
                        && letters[start + 1...start + 12].allSatisfy { "abé".contains($0) }
                }
                return (Scan(word), found)
            }))
        return drafts
    }

    /// Deterministic words (a linear congruential generator, seed fixed) of the given lengths, cycled.
    private static func pseudoRandomWords(count: Int, alphabet: [Character], lengths: [Int]) -> [String] {
        var state: UInt64 = 0x5EED
        return (0..<count).map { index in
            String((0..<lengths[index % lengths.count]).map { _ in
                state = state &* 6364136223846793005 &+ 1442695040888963407
                return alphabet[Int(state >> 33) % alphabet.count]
            })
        }
    }
}
