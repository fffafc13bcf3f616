import ZipZap
import ZipZapConformance

extension VectorFamily {
    /// Long counted runs (`Xa{300}`, `X[ab]{150}b{150}Y`, …): automata of hundreds of positions, which the reference
    /// steps without building deterministic states, running each long run as a delay line (PATTERNS.md §4). Each
    /// pattern meets values at, one below and one above each run's count, values broken or restarted at the run's
    /// first, second, middle and last scalars, and values that end inside a run; two patterns of few positions but
    /// very many deterministic states meet values long enough to fill the on-demand automaton's cache. Expected
    /// answers come from `ChainPattern.matches`, PATTERNS.md's search over the runs.
    static let patternChains = VectorFamily(
        name: "pattern-chains",
        description: "`.matches` with long counted runs (hundreds of automaton positions) and with patterns of very many deterministic states: counts at, below and above, runs broken, restarted or cut short.",
        flags: [
            .init("PatternLongRunWrong", bug: "a long counted repetition loses or invents a repetition when it is broken, restarted or entered twice",
                  breaks: "rules such as 'X then 300 digits' accept values one digit short, or refuse good ones after a false start"),
            .init("PatternManyStatesWrong", bug: "a pattern whose deterministic automaton is too large answers differently once many states have been met",
                  breaks: "long values get another answer than short ones for the same rule"),
        ],
        drafts: { chainDrafts() + manyStateDrafts() })

    private static func chainVector(_ key: String, _ note: String, flag: String, _ pattern: ChainPattern,
                                    _ values: [[Unicode.Scalar]]) -> VectorDraft {
        var seen = Set<[Unicode.Scalar]>()
        let unique = values.filter { seen.insert($0).inserted }
        return patternVector(
            key, "\(pattern.source.count > 60 ? String(pattern.source.prefix(57)) + "…" : pattern.source): \(note)",
            clauses: ["C-6.1", "C-6.3", "C-6.6"], flag: flag, pattern.source,
            unique.map { (Scan(String(String.UnicodeScalarView($0))), pattern.matches($0)) })
    }

    // MARK: Long runs

    private static func chainDrafts() -> [VectorDraft] {
        typealias Run = ChainPattern.Run
        let x = Run.literal("X", breaker: "-"), y = Run.literal("Y", breaker: "-")
        func a(_ minimum: Int, _ maximum: Int?) -> Run { .literal("a", breaker: "b", minimum, maximum) }
        // `[pq]*p[pq]{11}r` has a deterministic state for each set of p's among the last 12 scalars: too many to
        // build in advance, so each pattern with it as an alternative is matched on demand. The values hold no p, q, r.
        let manyStates: [Run] = [.anyOf("pq", breaker: "r", 0, nil), .literal("p", breaker: "r"), .anyOf("pq", breaker: "r", 11, 11),
                                 .literal("r", breaker: "p")]
        let cases: [(String, ChainPattern)] = [
            ("search", ChainPattern([[x, a(300, 300)], manyStates])),
            ("start", ChainPattern([[x, a(300, 300)], manyStates], anchoredAtStart: true)),
            ("end", ChainPattern([[x, a(300, 300)], manyStates], anchoredAtEnd: true)),
            ("whole", ChainPattern([[x, a(300, 300)], manyStates], anchoredAtStart: true, anchoredAtEnd: true)),
            ("two-runs", ChainPattern([[x, a(150, 150), .literal("b", breaker: "a", 150, 150), y], manyStates])),
            ("class-run", ChainPattern([[x, .anyOf("ab", breaker: "c", 300, 300), y], manyStates])),
            ("dot-run", ChainPattern([[x, .dot(300, 300), y], manyStates])),
            ("dot-run-end", ChainPattern([[x, .dot(280, 280)], manyStates], anchoredAtEnd: true)),
            ("alternatives", ChainPattern([[x, a(300, 300)], [y, .literal("b", breaker: "a", 300, 300)], manyStates])),
            ("range", ChainPattern([[x, a(100, 400), y], manyStates])),
            ("open", ChainPattern([[x, a(280, nil), y], manyStates])),
            ("open-start", ChainPattern([[x, a(280, nil)], manyStates], anchoredAtStart: true)),
            ("counted-group", ChainPattern([[x] + Array(repeating: [a(40, 40), y], count: 7).flatMap { $0 }, manyStates],
                                           written: "X(?:a{40}Y){7}|" + manyStates.map(\.written).joined())),
            ("runs-of-31-and-32", ChainPattern([[x, a(31, 31), .literal("b", breaker: "a", 33, 33), .literal("c", breaker: "a", 200, 200), y], manyStates])),
        ]
        let gadget = "|" + manyStates.map(\.written).joined()
        let notA = Run(source: "[^a]", members: { $0 != "a" }, sample: "b", breaker: "a", minimum: 300, maximum: 300)
        let nulOrA = Run(source: "[\\x00a]", members: { $0 == "\u{0}" || $0 == "a" }, sample: "\u{0}", breaker: "b", minimum: 300, maximum: 300)
        func nested(_ depth: Int) -> String { String(repeating: "(?:a", count: depth) + String(repeating: ")?", count: depth) }
        func b(_ count: Int) -> Run { .literal("b", breaker: "a", count, count) }
        // Runs next to the structures that decide what may be inside a delay line: a position reached by a skip, a
        // run of optional copies (each also followed by what comes after), accepting copies, a dead end, an
        // unreachable run, and a run starting at the 64th position. (written, the runs it means, the runs that make
        // its values when they are not those.)
        let structures: [(String, String, [[Run]], [[Run]]?)] = [
            ("skip-into-run", "X(?:a{40})?a{300}", [[x, a(300, 300)], [x, a(340, 340)]], nil),
            ("optional-copies-before-run", "X\(nested(40))b{300}Y", [[x, a(0, 40), b(300), y]], nil),
            ("accepting-copies", "b{300}Xa\(nested(39))", [[b(300), x, a(1, 40)]], nil),
            ("accepting-copies-at-end", "b{300}Xa\(nested(39))$", [[b(300), x, a(1, 40)]], nil),
            ("optional-scalar-before-run", "Xb?a{300}", [[x, a(300, 300)], [x, b(1), a(300, 300)]], nil),
            ("dead-end-after-run", "Xa{300}^b", [], [[x, a(300, 300), b(1)]]),
            ("unreachable-run", "x$a{300}", [], [[.literal("x", breaker: "-"), a(300, 300)]]),
            ("unreachable-first-run", "$a{300}", [], [[a(300, 300)]]),
            ("run-at-64th-position", "[xy]{62}Xa{300}", [[.anyOf("xy", breaker: "z", 62, 62), x, a(300, 300)]], nil),
            ("head-after-64-outer-positions", "[xy]{0,80}Xa{300}", [[.anyOf("xy", breaker: "z", 0, 80), x, a(300, 300)]], nil),
            ("optional-same-scalar-before-run", "Xa?a{300}", [[x, a(300, 300)]], nil),
            ("optional-head", "X?a{300}", [[a(300, 300)]], [[x, a(300, 300)]]),
            ("one-scalar-between-runs", "Xa{100}ba{200}", [[x, a(100, 100), b(1), a(200, 200)]], nil),
            ("one-scalar-before-run", "Xab{300}", [[x, a(1, 1), b(300)]], nil),
            ("runs-of-64", "Xa{64}b{300}", [[x, a(64, 64), b(300)]], nil),
            ("complement-after-scalar", "Xa[^a]{300}", [[x, a(1, 1), notA]], nil),
            ("nul-or-scalar-after-scalar", "Xa[\\x00a]{300}", [[x, a(1, 1), nulOrA]], nil),
        ]
        let anchoredEnd: Set<String> = ["accepting-copies-at-end"]
        return cases.map { key, pattern in
            chainVector("run/\(key)", "at, below and above each count; broken, restarted, cut short", flag: "PatternLongRunWrong",
                        pattern, chainValues(pattern.alternatives.dropLast()))
        } + structures.map { key, written, runs, valueRuns in
            let pattern = ChainPattern(runs + [manyStates], anchoredAtEnd: anchoredEnd.contains(key), written: written + gadget)
            return chainVector("structure/\(key)", "a long run next to a structure that decides what a delay line may hold",
                               flag: "PatternLongRunWrong", pattern, chainValues(valueRuns ?? runs))
        }
    }

    /// The values a chain pattern's alternatives meet: each at its runs' minimum counts, then each run one shorter and
    /// one longer (and at its maximum and one above), broken by a non-member or by a second start, cut short, padded.
    private static func chainValues(_ alternatives: some Sequence<[ChainPattern.Run]>) -> [[Unicode.Scalar]] {
        var values: [[Unicode.Scalar]] = []
        for runs in alternatives {
            let counts = runs.map(\.minimum)
            func value(_ counts: [Int]) -> [Unicode.Scalar] {
                zip(runs, counts).flatMap { run, count in Array(repeating: run.sample, count: count) }
            }
            let whole = value(counts)
            values += [whole, ["-"] + whole, whole + ["-"], whole + whole, Array(whole.dropLast()), Array(whole.dropLast(2)),
                       Array(whole.prefix(whole.count / 2)), Array(whole.dropFirst())]
            // Each run made of the previous run's scalar: one long run of the same scalars.
            for index in runs.indices.dropFirst() {
                let start = counts[..<index].reduce(0, +)
                var merged = whole
                merged.replaceSubrange(start ..< start + counts[index], with: repeatElement(runs[index - 1].sample, count: counts[index]))
                values.append(merged)
            }
            for (index, run) in runs.enumerated() {
                var changed = counts
                for count in [run.minimum - 1, run.minimum + 1] + (run.maximum.map { [$0 - 1, $0, $0 + 1] } ?? [run.minimum + 40]) where count >= 0 {
                    changed[index] = count
                    values.append(value(changed))
                }
                guard run.minimum >= 2 else { continue }
                let start = counts[..<index].reduce(0, +)
                for offset in Set([0, 1, run.minimum / 2, run.minimum - 2, run.minimum - 1]).sorted() {
                    var broken = whole
                    broken[start + offset] = run.breaker
                    values.append(broken)
                    var inserted = whole
                    inserted.insert(run.breaker, at: start + offset)
                    values.append(inserted)
                    // A false start: the value up to this scalar, then the whole match.
                    values.append(Array(whole.prefix(start + offset)) + whole)
                    // The first run's scalar inside this run: a second start (and, where it is a member, no break).
                    var restarted = whole
                    restarted[start + offset] = runs[0].sample
                    values.append(restarted)
                }
            }
        }
        return values
    }

    // MARK: Many deterministic states

    /// `X[abX]{40}Y` has 42 positions but a deterministic state for each set of X's met in the last 40 scalars:
    /// values of random a, b and X fill the on-demand automaton's cache long before they end, and whether they match
    /// is decided only at their end, by an X 41 scalars before it, met before or after the cache filled.
    private static func manyStateDrafts() -> [VectorDraft] {
        typealias Run = ChainPattern.Run
        let patterns: [(String, ChainPattern)] = [
            ("class-run", ChainPattern([[.literal("X", breaker: "-"), .anyOf("abX", breaker: "c", 40, 40), .literal("Y", breaker: "-")]])),
            ("class-run-end", ChainPattern([[.literal("X", breaker: "-"), .anyOf("abX", breaker: "c", 40, 40)]], anchoredAtEnd: true)),
        ]
        var state: UInt64 = 0x0C0FFEE
        func random(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33) % bound
        }
        var drafts = patterns.map { key, pattern in
            var values: [[Unicode.Scalar]] = []
            for length in stride(from: 1000, through: 1600, by: 40) {
                // No Y before the tail: only the end can decide.
                let body: [Unicode.Scalar] = (0..<length).map { _ in ["X", "a", "b"][random(3)] }
                let tail: [Unicode.Scalar] = Array(repeating: "a", count: 40 - length % 3) + ["Y"]
                values.append(body + ["X"] + tail)
                values.append(body + tail)
                values.append(body)
            }
            return chainVector("many-states/\(key)", "long random values of X, a and b, decided at their end", flag: "PatternManyStatesWrong",
                               pattern, values)
        }
        // One random body cut at every length around where the cache fills: the X that decides (41 scalars before the
        // Y) is met, at one length or another, at each place of the run when the automaton stops numbering states.
        let body: [Unicode.Scalar] = (0..<1080).map { _ in ["X", "a", "b"][random(3)] }
        var sweep: [[Unicode.Scalar]] = []
        for length in 990...1070 {
            sweep.append(Array(body[..<(length - 41)]) + ["X"] + Array(body[(length - 40)..<length]) + ["Y"])
            if length % 8 == 0 { sweep.append(Array(body[..<(length - 41)]) + ["X"] + Array(body[(length - 40)...length]) + ["Y"]) }
        }
        drafts.append(chainVector("many-states/switch-sweep", "X[abX]{40}Y on one random body cut at 81 lengths", flag: "PatternManyStatesWrong",
                                  patterns[0].1, sweep))
        // Anchored at both ends: reading the last scalar of a match leaves no position active, yet the value matches.
        for window in [20, 300] {
            let pattern = ChainPattern([[.anyOf("ab", breaker: "c", 0, window), .literal("a", breaker: "c"), .anyOf("ab", breaker: "c", 11, 11)]],
                                       anchoredAtStart: true, anchoredAtEnd: true)
            // A first scalar below every set (no position can read it), then the lengths around the window.
            var values: [[Unicode.Scalar]] = [["-"], ["-", "a"]]
            for length in [11, 12, 13, window + 11, window + 12, window + 13] {
                values.append(Array(repeating: "b", count: max(length - 12, 0)) + ["a"] + Array(repeating: "b", count: min(11, length - 1)))
                values.append((0..<length).map { _ in ["a", "b"][random(2)] })
                values.append(Array(repeating: "a", count: length))
            }
            drafts.append(chainVector("many-states/anchored-window-\(window)", "an a at most \(window) scalars from the start and exactly 11 from the end",
                                      flag: "PatternManyStatesWrong", pattern, values))
        }
        return drafts
    }
}
