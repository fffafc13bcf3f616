/// A number for each distinct AI pattern that a requisite or an exclusion names, in order of first mention, for
/// `AIPatternSet`. A pattern covers 1, 10 or 100 AIs from its first slot, so the numbers are kept in a dense array
/// over (first slot, span) instead of a dictionary: the table is built on the first parse, and hashing ranges cost
/// more than the rest of the build. A pattern of 10 or 100 AIs starts at a multiple of 10 or 100 (the slots of
/// each AI length start at one), so those keys are the first slot divided by the span, after the single AIs.
struct PatternNumbering {
    /// Number + 1 per `key`, 0 for a pattern not named yet.
    private var numberByKey = [UInt8](repeating: 0, count: Self.keyCount)

    private static let keyCount = GS1AICode.slotCount + GS1AICode.slotCount / 10 + GS1AICode.slotCount / 100
    /// Each numbered pattern's first and last slot, by number. (Plain `Int`s: an array of `ClosedRange`s would
    /// make the first parse instantiate its metadata, a conformance lookup that costs more than the numbering.)
    private var firstSlots: [Int] = []
    private var lastSlots: [Int] = []

    private static func key(_ slots: ClosedRange<Int>) -> Int {
        switch slots.count {
        case 1: return slots.lowerBound
        case 10: return GS1AICode.slotCount + slots.lowerBound / 10
        default: return GS1AICode.slotCount + GS1AICode.slotCount / 10 + slots.lowerBound / 100
        }
    }

    /// The number of the pattern covering `slots`, numbering it if it is named for the first time.
    mutating func number(_ slots: ClosedRange<Int>) -> Int {
        let key = Self.key(slots)
        if numberByKey[key] == 0 {
            precondition(firstSlots.count < AIPatternSet.capacity, "too many distinct AI patterns for AIPatternSet")
            firstSlots.append(slots.lowerBound)
            lastSlots.append(slots.upperBound)
            numberByKey[key] = UInt8(firstSlots.count)
        }
        return Int(numberByKey[key]) - 1
    }

    /// For each record (by `indexBySlot`), the numbered patterns its AI matches.
    func patternsMatched(byRecordAt indexBySlot: [Int16], recordCount: Int) -> [AIPatternSet] {
        var matches = [AIPatternSet](repeating: AIPatternSet(), count: recordCount)
        for id in firstSlots.indices {
            for slot in firstSlots[id]...lastSlots[id] where indexBySlot[slot] >= 0 { matches[Int(indexBySlot[slot])].insert(id) }
        }
        return matches
    }
}
