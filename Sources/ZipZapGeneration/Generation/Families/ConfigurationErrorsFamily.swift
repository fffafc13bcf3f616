import ZipZap
import ZipZapConformance

extension VectorFamily {
    /// One refused pattern: the pattern, the reason PATTERNS.md gives and the offset it pins, and what the case shows.
    struct PatternRefusal {
        let key: String
        let pattern: String
        let reason: String
        let offset: Int
        let note: String
        var flags: [String] = ["RefusalNotReported", "RefusalOffsetWrong"]
    }

    /// Every refusal PATTERNS.md §3 lists, with the offset it pins (reasoned from PATTERNS.md, not from the parser).
    static let patternRefusals: [PatternRefusal] = [
        .init(key: "lookahead", pattern: "a(?=b)", reason: "unsupportedConstruct", offset: 1, note: "lookahead, at its ("),
        .init(key: "inline-flag", pattern: "(?i)a", reason: "unsupportedConstruct", offset: 0, note: "an inline flag, at its ("),
        .init(key: "posix-class", pattern: "[[:digit:]]", reason: "unsupportedConstruct", offset: 1, note: "[: inside a class, at its ["),
        .init(key: "set-operation", pattern: "[a&&b]", reason: "unsupportedConstruct", offset: 2, note: "&& in a class, at the first &"),
        .init(key: "quote", pattern: "a\\Qb\\E", reason: "unsupportedConstruct", offset: 1, note: "\\Q…\\E, at its \\"),
        .init(key: "word-boundary", pattern: "a\\b", reason: "unsupportedEscape", offset: 1, note: "\\b, at its \\"),
        .init(key: "backreference", pattern: "(a)\\1", reason: "unsupportedEscape", offset: 3, note: "a backreference, at its \\"),
        .init(key: "property", pattern: "\\p{L}", reason: "unsupportedEscape", offset: 0, note: "\\p{…}, at its \\"),
        .init(key: "short-hex", pattern: "a\\x4", reason: "malformedEscape", offset: 1, note: "\\x with one hex digit, at its \\"),
        .init(key: "surrogate", pattern: "\\uD800", reason: "malformedEscape", offset: 0, note: "\\u naming a surrogate, at its \\"),
        .init(key: "braced-unicode", pattern: "\\u{41}", reason: "malformedEscape", offset: 0, note: "\\u{…}, at its \\"),
        .init(key: "dangling", pattern: "ab\\", reason: "danglingEscape", offset: 2, note: "a \\ ending the pattern, at it"),
        .init(key: "open-group", pattern: "a(b(c)", reason: "unbalancedParenthesis", offset: 1, note: "a ( never closed, at it"),
        .init(key: "innermost-open", pattern: "(a(b", reason: "unbalancedParenthesis", offset: 2, note: "two ( never closed: the innermost"),
        .init(key: "stray-close", pattern: "ab)", reason: "unbalancedParenthesis", offset: 2, note: "a ) without (, at it"),
        .init(key: "bare-bracket", pattern: "a]", reason: "unescapedMetacharacter", offset: 1, note: "] outside a class"),
        .init(key: "bare-brace", pattern: "a}", reason: "unescapedMetacharacter", offset: 1, note: "} outside a class"),
        .init(key: "bracket-in-class", pattern: "[a[b]", reason: "unescapedMetacharacter", offset: 2, note: "[ inside a class"),
        .init(key: "empty-class", pattern: "x[]", reason: "emptyClass", offset: 1, note: "[], at its ["),
        .init(key: "empty-negated-class", pattern: "x[^]", reason: "emptyClass", offset: 1, note: "[^], at its ["),
        .init(key: "bracket-first", pattern: "[]a]", reason: "emptyClass", offset: 0, note: "] right after [, at the ["),
        .init(key: "unterminated", pattern: "ab[cd", reason: "unterminatedClass", offset: 2, note: "a class never closed, at its ["),
        .init(key: "reversed-range", pattern: "x[z-a]", reason: "invalidRange", offset: 2, note: "a reversed range, at its start"),
        .init(key: "class-escape-start", pattern: "[\\d-z]", reason: "invalidRange", offset: 1, note: "\\d as the first end, at the range's start"),
        .init(key: "class-escape-end", pattern: "[a-\\w]", reason: "invalidRange", offset: 3, note: "\\w as the second end only, at that end"),
        .init(key: "misplaced-hyphen", pattern: "[a-c-e]", reason: "misplacedHyphen", offset: 4, note: "a - after a range, at the -"),
        .init(key: "open-brace", pattern: "a{", reason: "invalidQuantifier", offset: 1, note: "a { alone, at it"),
        .init(key: "reversed-count", pattern: "a{3,2}", reason: "invalidQuantifier", offset: 1, note: "{n,m} with n > m, at the {"),
        .init(key: "count-too-large", pattern: "a{1001}", reason: "invalidQuantifier", offset: 1, note: "a bound above 1 000 (C-6.5), at the {"),
        .init(key: "leading-star", pattern: "*a", reason: "nothingToRepeat", offset: 0, note: "* at the start"),
        .init(key: "alternative-plus", pattern: "a|+", reason: "nothingToRepeat", offset: 2, note: "+ at the start of an alternative"),
        .init(key: "anchor-star", pattern: "^*", reason: "quantifiedAnchor", offset: 1, note: "a quantified ^, at the quantifier"),
        .init(key: "stacked", pattern: "a{2}{3}", reason: "stackedQuantifier", offset: 4, note: "a second quantifier, at it"),
        .init(key: "possessive", pattern: "a*+", reason: "possessiveQuantifier", offset: 2, note: "a possessive quantifier, at the +"),
        .init(key: "nesting", pattern: String(repeating: "(", count: 101) + "a" + String(repeating: ")", count: 101),
              reason: "tooDeeplyNested", offset: 100, note: "the ( opening the 101st level (C-6.5)"),
        .init(key: "too-long", pattern: String(repeating: "a", count: 4097), reason: "tooLarge", offset: 4096,
              note: "4 097 scalars, at offset 4 096 (C-6.5)"),
        .init(key: "too-big", pattern: String(repeating: "x{1000}", count: 10) + "y", reason: "tooLarge", offset: 0,
              note: "size 10 001 once counted repetition is expanded, at offset 0 (C-6.5)"),
        .init(key: "start-invalid-count", pattern: "{3,2}a", reason: "invalidQuantifier", offset: 0,
              note: "a { that is no valid quantifier at the start: invalidQuantifier before nothingToRepeat",
              flags: ["RefusalNotReported", "RefusalOrderWrong"]),
        .init(key: "start-valid-count", pattern: "{2}a", reason: "nothingToRepeat", offset: 0, note: "a valid {2} at the start"),
        .init(key: "anchor-invalid-count", pattern: "^{,2}", reason: "invalidQuantifier", offset: 1,
              note: "a { that is no valid quantifier after an anchor: invalidQuantifier before quantifiedAnchor",
              flags: ["RefusalNotReported", "RefusalOrderWrong"]),
        .init(key: "anchor-count", pattern: "^{2}", reason: "quantifiedAnchor", offset: 1, note: "a valid {2} after an anchor"),
        .init(key: "stacked-invalid-count", pattern: "a*{,2}", reason: "stackedQuantifier", offset: 2,
              note: "any { right after a quantifier is stacked, valid or not", flags: ["RefusalNotReported", "RefusalOrderWrong"]),
        .init(key: "order-missing-paren-last", pattern: "(a]", reason: "unescapedMetacharacter", offset: 2,
              note: "a missing ) is met only at the end, so the ] wins", flags: ["RefusalNotReported", "RefusalOrderWrong"]),
        .init(key: "order-nesting-after-construct", pattern: String(repeating: "(", count: 100) + "(?=a)" + String(repeating: ")", count: 100),
              reason: "unsupportedConstruct", offset: 100, note: "(?= at the 101st level is met before the nesting limit",
              flags: ["RefusalNotReported", "RefusalOrderWrong"]),
        .init(key: "order-length-first", pattern: "[]" + String(repeating: "a", count: 4095), reason: "tooLarge", offset: 4096,
              note: "the length limit comes before everything", flags: ["RefusalNotReported", "RefusalOrderWrong"]),
    ]

    static let configurationErrors = VectorFamily(
        name: "configuration-errors",
        description: "Field configurations that must be refused (SPEC C-4.20): every pattern refusal of PATTERNS.md with its offset, and inverted length ranges.",
        flags: [
            .init("RefusalNotReported", bug: "a configuration the spec refuses is built anyway (the host engine takes the pattern, the range is read as empty)",
                  breaks: "a field means different things on different platforms, and the mistake surfaces as rejected scans in production"),
            .init("RefusalOffsetWrong", bug: "a refused pattern is reported at another offset than PATTERNS.md pins",
                  breaks: "error messages point developers at the wrong character, and ports disagree on the same pattern"),
            .init("RefusalOrderWrong", bug: "the refusal reported is not the first one met (PATTERNS.md's error order, or the first refused rule)",
                  breaks: "two ports report different errors for one configuration"),
        ],
        drafts: {
            var drafts = patternRefusals.map { refusal in
                VectorDraft.refused(
                    "pattern/\(refusal.key)", "\(refusal.reason): \(refusal.note)", clauses: ["C-4.20", "C-6.1"] + (refusal.note.contains("C-6.5") ? ["C-6.5"] : []),
                    flags: refusal.flags, rules: [.pattern(refusal.pattern)],
                    expect: ConfigurationRefusal(position: 0, rule: "matches", reason: refusal.reason, offset: refusal.offset))
            }
            drafts += [
                .refused("length/inverted", "a length range whose lower bound is above its upper one is refused (C-4.3)",
                         clauses: ["C-4.20", "C-4.3"], flags: ["RefusalNotReported"], rules: [.lengthRange(5, 3)],
                         expect: ConfigurationRefusal(position: 0, rule: "length", reason: "invertedRange", offset: nil)),
                .refused("length/inverted-negative", "an inverted range of negative bounds is refused too (C-4.8 reads only ordered ones)",
                         clauses: ["C-4.20", "C-4.3", "C-4.8"], flags: ["RefusalNotReported"], rules: [.lengthRange(-1, -5)],
                         expect: ConfigurationRefusal(position: 0, rule: "length", reason: "invertedRange", offset: nil)),
                .refused("position/after-valid-rules", "the refusal names the refused rule's position after rules that configure",
                         clauses: ["C-4.20"], flags: ["RefusalNotReported", "RefusalOrderWrong"],
                         rules: [.checkDigit, .length(minimum: 1, maximum: 20), .pattern("[z-a]")],
                         expect: ConfigurationRefusal(position: 2, rule: "matches", reason: "invalidRange", offset: 1)),
                .refused("position/first-of-two", "of two refused rules, the first in declaration order is reported",
                         clauses: ["C-4.20"], flags: ["RefusalOrderWrong"],
                         rules: [.pattern("\\d"), .lengthRange(9, 2), .pattern("[]")],
                         expect: ConfigurationRefusal(position: 1, rule: "length", reason: "invertedRange", offset: nil)),
            ]
            return drafts
        })
}

extension VectorDraft {
    /// A hand-written vector whose field must be refused: one scan that a port which builds the field anyway would
    /// run, and the refusal the spec gives.
    static func refused(
        _ key: String, _ description: String, clauses: [String], flags: [String], rules: [FieldSpec.Rule],
        expect refusal: ConfigurationRefusal
    ) -> VectorDraft {
        VectorDraft(
            key: key, description: description, clauses: clauses, flags: flags, provenance: .handWritten,
            field: FieldSpec(rules: rules), input: SourceInput(.direct([Scan("AB-123456")])),
            handExpectation: .exact(ReferenceEngine.Result(trace: [], value: nil, refusal: refusal)))
    }
}
