import ZipZap
import ZipZapOracle

/// The fast check-digit paths of `GS1Mod10` against the GMP oracle, which shares none of their code.
enum CheckDigitAgreement {
    /// A finding when the contiguous fast path, the generic path and the oracle disagree on `digits`.
    static func check(_ digits: [UInt8], target: String) -> FuzzFinding? {
        let fast = digits.withUnsafeBufferPointer { GS1Mod10.isValid($0) }
        let generic = GS1Mod10.isValid(digits[...])
        let oracle = Oracle.isValidGS1(String(decoding: digits, as: UTF8.self))
        guard fast == generic, generic == oracle else {
            return FuzzFinding(
                target: target, invariant: "check digit paths disagree",
                detail: "\(escaped(digits)): fast \(fast), generic \(generic), oracle \(oracle)")
        }
        return nil
    }
}
