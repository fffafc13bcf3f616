/// A number for each distinct AI pattern that a requisite or an exclusion names, in order of first mention, for
/// `AIPatternSet`. A pattern covers 1, 10 or 100 AIs from its first slot, so the numbers are kept in a dense array
/// over (first slot, span) instead of a dictionary: the table is built on the first parse, and hashing ranges cost
/// more than the rest of the build.
struct PatternNumbering {
    /// Number + 1 per `key`, 0 for a pattern not named.
    private var numberByKey: [UInt8]
    /// Each numbered pattern's slots, by number.
    private(set) var patterns: [ClosedRange<Int>] = []

    init(_ definitions: [GS1AIDefinition]) {
        numberByKey = [UInt8](repeating: 0, count: GS1AICode.slotCount * 3)
        var previous: GS1AIDefinition?
        for definition in definitions {
            // The AIs of one table row share its arrays, which compare equal at once: nothing new to number.
            defer { previous = definition }
            if let previous, previous.requisites == definition.requisites, previous.exclusions == definition.exclusions {
                continue
            }
            for requisite in definition.requisites {
                for group in requisite { for pattern in group { add(pattern.slots) } }
            }
            for pattern in definition.exclusions { add(pattern.slots) }
        }
    }

    private static func key(_ slots: ClosedRange<Int>) -> Int {
        let spanCode: Int
        switch slots.count {
        case 1: spanCode = 0
        case 10: spanCode = 1
        default: spanCode = 2
        }
        return slots.lowerBound * 3 + spanCode
    }

    private mutating func add(_ slots: ClosedRange<Int>) {
        let key = Self.key(slots)
        guard numberByKey[key] == 0 else { return }
        precondition(patterns.count < AIPatternSet.capacity, "too many distinct AI patterns for AIPatternSet")
        patterns.append(slots)
        numberByKey[key] = UInt8(patterns.count)
    }

    /// The number of a pattern that was named.
    func id(of slots: ClosedRange<Int>) -> Int { Int(numberByKey[Self.key(slots)]) - 1 }

    /// For each record (by `indexBySlot`), the numbered patterns its AI matches.
    func patternsMatched(byRecordAt indexBySlot: [Int16], recordCount: Int) -> [AIPatternSet] {
        var matches = [AIPatternSet](repeating: AIPatternSet(), count: recordCount)
        for (id, slots) in patterns.enumerated() {
            for slot in slots where indexBySlot[slot] >= 0 { matches[Int(indexBySlot[slot])].insert(id) }
        }
        return matches
    }
}
