import ZipZap
import ZipZapConformance

extension VectorFamily {
    /// Behaviour of the reference that no other family reached, found by running every vector through a coverage
    /// build (`Fuzz/coverage vectors`, Docs/coverage.md): a code path no vector takes is one where a port's bug goes
    /// unnoticed. Each vector names the path it reaches; expected answers are SPEC's and PATTERNS.md's.
    static let coverageGaps = VectorFamily(
        name: "coverage-gaps",
        description: "Behaviour no other family reached (Docs/coverage.md): patterns matched by the on-demand automaton (one far too large to build in advance), a GMN too short for its check pair, coupon codes with a letter or cut inside a field, a UPC-E in scan data with a number system other than 0 or 1.",
        flags: [
            .init("OnDemandPatternWrong", bug: "a pattern whose automaton is too large to build in advance stops too early, too late, or at a dead end",
                  breaks: "rules such as 'an a twelve characters before the X' accept or refuse values differently from small ones"),
            .init("EagerAutomatonUnbounded", bug: "the eager automaton is built past its bounds (PATTERNS.md §4), so a pattern with millions of deterministic states takes seconds to configure",
                  breaks: "a field configured with 'an a 22 characters before the end' stalls past the runner's per-vector timeout (C-6.6)"),
            .init("CheckPairTooShort", bug: "a csumalpha value shorter than its check pair is accepted or crashes",
                  breaks: "a one-character GMN is stored as a valid model number"),
            .init("CouponFieldsIncomplete", bug: "a coupon code with a letter, or ending inside a field it must have, is accepted",
                  breaks: "truncated or misread coupons are stored and redeemed wrongly"),
            .init("UPCENumberSystem", bug: "8 digits under ]E0 are expanded as a UPC-E whatever their number system",
                  breaks: "a misread is turned into a GTIN of another product"),
        ],
        drafts: {
            let b11 = String(repeating: "b", count: 11), a11 = String(repeating: "a", count: 11)
            let dots = String(repeating: "a", count: 300)
            return [
                // 2^12 deterministic states (which of the last 12 scalars were `a`) exceed the eager automaton's 2000:
                // the on-demand automaton numbers states as it meets them, and meets a dead end on `c` or a late X.
                patternVector("on-demand/numbered", "^(?:a|b)*a(?:a|b){11}X: an a exactly 12 scalars before the X, from the start",
                              clauses: ["C-6.3", "C-6.6"], flag: "OnDemandPatternWrong", "^(?:a|b)*a(?:a|b){11}X",
                              [(Scan("a" + b11 + "X"), true), (Scan("ba" + a11 + "X-tail"), true), (Scan("a" + b11 + "bX"), false),
                               (Scan("a" + String(b11.dropLast()) + "X"), false), (Scan("c"), false), (Scan("abX"), false), (Scan(""), false)]),
                patternVector("on-demand/numbered-end", "^(?:a|b)*a(?:a|b){11}$: the same condition at the end of the value",
                              clauses: ["C-6.3", "C-6.6"], flag: "OnDemandPatternWrong", "^(?:a|b)*a(?:a|b){11}$",
                              [(Scan("bb" + "a" + b11), true), (Scan("a" + b11 + "b"), false), (Scan("a" + b11 + "c"), false)]),
                // 2^22 deterministic states, far past every eager bound: an automaton built in advance regardless
                // takes seconds (PROTOCOL.md's per-vector timeout is 2 s); the on-demand one meets only the states
                // these values lead to.
                patternVector("on-demand/unbounded", "(?:a|b)*a(?:a|b){21}: an a followed by 21 scalars a or b, anywhere",
                              clauses: ["C-6.3", "C-6.6"], flag: "EagerAutomatonUnbounded", "(?:a|b)*a(?:a|b){21}",
                              [(Scan("a" + String(repeating: "b", count: 21)), true), (Scan("a" + String(repeating: "b", count: 20)), false),
                               (Scan(String(repeating: "b", count: 30)), false)]),
                // 301 positions: more than the on-demand automaton numbers, so it steps the positions from the first
                // scalar; a match found before the value ends is a match (search semantics).
                patternVector("on-demand/stepped", "X.{300}: an X followed by 300 scalars anywhere in the value",
                              clauses: ["C-6.3", "C-6.6"], flag: "OnDemandPatternWrong", "X.{300}",
                              [(Scan("X" + dots), true), (Scan("--X" + dots + "--"), true), (Scan("X" + String(dots.dropLast())), false),
                               (Scan(dots + dots), false)]),
                .gs1("gmn-shorter-than-pair", "(8013) GMN: the last two characters are the check pair of the others, so one or two characters cannot pass",
                     clauses: ["C-7.1", "C-4.5"], flags: ["CheckPairTooShort"],
                     [(Scan("(8013)1987654Ad4X4bL5ttr2310c2K"), true), (Scan("(8013)A"), false), (Scan("(8013)12"), false)]),
                // The (8110) fields as gs1-linters' coupon vector spells them: company prefix VLI 0 and 6 digits, offer
                // code, save value VLI 1 and 1 digit, purchase VLI 1 and 1 digit, requirement code, family code.
                .gs1("coupon-fields", "(8110) and (8112) coupon codes are digits only, and each field they have must be complete: the requirement code, a further purchase's company prefix indicator, the third purchase's length",
                     clauses: ["C-7.1", "C-4.5"], flags: ["CouponFieldsIncomplete"],
                     [(Scan("(8110)0061414123456" + "15110123"), true), (Scan("(8110)0061414" + "12345A" + "15110123"), false),
                      (Scan("(8110)0061414123456" + "1511"), false), (Scan("(8110)0061414123456" + "15110123" + "10110123"), false),
                      (Scan("(8110)0061414123456" + "15110123" + "2" + "00123" + "9"), false),
                      (Scan("(8112)0" + "0061414" + "123456" + "0123456"), true), (Scan("(8112)0" + "0061414" + "12345A" + "0123456"), false)]),
                .gs1("upce-number-system", "]E0 with 8 digits is a UPC-E, whose number system is 0 or 1: 2 is not a UPC-E",
                     clauses: ["C-7.6", "C-7.29"], flags: ["UPCENumberSystem"],
                     [(Scan("]E0" + "01234565"), true), (Scan("]E0" + "21234565"), false)]),
            ]
        })
}
