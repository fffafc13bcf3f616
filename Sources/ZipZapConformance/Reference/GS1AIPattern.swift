/// The AI patterns of the table's requisites and exclusions, as the faults and the generator's families read them.
package enum GS1AIPattern {
    /// Digits, and `n` for any digit (`310n`).
    package static func matches(_ pattern: String, _ ai: String) -> Bool {
        pattern.count == ai.count && zip(pattern, ai).allSatisfy { $0 == "n" || $0 == $1 }
    }
}
