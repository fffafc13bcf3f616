import ZipZap
import ZipZapConformance

extension VectorFamily {
    static let pattern = VectorFamily(
        name: "pattern",
        description: "`.matches`: search semantics, anchors, ASCII classes, `.` and line terminators, scalars, ill-formed UTF-8, bounds.",
        flags: [
            .init("PatternAnchorsWrong", bug: "the pattern must match the whole value, or `^`/`$` are ignored",
                  breaks: "rules written with anchors accept partial or padded values, or rules without them reject good ones"),
            .init("PatternDollarBeforeNewline", bug: "`$` also matches before a final newline (Python, Java, PCRE default)",
                  breaks: "values with a trailing line break pass a rule that pins the end"),
            .init("PatternUnicodeClasses", bug: "`\\d`, `\\w` or `\\s` match non-ASCII scalars",
                  breaks: "Arabic-Indic or fullwidth digits pass a 'digits only' rule"),
            .init("PatternDotWrong", bug: "`.` matches line terminators, or refuses other control characters",
                  breaks: "values with line breaks inside pass a single-line format"),
            .init("PatternPerCodeUnit", bug: "matching works on UTF-16 units, bytes or grapheme clusters",
                  breaks: "emoji, accents and ill-formed bytes count differently on each platform"),
            .init("PatternSyntaxDiffers", bug: "groups, alternation, classes or counted repetition behave differently",
                  breaks: "the same rule accepts different values on different platforms"),
            .init("PatternBacktracking", bug: "the engine backtracks, so a hostile value takes exponential time",
                  breaks: "one crafted barcode freezes the field"),
        ],
        drafts: {
            func rule(_ key: String, _ description: String, _ clauses: [String], _ flags: [String], _ pattern: String,
                      _ steps: [(Scan, Bool)]) -> VectorDraft {
                // Expected outcomes are written by hand; every accepted value is a change unless it repeats the last one.
                var last: [UInt8]?
                let expectations = steps.map { scan, passes -> (Scan, Expect) in
                    guard passes else { return (scan, .rejected("matches", position: 0)) }
                    defer { last = scan.value }
                    return (scan, .acceptedBytes(scan.value, changed: scan.value != last))
                }
                return .direct(key, description, clauses: ["C-4.4"] + clauses, flags: flags,
                               field: FieldSpec(rules: [.matches(try! PortablePattern(pattern))]), expectations, finalValue: last)
            }
            func text(_ value: String) -> Scan { Scan(value) }
            return [
                rule("search", "without anchors a pattern matches anywhere in the value", ["C-6.3"], ["PatternAnchorsWrong"],
                     #"LOC-\d{4}"#, [(text("XLOC-1234Y"), true), (text("LOC-12"), false)]),
                rule("anchored", "`^...$` pins the whole value", ["C-6.3"], ["PatternAnchorsWrong"],
                     #"^LOC-\d{4}$"#, [(text("XLOC-1234Y"), false), (text("LOC-1234"), true), (text("LOC-12345"), false)]),
                rule("dollar-final-newline", "`$` does not match before a final newline", ["C-6.3"], ["PatternDollarBeforeNewline"],
                     #"^LOC-\d{4}$"#, [(text("LOC-1234\n"), false), (text("LOC-1234"), true)]),
                rule("caret-after-newline", "`^` does not match after a newline (no multi-line mode)", ["C-6.3"], ["PatternAnchorsWrong"],
                     #"^B"#, [(text("A\nB"), false), (text("B\nA"), true)]),
                rule("digit-ascii", "`\\d` is [0-9] only", ["C-6.4"], ["PatternUnicodeClasses"],
                     #"^\d+$"#, [(text("٤٠٠٦"), false), (text("４００６"), false), (text("4006"), true)]),
                rule("word-ascii", "`\\w` is [A-Za-z0-9_] only", ["C-6.4"], ["PatternUnicodeClasses"],
                     #"^\w+$"#, [(text("café"), false), (text("cafe_9"), true)]),
                rule("space-ascii", "`\\s` is tab, LF, VT, FF, CR and space only", ["C-6.4"], ["PatternUnicodeClasses"],
                     #"^A\sB$"#, [(text("A\u{00A0}B"), false), (text("A\u{2003}B"), false), (text("A\u{0B}B"), true), (text("A B"), true)]),
                rule("dot-terminators", "`.` refuses LF, CR, NEL, LS and PS", ["C-6.4"], ["PatternDotWrong"],
                     #"^A.B$"#, [(text("A\nB"), false), (text("A\rB"), false), (text("A\u{85}B"), false), (text("A\u{2028}B"), false),
                                 (text("A\u{2029}B"), false), (text("AxB"), true)]),
                rule("dot-controls", "`.` takes every other scalar: VT, FF, NUL, GS, DEL", ["C-6.4"], ["PatternDotWrong"],
                     #"^.$"#, [(text("\u{0B}"), true), (text("\u{0C}"), true), (text("\u{0}"), true), (text("\u{1D}"), true), (text("\u{7F}"), true)]),
                rule("scalars", "one `.` is one scalar: an emoji is one, e + combining accent is two", ["C-6.2"], ["PatternPerCodeUnit"],
                     #"^.$"#, [(text("😀"), true), (text("e\u{301}"), false), (text("é"), true)]),
                rule("case-sensitive", "matching is case-sensitive", ["C-6.2"], ["PatternSyntaxDiffers"],
                     #"^abc$"#, [(text("ABC"), false), (text("abc"), true)]),
                rule("ill-formed", "each maximal ill-formed subpart is one U+FFFD", ["C-6.2", "C-1.2"], ["PatternPerCodeUnit"],
                     #"^\uFFFD$"#, [(Scan(value: [0xFF], type: nil), true), (Scan(value: [0xE2, 0x82], type: nil), true),
                                    (Scan(value: [0xED, 0xA0, 0x80], type: nil), false), (Scan(value: [0xEF, 0xBF, 0xBD], type: nil), true)]),
                rule("groups-alternation", "groups, alternation and counted repetition", ["C-6.1"], ["PatternSyntaxDiffers"],
                     #"^(?:AB|CD){2,3}$"#, [(text("AB"), false), (text("ABCD"), true), (text("CDABCD"), true), (text("ABABABAB"), false)]),
                rule("classes", "classes, ranges, negation and escapes inside classes", ["C-6.1"], ["PatternSyntaxDiffers"],
                     #"^[A-Z]{2}[^0-9\s][\d.-]$"#, [(text("ABC5"), true), (text("AB15"), false), (text("ABC."), true), (text("ABC-"), true),
                                                    (text("AB 5"), false)]),
                rule("empty-pattern", "the empty pattern matches every value, the empty one too", ["C-6.1", "C-6.3"], ["PatternAnchorsWrong"],
                     "", [(text(""), true), (text("x"), true)]),
                rule("escapes", "\\x and \\u escapes, NUL and GS among them", ["C-6.1", "C-6.2"], ["PatternSyntaxDiffers"],
                     #"^01\d{14}\x1D10\u0041$"#, [(text("010952012345678\u{1D}10A"), false), (text("0109520123456788\u{1D}10A"), true)]),
                rule("large-bound", "a counted bound of 1000 is allowed", ["C-6.5"], ["PatternSyntaxDiffers"],
                     #"^\d{1000}$"#, [(text(String(repeating: "7", count: 1000)), true), (text(String(repeating: "7", count: 999)), false)]),
                rule("linear-time", "nested repetition against a long value answers without backtracking", ["C-6.6"], ["PatternBacktracking"],
                     #"^(a|aa)*b$"#, [(text(String(repeating: "a", count: 5000)), false), (text(String(repeating: "a", count: 5000) + "b"), true)]),
            ]
        })
}
