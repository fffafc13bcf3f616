import ZipZapOracle
import ZipZapConformance

/// A residue modulo 10 that is affine in the digits of a value: `constant + Σ weights[i] × digit[i]`.
/// A GS1 check holds exactly when its residue is 0, and every check the analysis meets is affine once the
/// digits that choose a case (the UPC-E zero pattern) are fixed; the weights are read off by finite
/// differences of the oracle's residue function, so they come from the oracle's definitions, not the reference's.
struct AffineResidue: Sendable {
    var constant: Int
    var weights: [Int]

    /// The affine form of `residue` around `base` (each digit of `base` but the fixed ones must be below 9).
    init(of residue: ([Int]) -> Int, around base: [Int], fixed: Set<Int>) {
        let atBase = residue(base)
        weights = base.indices.map { position in
            guard !fixed.contains(position) else { return 0 }
            var moved = base
            moved[position] += 1
            return (residue(moved) - atBase + 10) % 10
        }
        let linearPart = zip(weights, base).reduce(0) { $0 + $1.0 * $1.1 }
        constant = ((atBase - linearPart) % 10 + 10) % 10
    }

    /// A residue that is always 0 (no check).
    static func zero(length: Int) -> AffineResidue { AffineResidue(constant: 0, weights: Array(repeating: 0, count: length)) }

    private init(constant: Int, weights: [Int]) {
        self.constant = constant
        self.weights = weights
    }

    /// The GS1 mod-10 validity residue of `digits` (data and check digit): 0 exactly when the check digit is right.
    static func gs1Validity(_ digits: [Int]) -> Int {
        let data = String(digits.dropLast().map { Character(String($0)) })
        return (Oracle.gs1WeightedSum(data)!.modulo(10) + digits.last!) % 10
    }
}
