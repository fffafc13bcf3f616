import PropertyTesting
import Testing
@testable import ZipZap

/// Random patterns of the subset against the toolchain's `Regex`, configured to the subset's meanings (ASCII-only
/// `\d \w \s`, per-scalar matching, search by `firstMatch`), on short ASCII values without line terminators, where
/// the two must agree.
@Suite struct PatternDifferentialTests {
    static let cases = 4000

    @Test func agreesWithSwiftRegex() throws {
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SplitMix64(seed: seed)
        var compared = 0, matched = 0
        while compared < Self.cases {
            let source = RandomPattern.make(using: &random)
            let ours: PortablePattern, onDemand: PortablePattern
            do {
                ours = try PortablePattern(source)
                onDemand = try PortablePattern(source, deterministicLimits: PatternMatchingTests.onDemandOnly)
            } catch {
                Issue.record("seed \(seed): \(source) should compile: \(error)")
                return
            }
            let theirs = try Regex(source).asciiOnlyDigits().asciiOnlyWordCharacters().asciiOnlyWhitespace()
                .matchingSemantics(.unicodeScalar)
            for _ in 0..<4 {
                let value = RandomPattern.value(using: &random)
                let expected = value.firstMatch(of: theirs) != nil
                for engine in [ours, onDemand] {
                    try #require(engine.matches(Array(value.utf8)) == expected,
                                 "seed \(seed): \(source) on \(value.debugDescription), Regex says \(expected)")
                }
                compared += 1
                if expected { matched += 1 }
            }
        }
        // Both answers must be common, or the comparison says little.
        #expect((compared / 5)...(compared * 4 / 5) ~= matched, "\(matched) of \(compared) matched")
    }
}

/// Generates random patterns of the subset over a small alphabet, so that matches are frequent.
enum RandomPattern {
    private static let atoms = [
        "a", "b", "c", "1", "-", ".", "\\d", "\\D", "\\w", "\\W", "\\s", "\\S", "[ab]", "[^a]", "[a-c]", "[\\d_]",
        "[^\\w]", "[-b]", "\\x61", "\\u0062", "\\-", "\\.", "^", "$",
    ]
    private static let quantifiers = ["*", "+", "?", "{2}", "{0,2}", "{1,}", "{0}", "*?", "+?", "??", "{1,3}?"]
    private static let valueScalars = Array("abc12 _-.")

    static func make(using random: inout SplitMix64, depth: Int = 0) -> String {
        var alternatives: [String] = []
        for _ in 0..<(random.next(below: 4) == 0 ? 2 : 1) {
            var sequence = ""
            for _ in 0..<random.next(below: 4) {
                let isGroup = depth < 2 && random.next(below: 4) == 0
                let atom = isGroup
                    ? (random.next(below: 2) == 0 ? "(" : "(?:") + make(using: &random, depth: depth + 1) + ")"
                    : atoms[random.next(below: atoms.count)]
                sequence += atom
                if atom != "^" && atom != "$" && random.next(below: 3) == 0 {
                    sequence += quantifiers[random.next(below: quantifiers.count)]
                }
            }
            alternatives.append(sequence)
        }
        return alternatives.joined(separator: "|")
    }

    static func value(using random: inout SplitMix64) -> String {
        String((0..<random.next(below: 7)).map { _ in valueScalars[random.next(below: valueScalars.count)] })
    }
}

extension SplitMix64 {
    /// A number in 0..<bound; the tiny modulo bias does not matter for generating test cases.
    mutating func next(below bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
