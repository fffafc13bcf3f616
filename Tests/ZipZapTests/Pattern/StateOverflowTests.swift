import PropertyTesting
import Testing
@testable import ZipZap

/// Bounded repetitions after an alternation visit a new deterministic state at almost every scalar; past the
/// on-demand cache, or from the start for an automaton of hundreds of positions, the position automaton is stepped
/// directly, and the answers must not change.
@Suite struct StateOverflowTests {
    /// The last has more than 256 positions, so it is stepped directly from its first scalar.
    static let patterns = [#"(X|Y).{40}(X|Y).{40}Q"#, #"^(a|b)*a(a|b){14}$"#, #"(X|Y).{30}[XY]{2,5}.{0,20}Q$"#,
                           #"(X|Y).{150}(X|Y).{150}Q"#]

    @Test(arguments: patterns)
    func answersAgreeWithSwiftRegexPastTheCache(source: String) throws {
        let ours = try PortablePattern(source, deterministicLimits: PatternMatchingTests.onDemandOnly)
        let theirs = try Regex(source).matchingSemantics(.unicodeScalar)
        let seed = UInt64.random(in: 0...UInt64.max)
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
        #expect(matched > 0 && matched < 60, "\(matched) of 60 matched: the comparison says little")
    }
}
