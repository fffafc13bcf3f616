import PropertyTesting
import Testing
import ZipZapOracle

/// What the GS1 check character pair (mod 1021, prime weights) guarantees, found by experiment and explained by
/// arithmetic: 1021 is prime, every CSET 82 value difference is below 82 in size, and the first 171 primes are
/// all below 1021, so for data of up to 171 characters:
/// - every single-character substitution in the data is detected, and every substitution of a check character;
/// - every transposition of two different data characters is detected, adjacent or not (the weights differ);
/// - swapping the two check characters is detected unless they are equal;
/// - but two substitutions can cancel out, and from 172 characters on, the character 172nd from the right has
///   weight 1021 ≡ 0 and changing it is never detected. (AI 8013's data is at most 23 characters.)
/// The residue 0...1020 never reaches 1021...1023, so the pairs ZX, ZY and ZZ never occur.
@Suite struct CheckCharacterPairGuarantees {
    private static let data = Generator<[Int]>(
        generate: { random in (0..<Int.random(in: 1...40, using: &random)).map { _ in Int.random(in: 0..<82, using: &random) } },
        shrink: { values in values.indices.map { var shorter = values; shorter.remove(at: $0); return shorter }.filter { !$0.isEmpty } },
        describe: { "\"" + spelled($0) + "\"" })

    private static func spelled(_ values: [Int]) -> String { String(values.map { Oracle.cset82[$0] }) }

    private static func signed(_ values: [Int]) -> String { spelled(values) + Oracle.gs1CheckCharacterPair(spelled(values))! }

    @Test func everySingleSubstitutionIsDetected() {
        // Exhaustive over every position and every pair of characters for 3-character data.
        for position in 0..<3 {
            for original in 0..<82 {
                var values = [5, 40, 77]
                values[position] = original
                let good = Self.signed(values)
                for replacement in 0..<82 where replacement != original {
                    var changed = Array(good)
                    changed[position] = Oracle.cset82[replacement]
                    #expect(!Oracle.isValidGS1CheckCharacterPair(String(changed)), "\(good) → \(String(changed))")
                }
            }
        }
        let cases = zip(Self.data, .int(in: 0...39), .int(in: 1...81))
        expectNoFailure(Property.check("check pair: single substitution", cases: 300, cases) { values, position, shift in
            var changed = Array(Self.signed(values))
            let index = position % values.count
            changed[index] = Oracle.cset82[(values[index] + shift) % 82]
            return !Oracle.isValidGS1CheckCharacterPair(String(changed))
        })
    }

    @Test func everyCheckCharacterSubstitutionIsDetected() {
        expectNoFailure(Property.check("check pair: check character substitution", cases: 100, Self.data) { values in
            let good = Array(Self.signed(values))
            return (good.count - 2..<good.count).allSatisfy { index in
                Oracle.cset32.filter { $0 != good[index] }.allSatisfy { replacement in
                    var changed = good
                    changed[index] = replacement
                    return !Oracle.isValidGS1CheckCharacterPair(String(changed))
                }
            }
        })
    }

    @Test func everyTranspositionOfDifferentDataCharactersIsDetected() {
        let cases = zip(Self.data, .int(in: 0...39), .int(in: 0...39))
        expectNoFailure(Property.check("check pair: transposition", cases: 400, cases) { values, i, j in
            let (a, b) = (i % values.count, j % values.count)
            guard values[a] != values[b] else { return true }
            var changed = Array(Self.signed(values))
            changed.swapAt(a, b)
            return !Oracle.isValidGS1CheckCharacterPair(String(changed))
        })
    }

    @Test func swappedCheckCharactersAreDetectedUnlessEqual() {
        expectNoFailure(Property.check("check pair: swapped check characters", cases: 300, Self.data) { values in
            let pair = Array(Oracle.gs1CheckCharacterPair(Self.spelled(values))!)
            let swapped = Self.spelled(values) + String([pair[1], pair[0]])
            return Oracle.isValidGS1CheckCharacterPair(swapped) == (pair[0] == pair[1])
                && !["ZX", "ZY", "ZZ"].contains(String(pair))
        })
    }

    @Test func whatIsNotGuaranteed() {
        // Weights 3 and 2: raising the first value by 2 and lowering the second by 3 leaves the sum unchanged.
        #expect(Oracle.gs1CheckCharacterPair("55") == Oracle.gs1CheckCharacterPair("72"))
        // The 172nd prime is 1021: the character 172nd from the right of the data does not count at all.
        #expect((0..<171).reduce(BigInteger(1)) { prime, _ in prime.nextPrime }.nextPrime == 1021)
        let long = String(repeating: "A", count: 180)
        let pair = Oracle.gs1CheckCharacterPair(long)!
        for replacement in ["B", "z", "0"] {
            var changed = Array(long)
            changed[180 - 172] = Character(replacement)
            #expect(Oracle.gs1CheckCharacterPair(String(changed)) == pair)
            changed[180 - 171] = Character(replacement)
            #expect(Oracle.gs1CheckCharacterPair(String(changed)) != pair)
        }
    }
}
