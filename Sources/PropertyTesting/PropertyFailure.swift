/// A property that did not hold: the case that broke it, shrunk, and how to replay the run.
public struct PropertyFailure: Sendable, CustomStringConvertible, Error {
    public let property: String
    /// The run's seed (`PropertySeed.base`); nil for exhaustive checks, which need none.
    public let seed: UInt64?
    /// How many cases passed before the failing one.
    public let casesPassed: Int
    public let counterexample: String
    /// The case as first found, before shrinking; nil when shrinking found nothing smaller.
    public let original: String?
    public let shrinkSteps: Int

    public var description: String {
        var text = "property '\(property)' failed after \(casesPassed) passing case(s)\n  counterexample: \(counterexample)"
        if let original { text += "\n  shrunk in \(shrinkSteps) step(s) from: \(original)" }
        if let seed {
            text += "\n  seed: \(seed); replay with \(PropertySeed.environmentVariable)=\(seed) swift test --filter ..."
        } else {
            text += "\n  (exhaustive check: the first counterexample in enumeration order)"
        }
        return text
    }
}
