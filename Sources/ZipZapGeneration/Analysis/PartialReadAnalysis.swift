import ZipZapOracle
import ZipZapConformance

/// The exact probability that a uniformly random partial read of a valid value passes a field's rules: every
/// pair (valid full value, one of its partial reads) equally likely. Counted, not sampled: for each kind of
/// partial read, the valid full values whose partial read passes are counted with `ResidueCounting`.
public enum PartialReadAnalysis {
    public struct Result: Sendable {
        /// Pairs (valid value, partial read) in the model, and how many of them the rules let through.
        public let partialReads: BigInteger
        public let passing: BigInteger
        public var probability: BigRational { BigRational(passing, partialReads) }
    }

    public static func analyze(_ model: PartialReadModel, _ ruleSet: PartialReadRuleSet) -> Result {
        var total = BigInteger(0)
        var passing = BigInteger(0)
        for kind in model.kinds {
            let allowed = (0..<model.fullLength).map { kind.requiredDigits[$0] ?? 0...9 }
            for fixedDigits in cases(of: kind, allowed: allowed) {
                var caseAllowed = allowed
                for (position, digit) in fixedDigits { caseAllowed[position] = digit...digit }
                let base = caseAllowed.map(\.lowerBound)
                let fixed = Set(fixedDigits.keys)
                let full = model.fullValueHasCheckDigit
                    ? AffineResidue(of: AffineResidue.gs1Validity, around: base, fixed: fixed)
                    : .zero(length: model.fullLength)
                let count = ResidueCounting.count(allowed: caseAllowed, residues: [full])
                total = total + count
                guard ruleSet.admits(length: kind.length) else { continue }
                let treatment = ruleSet.checksDigits
                    ? CheckDigitTreatment(length: kind.length, type: kind.reportedType) : .notChecked
                switch treatment {
                case .notChecked:
                    passing = passing + count
                case .alwaysRejected:
                    break
                case .gs1Mod10, .upcEExpansion:
                    let partial = AffineResidue(of: { partialResidue(kind, $0, treatment) }, around: base, fixed: fixed)
                    passing = passing + ResidueCounting.count(allowed: caseAllowed, residues: [full, partial])
                }
            }
        }
        return Result(partialReads: total, passing: passing)
    }

    /// Every assignment of the kind's case digits, each a map from position to digit.
    private static func cases(of kind: PartialReadKind, allowed: [ClosedRange<Int>]) -> [[Int: Int]] {
        kind.caseDigits.reduce([[:]]) { partial, position in
            partial.flatMap { assignment in
                allowed[position].map { digit in assignment.merging([position: digit]) { $1 } }
            }
        }
    }

    /// The validity residue of the partial read of `digits`: of its digits, or of the oracle's UPC-A expansion.
    private static func partialResidue(_ kind: PartialReadKind, _ digits: [Int], _ treatment: CheckDigitTreatment) -> Int {
        let read = kind.read(digits.map { UInt8(0x30 + $0) })!.map { Int($0) - 0x30 }
        guard treatment == .upcEExpansion else { return AffineResidue.gs1Validity(read) }
        let expansion = Oracle.upcEExpansion(String(read.map { Character(String($0)) }))!
        return AffineResidue.gs1Validity(expansion.map { $0.wholeNumberValue! })
    }
}
