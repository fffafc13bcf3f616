import ZipZap
import ZipZapConformance

extension VectorFamily {
    /// Refusals at the edge of every rule of PATTERNS.md §3, each next to a valid pattern of `pattern-syntax`: every
    /// group extension, escape letter and hex-digit neighbour, each class member form, each malformed quantifier and
    /// each stacked or possessive form, the size limit through each way of counting, and the error order. Reasons and
    /// offsets are reasoned from PATTERNS.md (offsets in Unicode scalars from 0).
    static let patternRefusalCases: [PatternRefusal] = groupRefusals + escapeRefusals + classRefusals + quantifierRefusals
        + sizeRefusals + orderRefusals

    static let patternRefusalBoundaries = VectorFamily(
        name: "pattern-refusals",
        description: "Patterns refused at configuration (SPEC C-4.20) at the edge of each rule of PATTERNS.md §3: group extensions, escapes, hex digits, class members, quantifier forms, the size limit counted each way, the error order.",
        flags: configurationErrors.flags,
        drafts: {
            patternRefusalCases.map { refusal in
                VectorDraft.refused(
                    "pattern/\(refusal.key)", "\(refusal.reason) at \(refusal.offset): \(refusal.note)",
                    clauses: ["C-4.20", "C-6.1"] + (refusal.reason == "tooLarge" || refusal.reason == "tooDeeplyNested" ? ["C-6.5"] : []),
                    flags: refusal.flags, rules: [.pattern(refusal.pattern)],
                    expect: ConfigurationRefusal(position: 0, rule: "matches", reason: refusal.reason, offset: refusal.offset))
            }
        })

    private static let orderFlags = ["RefusalNotReported", "RefusalOrderWrong"]

    private static let groupRefusals: [PatternRefusal] = [
        .init(key: "negative-lookahead", pattern: "(?!a)", reason: "unsupportedConstruct", offset: 0, note: "(?! at its ("),
        .init(key: "lookbehind", pattern: "x(?<=a)", reason: "unsupportedConstruct", offset: 1, note: "(?<= at its ("),
        .init(key: "negative-lookbehind", pattern: "(?<!a)", reason: "unsupportedConstruct", offset: 0, note: "(?<! at its ("),
        .init(key: "named-angle", pattern: "(?<n>a)", reason: "unsupportedConstruct", offset: 0, note: "a named group (?<"),
        .init(key: "named-python", pattern: "(?P<n>a)", reason: "unsupportedConstruct", offset: 0, note: "a named group (?P<"),
        .init(key: "named-quote", pattern: "(?'n'a)", reason: "unsupportedConstruct", offset: 0, note: "a named group (?'"),
        .init(key: "atomic", pattern: "(?>a)", reason: "unsupportedConstruct", offset: 0, note: "an atomic group (?>"),
        .init(key: "conditional", pattern: "(?(1)a)", reason: "unsupportedConstruct", offset: 0, note: "a conditional (?("),
        .init(key: "comment", pattern: "(?#c)", reason: "unsupportedConstruct", offset: 0, note: "a comment (?#"),
        .init(key: "branch-reset", pattern: "(?|a)", reason: "unsupportedConstruct", offset: 0, note: "a branch reset (?|"),
        .init(key: "inline-flag-group", pattern: "a(?i:b)", reason: "unsupportedConstruct", offset: 1, note: "inline flags (?i:"),
        .init(key: "question-at-end", pattern: "a(?", reason: "unsupportedConstruct", offset: 1, note: "(? not followed by : (here by nothing)"),
        .init(key: "lookahead-at-end", pattern: "a(?=", reason: "unsupportedConstruct", offset: 1, note: "(?= ending the pattern"),
        .init(key: "named-one-after", pattern: "(?<n", reason: "unsupportedConstruct", offset: 0, note: "(?< and one scalar ending the pattern"),
        .init(key: "colon-group-unclosed", pattern: "(?:a", reason: "unbalancedParenthesis", offset: 0, note: "(?: never closed, at its ("),
        .init(key: "colon-group-alone", pattern: "(?:", reason: "unbalancedParenthesis", offset: 0, note: "(?: alone, at its ("),
        .init(key: "close-first", pattern: ")(", reason: "unbalancedParenthesis", offset: 0, note: "a ) before any (, at it"),
        .init(key: "close-extra", pattern: "(a))", reason: "unbalancedParenthesis", offset: 3, note: "one ) more than (, at it"),
        .init(key: "outer-unclosed", pattern: "((a)", reason: "unbalancedParenthesis", offset: 0, note: "the outer ( never closed, the inner one is"),
        .init(key: "star-in-group", pattern: "(*)", reason: "nothingToRepeat", offset: 1, note: "* at the start of a group"),
        .init(key: "star-in-colon-group", pattern: "(?:*a)", reason: "nothingToRepeat", offset: 3, note: "* at the start of a (?: group"),
        .init(key: "plus-after-bar-in-group", pattern: "a(|+)", reason: "nothingToRepeat", offset: 3, note: "+ at the start of a group's alternative"),
        .init(key: "count-in-group", pattern: "({2})", reason: "nothingToRepeat", offset: 1, note: "a valid {2} at the start of a group"),
        .init(key: "open-count-in-colon-group", pattern: "(?:{1,})", reason: "nothingToRepeat", offset: 3, note: "a valid {1,} at the start of a (?: group"),
        .init(key: "nesting-colon-101", pattern: String(repeating: "(?:", count: 101) + "a" + String(repeating: ")", count: 101),
              reason: "tooDeeplyNested", offset: 300, note: "the (?: opening the 101st level, at its ( (C-6.5)"),
        .init(key: "nesting-101-unclosed", pattern: String(repeating: "(", count: 101), reason: "tooDeeplyNested", offset: 100,
              note: "the 101st ( is met before any missing ) (C-6.5)", flags: orderFlags),
        .init(key: "nesting-101-after-siblings", pattern: "(a)(b)" + String(repeating: "(", count: 101) + "c" + String(repeating: ")", count: 101),
              reason: "tooDeeplyNested", offset: 106, note: "closed groups before do not count towards the depth (C-6.5)"),
    ]

    private static let escapeRefusals: [PatternRefusal] = {
        // Every letter and digit that PATTERNS.md §3 does not list as an escape, and punctuation it does not list.
        let listed = Set("dDwWsStnrfvxuQ".unicodeScalars)
        let letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".unicodeScalars.filter { !listed.contains($0) }
        var refusals = (letters + "#:<>'\"!@%&=_,;~` é\u{1D}".unicodeScalars).map { letter in
            PatternRefusal(key: "escape/U+\(String(letter.value, radix: 16, uppercase: true))", pattern: "a\\\(letter)b",
                           reason: "unsupportedEscape", offset: 1, note: "\\\(letter) is not an escape of the subset, at its \\")
        }
        refusals += [
            .init(key: "escape-in-class", pattern: "[a\\b]", reason: "unsupportedEscape", offset: 2, note: "\\b inside a class too, at its \\"),
            .init(key: "escape-digit-in-class", pattern: "[\\0]", reason: "unsupportedEscape", offset: 1, note: "\\0 inside a class, at its \\"),
            .init(key: "quote-in-class", pattern: "[\\Q]", reason: "unsupportedConstruct", offset: 1, note: "\\Q inside a class, at its \\"),
            .init(key: "dangling-alone", pattern: "\\", reason: "danglingEscape", offset: 0, note: "a pattern that is one \\"),
            .init(key: "dangling-in-class", pattern: "a[\\", reason: "danglingEscape", offset: 2, note: "a \\ ending the pattern inside a class"),
            .init(key: "dangling-range-end", pattern: "[b-\\", reason: "danglingEscape", offset: 3, note: "a \\ ending the pattern as a range's end"),
            .init(key: "hex-none", pattern: "a\\x", reason: "malformedEscape", offset: 1, note: "\\x ending the pattern"),
            .init(key: "unicode-three", pattern: "a\\u004", reason: "malformedEscape", offset: 1, note: "\\u with three hex digits, ending the pattern"),
            .init(key: "unicode-three-then-letter", pattern: "\\u004g", reason: "malformedEscape", offset: 0, note: "\\u with three hex digits then g"),
            .init(key: "surrogate-last", pattern: "\\uDFFF", reason: "malformedEscape", offset: 0, note: "\\u naming the last surrogate"),
            .init(key: "surrogate-lower-case", pattern: "x\\udbff", reason: "malformedEscape", offset: 1, note: "\\u naming a surrogate in lower case"),
            .init(key: "surrogate-in-class", pattern: "[a\\uD800]", reason: "malformedEscape", offset: 2, note: "\\u naming a surrogate inside a class"),
        ]
        // The neighbours of the hex digits' ranges 0-9, A-F, a-f, in the first and in the second digit.
        for neighbour in "/:@G`g".unicodeScalars {
            let name = String(neighbour.value, radix: 16, uppercase: true)
            refusals.append(.init(key: "hex-first/U+\(name)", pattern: "\\x\(neighbour)0", reason: "malformedEscape", offset: 0,
                                  note: "\(neighbour) is not a hex digit (first of \\x's two)"))
            refusals.append(.init(key: "hex-second/U+\(name)", pattern: "a\\x0\(neighbour)", reason: "malformedEscape", offset: 1,
                                  note: "\(neighbour) is not a hex digit (second of \\x's two)"))
            refusals.append(.init(key: "unicode-fourth/U+\(name)", pattern: "\\u004\(neighbour)", reason: "malformedEscape", offset: 0,
                                  note: "\(neighbour) is not a hex digit (fourth of \\u's four)"))
        }
        return refusals
    }()

    private static let classRefusals: [PatternRefusal] = [
        .init(key: "open-bracket-alone", pattern: "[", reason: "unterminatedClass", offset: 0, note: "[ alone"),
        .init(key: "open-negated-alone", pattern: "a[^", reason: "unterminatedClass", offset: 1, note: "[^ ending the pattern"),
        .init(key: "open-after-member", pattern: "[a", reason: "unterminatedClass", offset: 0, note: "[a never closed"),
        .init(key: "open-after-hyphen", pattern: "[a-", reason: "unterminatedClass", offset: 0, note: "[a- never closed: the - is last, then the class is open"),
        .init(key: "open-after-range", pattern: "x[a-z", reason: "unterminatedClass", offset: 1, note: "[a-z never closed"),
        .init(key: "open-escaped-bracket", pattern: "[\\]", reason: "unterminatedClass", offset: 0, note: "\\] is a member, so the class is never closed"),
        .init(key: "empty-class-alone", pattern: "[]", reason: "emptyClass", offset: 0, note: "[] at the start"),
        .init(key: "empty-negated-then-bracket", pattern: "[^]a]", reason: "emptyClass", offset: 0, note: "] right after [^"),
        .init(key: "bracket-after-member", pattern: "[[]", reason: "unescapedMetacharacter", offset: 1, note: "[ as the first member"),
        .init(key: "collating-symbol", pattern: "[[.a.]]", reason: "unescapedMetacharacter", offset: 1, note: "[. is a plain [ inside a class"),
        .init(key: "collating-element", pattern: "[[=a=]]", reason: "unsupportedConstruct", offset: 1, note: "[= inside a class, at the inner ["),
        .init(key: "posix-later", pattern: "[a[:b]", reason: "unsupportedConstruct", offset: 2, note: "[: after a member, at the inner ["),
        .init(key: "bracket-as-range-end", pattern: "[a-[]", reason: "unescapedMetacharacter", offset: 3, note: "[ as a range's end"),
        .init(key: "close-bracket-first", pattern: "]", reason: "unescapedMetacharacter", offset: 0, note: "] at the start"),
        .init(key: "close-brace-first", pattern: "}", reason: "unescapedMetacharacter", offset: 0, note: "} at the start"),
        .init(key: "close-brace-after-count", pattern: "a{2}}", reason: "unescapedMetacharacter", offset: 4, note: "} after a valid {2}"),
        .init(key: "close-bracket-after-class", pattern: "[a]]", reason: "unescapedMetacharacter", offset: 3, note: "] after a closed class"),
        .init(key: "hyphen-after-negated-range", pattern: "[^a-c-e]", reason: "misplacedHyphen", offset: 5, note: "a - after a range in a negated class"),
        .init(key: "hyphen-after-two-ranges", pattern: "[a-cx-z-q]", reason: "misplacedHyphen", offset: 7, note: "a - after two ranges"),
        .init(key: "hyphen-after-escape-range", pattern: "[\\x61-\\x63-e]", reason: "misplacedHyphen", offset: 10, note: "a - after a range of escapes"),
        .init(key: "set-hyphens-alone", pattern: "[--]", reason: "unsupportedConstruct", offset: 1, note: "-- as the first members"),
        .init(key: "set-hyphens-after-member", pattern: "[!--]", reason: "unsupportedConstruct", offset: 2, note: "-- after a member"),
        .init(key: "set-hyphens-last", pattern: "[a--]", reason: "unsupportedConstruct", offset: 2, note: "-- before ]"),
        .init(key: "set-three-hyphens", pattern: "[a---]", reason: "unsupportedConstruct", offset: 2, note: "--- after a member, at the first -"),
        .init(key: "set-tildes-alone", pattern: "[~~]", reason: "unsupportedConstruct", offset: 1, note: "~~ as the first members"),
        .init(key: "set-tildes-between", pattern: "[a~~b]", reason: "unsupportedConstruct", offset: 2, note: "~~ between members"),
        .init(key: "set-ampersands-alone", pattern: "[&&]", reason: "unsupportedConstruct", offset: 1, note: "&& as the first members"),
        .init(key: "set-ampersands-after-range", pattern: "[a-c&&d]", reason: "unsupportedConstruct", offset: 4, note: "&& after a range"),
        .init(key: "set-ampersands-negated", pattern: "[^&&]", reason: "unsupportedConstruct", offset: 2, note: "&& first in a negated class"),
        .init(key: "set-ampersands-unclosed", pattern: "[a&&", reason: "unsupportedConstruct", offset: 2, note: "&& is met before the missing ]"),
        .init(key: "reversed-neighbours", pattern: "[b-a]", reason: "invalidRange", offset: 1, note: "b-a: reversed by one"),
        .init(key: "reversed-escapes", pattern: "[\\x62-\\x61]", reason: "invalidRange", offset: 1, note: "\\x62-\\x61: reversed by one"),
        .init(key: "reversed-non-ascii", pattern: "[\\u0100-\\u00FF]", reason: "invalidRange", offset: 1, note: "U+0100-U+00FF: reversed by one"),
        .init(key: "reversed-emoji", pattern: "x[😂-😀]", reason: "invalidRange", offset: 2, note: "two emoji reversed"),
        .init(key: "reversed-to-ampersand", pattern: "[a-&&]", reason: "invalidRange", offset: 1, note: "a-& is a reversed range, met before &&"),
        .init(key: "escape-range-start", pattern: "[\\w-a]", reason: "invalidRange", offset: 1, note: "\\w as the first end"),
        .init(key: "escape-range-end-digit", pattern: "[0-\\d]", reason: "invalidRange", offset: 3, note: "\\d as the second end only, at that end"),
        .init(key: "escape-both-ends", pattern: "[\\s-\\S]", reason: "invalidRange", offset: 1, note: "class escapes at both ends: at the range's start"),
        .init(key: "dot-escape-end", pattern: "[a-\\D]", reason: "invalidRange", offset: 3, note: "\\D as the second end only"),
    ]

    private static let quantifierRefusals: [PatternRefusal] = [
        .init(key: "count-brace-alone", pattern: "{", reason: "invalidQuantifier", offset: 0, note: "{ alone"),
        .init(key: "count-after-bar", pattern: "x|{", reason: "invalidQuantifier", offset: 2, note: "an invalid { at the start of an alternative"),
        .init(key: "count-letter", pattern: "a{x}", reason: "invalidQuantifier", offset: 1, note: "a letter for n"),
        .init(key: "count-no-minimum", pattern: "a{,3}", reason: "invalidQuantifier", offset: 1, note: "{,m}"),
        .init(key: "count-comma-only", pattern: "a{,}", reason: "invalidQuantifier", offset: 1, note: "{,}"),
        .init(key: "count-space-before", pattern: "a{ 2}", reason: "invalidQuantifier", offset: 1, note: "a space before n"),
        .init(key: "count-space-after", pattern: "a{2 }", reason: "invalidQuantifier", offset: 1, note: "a space after n"),
        .init(key: "count-space-in-range", pattern: "a{2, 3}", reason: "invalidQuantifier", offset: 1, note: "a space before m"),
        .init(key: "count-unclosed", pattern: "a{2", reason: "invalidQuantifier", offset: 1, note: "{n never closed"),
        .init(key: "count-unclosed-comma", pattern: "a{2,", reason: "invalidQuantifier", offset: 1, note: "{n, never closed"),
        .init(key: "count-unclosed-range", pattern: "a{2,3", reason: "invalidQuantifier", offset: 1, note: "{n,m never closed"),
        .init(key: "count-letter-maximum", pattern: "a{2,x}", reason: "invalidQuantifier", offset: 1, note: "a letter for m"),
        .init(key: "count-negative", pattern: "a{-1}", reason: "invalidQuantifier", offset: 1, note: "a sign before n"),
        .init(key: "count-three-numbers", pattern: "a{1,2,3}", reason: "invalidQuantifier", offset: 1, note: "three numbers"),
        .init(key: "count-arabic-digit", pattern: "a{٣}", reason: "invalidQuantifier", offset: 1, note: "n must be ASCII digits: ٣ is not"),
        .init(key: "count-fullwidth-digit", pattern: "a{２}", reason: "invalidQuantifier", offset: 1, note: "n must be ASCII digits: ２ is not"),
        .init(key: "count-open-1001", pattern: "a{1001,}", reason: "invalidQuantifier", offset: 1, note: "{n,} with n = 1001 (C-6.5)"),
        .init(key: "count-maximum-1001", pattern: "a{0,1001}", reason: "invalidQuantifier", offset: 1, note: "{n,m} with m = 1001 (C-6.5)"),
        .init(key: "count-both-above", pattern: "a{1001,1001}", reason: "invalidQuantifier", offset: 1, note: "n = m = 1001 (C-6.5)"),
        .init(key: "count-range-1000-1001", pattern: "a{1000,1001}", reason: "invalidQuantifier", offset: 1, note: "m one above 1000 (C-6.5)"),
        .init(key: "count-leading-zero-1001", pattern: "a{01001}", reason: "invalidQuantifier", offset: 1, note: "leading zeros do not hide 1001 (C-6.5)"),
        .init(key: "count-huge", pattern: "a{99999999999999999999999}", reason: "invalidQuantifier", offset: 1,
              note: "a bound far above 1000, past any integer type (C-6.5)"),
        .init(key: "count-reversed-by-one", pattern: "a{3,2}b", reason: "invalidQuantifier", offset: 1, note: "{n,m} with m = n - 1"),
        .init(key: "count-reversed-zero", pattern: "a{1,0}", reason: "invalidQuantifier", offset: 1, note: "{1,0}"),
        .init(key: "anchor-open-count", pattern: "^{2,}", reason: "quantifiedAnchor", offset: 1, note: "a valid {2,} after ^"),
        .init(key: "dollar-count", pattern: "a${3}", reason: "quantifiedAnchor", offset: 2, note: "a valid {3} after $"),
        .init(key: "dollar-question", pattern: "$?", reason: "quantifiedAnchor", offset: 1, note: "? after $"),
        .init(key: "caret-plus", pattern: "^+", reason: "quantifiedAnchor", offset: 1, note: "+ after ^"),
        .init(key: "caret-lazy-star", pattern: "^*?", reason: "quantifiedAnchor", offset: 1, note: "*? after ^: at the *"),
        .init(key: "dollar-invalid-count", pattern: "${x}", reason: "invalidQuantifier", offset: 1, note: "an invalid { after $ is invalidQuantifier",
              flags: orderFlags),
        .init(key: "stacked-plus-star", pattern: "a+*", reason: "stackedQuantifier", offset: 2, note: "* after +"),
        .init(key: "stacked-question-count", pattern: "a?{2}", reason: "stackedQuantifier", offset: 2, note: "{2} after ?"),
        .init(key: "stacked-count-star", pattern: "a{2}*", reason: "stackedQuantifier", offset: 4, note: "* after {2}"),
        .init(key: "stacked-lazy-question", pattern: "a{2}??", reason: "stackedQuantifier", offset: 5, note: "? after the lazy {2}?"),
        .init(key: "stacked-lazy-brace", pattern: "a{2,}?{", reason: "stackedQuantifier", offset: 6, note: "{ after the lazy {2,}?"),
        .init(key: "stacked-star-brace", pattern: "a*{", reason: "stackedQuantifier", offset: 2, note: "an invalid { after *: stacked", flags: orderFlags),
        .init(key: "stacked-lazy-plus", pattern: "a*?+", reason: "stackedQuantifier", offset: 3, note: "+ after the lazy *?: stacked, not possessive"),
        .init(key: "stacked-lazy-lazy", pattern: "a+??", reason: "stackedQuantifier", offset: 3, note: "? after the lazy +?"),
        .init(key: "possessive-plus", pattern: "a++", reason: "possessiveQuantifier", offset: 2, note: "++"),
        .init(key: "possessive-question", pattern: "a?+", reason: "possessiveQuantifier", offset: 2, note: "?+"),
        .init(key: "possessive-count", pattern: "a{2}+", reason: "possessiveQuantifier", offset: 4, note: "{2}+"),
        .init(key: "possessive-open-count", pattern: "a{2,}+", reason: "possessiveQuantifier", offset: 5, note: "{2,}+"),
        .init(key: "possessive-group", pattern: "(a)*+", reason: "possessiveQuantifier", offset: 4, note: "*+ on a group"),
        .init(key: "possessive-class", pattern: "[ab]{1,2}+", reason: "possessiveQuantifier", offset: 9, note: "{1,2}+ on a class"),
    ]

    /// The size limit (10 000, C-6.5) one above, through each way PATTERNS.md counts; `pattern-syntax` has each at exactly 10 000.
    private static let sizeRefusals: [PatternRefusal] = {
        let bulk = emptySize9000
        return [
            ("concatenation", "(?:a{1000}){10}b", "ten a{1000} and one b"),
            ("open-count", "x|\(bulk)a{1000,}", "{n,} counts n: 1 + 9 000 + 1 000"),
            ("open-count-zero", "x|\(bulk)a{999}b{0,}", "{0,} counts once: 1 + 9 999 + 1"),
            ("star-group", "x|\(bulk)a{998}(?:bc)*", "* counts its content once: 1 + 9 998 + 2"),
            ("plus-group", "x|\(bulk)a{998}(?:bc)+", "+ counts its content once: 1 + 9 998 + 2"),
            ("question-group", "x|\(bulk)a{998}(?:bc)?", "? counts its content once: 1 + 9 998 + 2"),
            ("count-range", "x|\(bulk)a{1,1000}", "{n,m} counts m: 1 + 9 000 + 1 000"),
            ("zero-to-one", "x|\(bulk)a{999}b{0,1}", "{0,1} counts 1 where {0} counts 0"),
            ("empty-alternatives", "x|||\(bulk)a{998}", "each empty alternative counts 1: 1 + 2 + 9 998"),
            ("empty-group", "x()|\(bulk)a{999}", "an empty group counts 1: 2 + 9 999"),
            ("anchors", "^x$|\(bulk)a{998}", "^ and $ count 1 each: 3 + 9 998"),
            ("nested-counts", "x|(?:(?:ab){10}){10}\(bulk)a{800}", "counts multiply through groups: 1 + 2 × 10 × 10 + 9 000 + 800"),
            ("class-and-escapes", "[ab]\\d.|\(bulk)a{998}", "a class, an escape and . count 1 each: 3 + 9 998"),
            ("anchor-bulk", "x|(?:(?:^){1000}){9}a{1000}", "a repeated ^ counts once a copy: 1 + 9 000 + 1 000"),
            ("saturating", "(?:(?:(?:a{1000}){1000}){1000}){1000}", "10^12: far past the limit"),
        ].map { key, pattern, note in
            PatternRefusal(key: "size/\(key)", pattern: pattern, reason: "tooLarge", offset: 0, note: "size 10 001 or more: \(note) (C-6.5)")
        }
    }()

    private static let orderRefusals: [PatternRefusal] = [
        .init(key: "order-count-before-paren", pattern: "(a{", reason: "invalidQuantifier", offset: 2, note: "an invalid { wins over the missing )", flags: orderFlags),
        .init(key: "order-class-before-paren", pattern: "([a", reason: "unterminatedClass", offset: 1, note: "an open class wins over the missing )", flags: orderFlags),
        .init(key: "order-escape-before-class", pattern: "\\b[", reason: "unsupportedEscape", offset: 0, note: "the first problem, left to right", flags: orderFlags),
        .init(key: "order-syntax-before-size", pattern: "(?:a{1000}){11}]", reason: "unescapedMetacharacter", offset: 15,
              note: "syntax is checked before the size limit", flags: orderFlags),
        .init(key: "order-length-before-size", pattern: String(repeating: "a{1000}", count: 586), reason: "tooLarge", offset: 4096,
              note: "4 102 scalars: the length limit, at 4 096, before the size limit at 0", flags: orderFlags),
        .init(key: "length-4097-emoji", pattern: String(repeating: "😀", count: 4097), reason: "tooLarge", offset: 4096,
              note: "4 097 emoji are 4 097 scalars, not UTF-16 units (C-6.5)"),
    ]
}
