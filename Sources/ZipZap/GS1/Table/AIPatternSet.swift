/// A set of the AI patterns that requisites and exclusions name, numbered by `AIHotTable` (at most 128 of them):
/// association checks become a few mask operations instead of scans over the elements.
struct AIPatternSet: Equatable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    static let capacity = 128

    init() {}

    mutating func insert(_ id: Int) {
        if id < 64 { low |= 1 << UInt64(id) } else { high |= 1 << UInt64(id - 64) }
    }

    mutating func formUnion(_ other: AIPatternSet) {
        low |= other.low
        high |= other.high
    }

    func intersects(_ other: AIPatternSet) -> Bool { low & other.low != 0 || high & other.high != 0 }

    func isSubset(of other: AIPatternSet) -> Bool { low & ~other.low == 0 && high & ~other.high == 0 }
}

/// One group of a requisite (AIs that must all be present), as a pattern set; a requisite is a run of groups.
struct RequisiteGroup {
    let patterns: AIPatternSet
    let opensRequisite: Bool
}
