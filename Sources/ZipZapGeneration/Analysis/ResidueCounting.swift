import ZipZapOracle
import ZipZapConformance

/// Exact counts of digit strings by dynamic programming over positions: how many strings, each digit within its
/// allowed range, have every given affine residue equal to 0. Counts are `BigInteger`s: long values have more
/// than 2^64 of them.
enum ResidueCounting {
    static func count(allowed: [ClosedRange<Int>], residues: [AffineResidue]) -> BigInteger {
        let states = residues.reduce(1) { product, _ in product * 10 }
        // ways[state] counts the prefixes whose residues (one base-10 digit of `state` each) are those of `state`.
        var ways = Array(repeating: BigInteger(0), count: states)
        ways[encode(residues.map(\.constant))] = 1
        for (position, digits) in allowed.enumerated() {
            var next = Array(repeating: BigInteger(0), count: states)
            for state in 0..<states where ways[state] != 0 {
                let current = decode(state, count: residues.count)
                for digit in digits {
                    let moved = zip(current, residues).map { ($0 + $1.weights[position] * digit) % 10 }
                    let target = encode(moved)
                    next[target] = next[target] + ways[state]
                }
            }
            ways = next
        }
        return ways[0]
    }

    private static func encode(_ residues: [Int]) -> Int { residues.reduce(0) { $0 * 10 + $1 } }

    private static func decode(_ state: Int, count: Int) -> [Int] {
        var state = state
        var residues = Array(repeating: 0, count: count)
        for index in stride(from: count - 1, through: 0, by: -1) {
            residues[index] = state % 10
            state /= 10
        }
        return residues
    }
}
