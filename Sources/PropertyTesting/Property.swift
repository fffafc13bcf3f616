/// Runs properties: random cases from a seeded generator, or every case of a small domain.
public enum Property {
    /// Checks `holds` on `cases` values from `generator`, seeded from the run's seed and `name`. Returns nil when
    /// every case holds, else the first failing case shrunk to a minimal one.
    public static func check<Value>(
        _ name: String, cases: Int = 200, seed: UInt64 = PropertySeed.base,
        _ generator: Generator<Value>, _ holds: (Value) -> Bool
    ) -> PropertyFailure? {
        var random = SplitMix64(seed: PropertySeed.seed(forProperty: name, base: seed))
        for passed in 0..<cases {
            let value = generator.generate(&random)
            guard !holds(value) else { continue }
            let (minimal, steps) = shrink(value, generator.shrink, stillFails: { !holds($0) })
            return PropertyFailure(
                property: name, seed: seed, casesPassed: passed, counterexample: generator.describe(minimal),
                original: steps > 0 ? generator.describe(value) : nil, shrinkSteps: steps)
        }
        return nil
    }

    /// Checks `holds` on every element of `domain`, in order; returns the first that fails.
    public static func checkAll<Domain: Sequence>(
        _ name: String, _ domain: Domain, _ holds: (Domain.Element) -> Bool
    ) -> PropertyFailure? {
        var passed = 0
        for value in domain {
            guard holds(value) else {
                return PropertyFailure(
                    property: name, seed: nil, casesPassed: passed, counterexample: String(describing: value),
                    original: nil, shrinkSteps: 0)
            }
            passed += 1
        }
        return nil
    }

    /// Greedy shrinking: move to the first simpler candidate that still fails until none does. The step limit
    /// guards against a shrinker whose candidates are not always simpler.
    public static func shrink<Value>(
        _ value: Value, _ candidates: (Value) -> [Value], stillFails: (Value) -> Bool, limit: Int = 10_000
    ) -> (Value, steps: Int) {
        var current = value
        var steps = 0
        while steps < limit, let next = candidates(current).first(where: stillFails) {
            current = next
            steps += 1
        }
        return (current, steps)
    }
}
