import PropertyTesting
import Testing

/// The harness itself: failures shrink to a minimal case, and a seed replays a run exactly.
@Suite struct HarnessTests {
    @Test func failingCaseShrinksToMinimal() {
        let failure = Property.check("no sevens", cases: 500, seed: 42, .digits(count: 1...30)) { !$0.contains(0x37) }
        #expect(failure?.counterexample == "\"7\"")
        #expect(failure?.seed == 42)
        #expect(failure?.description.contains("ZIPZAP_PROPERTY_SEED=42") == true)
    }

    @Test func sameSeedReplaysTheSameRun() {
        func run(seed: UInt64) -> PropertyFailure? {
            Property.check("sum below 60", cases: 500, seed: seed, zip(.int(in: 0...50), .int(in: 0...50))) { $0 + $1 < 60 }
        }
        #expect(run(seed: 7)?.description == run(seed: 7)?.description)
        // Shrinking lowers one component at a time while the sum stays at least 60: it stops at exactly 60.
        let parts = run(seed: 7)!.counterexample.filter { $0.isNumber || $0 == "," }.split(separator: ",")
        #expect(parts.compactMap { Int($0) }.reduce(0, +) == 60)
        #expect(PropertySeed.seed(forProperty: "a", base: 1) != PropertySeed.seed(forProperty: "b", base: 1))
    }

    @Test func exhaustiveDomainsEnumerateInOrder() {
        let all = Array(DigitStrings(length: 2)).map { String(decoding: $0, as: UTF8.self) }
        #expect(all.count == 100 && all.first == "00" && all.last == "99" && all == all.sorted())
        #expect(Array(DigitStrings(length: 0)) == [[]])
        let failure = Property.checkAll("below 37", 0..<100) { $0 < 37 }
        #expect(failure?.counterexample == "37" && failure?.casesPassed == 37 && failure?.seed == nil)
    }
}
