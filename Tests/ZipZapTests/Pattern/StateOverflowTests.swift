import PropertyTesting
import Testing
@testable import ZipZap

/// Bounded repetitions after an alternation visit a new deterministic state at almost every scalar; past the
/// on-demand cache, or from the start for an automaton of hundreds of positions, the position automaton is stepped
/// directly, and the answers must not change.
@Suite struct StateOverflowTests {
    /// The last two have more than 256 positions, so they are stepped directly from their first scalar; in the last,
    /// the positions outside its delay line meet more states than `OuterStateTable` numbers.
    static let patterns = [#"(X|Y).{40}(X|Y).{40}Q"#, #"^(a|b)*a(a|b){14}$"#, #"(X|Y).{30}[XY]{2,5}.{0,20}Q$"#,
                           #"(X|Y).{150}(X|Y).{150}Q"#, #"^(a|b)*a(a|b){14}.{300}$"#]

    /// A fixed seed for each pattern, so that a run is reproducible: a seed drawn anew each run sometimes gave an
    /// anchored pattern such as `^X.{300}Y` no matching value at all, and the "says little" check failed at random.
    static func seed(_ source: String) -> UInt64 {
        source.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }

    @Test(arguments: patterns)
    func answersAgreeWithSwiftRegexPastTheCache(source: String) throws {
        let ours = try PortablePattern(source, deterministicLimits: PatternMatchingTests.onDemandOnly)
        let theirs = try Regex(source).matchingSemantics(.unicodeScalar)
        let seed = Self.seed(source)
        var random = SplitMix64(seed: seed)
        var matched = 0
        for round in 0..<60 {
            let alphabet: [Character] = source.contains("a|b") ? ["a", "b"] : ["X", "Y", "-", "-"]
            let length = 1_500 + Int(random.next() % 1_500)
            var value = String((0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
            if round % 3 == 0 { value += source.contains("a|b") ? "a" + String(repeating: "b", count: 14) : "Q" }
            let expected = value.firstMatch(of: theirs) != nil
            try #require(ours.matches(Array(value.utf8)) == expected, "seed \(seed): \(source), round \(round), Regex says \(expected)")
            if expected { matched += 1 }
        }
        #expect(matched > 0 && matched < 60, "seed \(seed): \(matched) of 60 matched: the comparison says little")
    }

    /// Chains of more than `DelayLineAutomaton.shortestLine` look-alike positions run as delay lines: emptied by a
    /// scalar their positions refuse (a line feed for `.`), entered again at once, read to the end of the value,
    /// and, under `^`, found empty so that reading stops early. Values mix the chains' scalars with the others.
    static let delayLinePatterns = [#"(X|Y).{150}(X|Y).{150}Q"#, #"^X.{300}Y"#, #"(X|Y)[-XY\n]{280}Z"#,
                                    #"(X|Y).{130}[-\n].{130}Q$"#, #"X.{40}Y.{40}-.{40}X.{200}"#, #"^(X|Y)[-XY]{270}"#]

    @Test(arguments: delayLinePatterns)
    func delayLinesAgreeWithSwiftRegex(source: String) throws {
        let ours = try PortablePattern(source, deterministicLimits: PatternMatchingTests.onDemandOnly)
        let theirs = try Regex(source.replacingOccurrences(of: ".", with: #"[^\n]"#)).matchingSemantics(.unicodeScalar)
        let seed = Self.seed(source)
        var random = SplitMix64(seed: seed)
        var matched = 0
        // Mostly chain scalars, so that long runs survive; the rarer ones empty the lines.
        let alphabet: [Character] = ["X", "Y", "-", "X", "Y", "-", "X", "Y", "-", "Q", "Z", "\n"]
        for round in 0..<80 {
            let length = round % 4 == 0 ? 250 + Int(random.next() % 100) : 300 + Int(random.next() % 1_200)
            let value = String((0..<length).map { _ in
                random.next() % 200 == 0 ? alphabet[9 + Int(random.next() % 3)] : alphabet[Int(random.next() % 9)]
            }) + (round % 2 == 0 ? "Q" : "")
            let expected = value.firstMatch(of: theirs) != nil
            try #require(ours.matches(Array(value.utf8)) == expected, "seed \(seed): \(source), round \(round), Regex says \(expected)")
            if expected { matched += 1 }
        }
        #expect(matched > 0 && matched < 80, "seed \(seed): \(matched) of 80 matched: the comparison says little")
    }

    /// (X|Y).{500}(X|Y).{500}Q has positions X Y, dots 2-501, X Y at 502-503, dots 504-1003, Q at 1004. A first dot is
    /// entered from both X and Y, and the last of the first run leaves to both, so they stay outside; the second
    /// run's last dot leaves only to Q, so its line reaches Q. Outside: 0, 1, 2, 501, 502, 503, 504, 1004.
    @Test func countedRepetitionsBecomeDelayLines() throws {
        let lines = try Self.delayLines("(X|Y).{500}(X|Y).{500}Q")
        #expect(lines.lines.map { $0.first ..< $0.first + $0.length } == [3 ..< 501, 505 ..< 1004])
        #expect(lines.outer.sets.count == 8)
        #expect(lines.lines.map(\.head) == [2, 6] && lines.lines.map(\.tail) == [3, 7])
    }

    /// A line's positions match the same classes; a position whose set differs ends the run, however few classes
    /// tell them apart. In `X.{300}[^\x00-\t…]Y` the class differs from `.` only in U+0000 to U+0009 (one alphabet
    /// class), so it is the tail of the line of dots (outer numbering: X 0, the class 1, Y 2); in `Xa[^\s\S]{300}Y`
    /// the a is a run of one, and the first of the 300 positions that match nothing stays outside as its successor,
    /// the head of the line of the other 299 (outer numbering: X 0, a 1, that position 2, Y 3).
    @Test func aPositionUnlikeTheRunEndsIt() throws {
        let dots = try Self.delayLines(#"X.{300}[^\x00-\t\n\r\x85\u2028\u2029]Y"#)
        #expect(dots.lines.map { $0.first ..< $0.first + $0.length } == [1 ..< 301] && dots.lines.map(\.tail) == [1])
        let nothing = try Self.delayLines(#"Xa[^\s\S]{300}Y"#)
        #expect(nothing.lines.map { $0.first ..< $0.first + $0.length } == [3 ..< 302] && nothing.lines.map(\.head) == [2])
    }

    private static func delayLines(_ source: String) throws -> DelayLineAutomaton {
        var parser = PatternParser(source)
        let root = try parser.parse()
        let automaton = PositionAutomaton(root, size: root.size(limit: PortablePattern.maximumSize))
        return OnDemandDFA(automaton, alphabet: AlphabetPartition(automaton.sets)).delayLines
    }
}
