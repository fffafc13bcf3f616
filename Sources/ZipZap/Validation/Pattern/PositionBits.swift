/// Fixed-width bit sets over automaton positions, stored as rows of `UInt64` words in flat arrays.
enum PositionBits {
    static func wordCount(for positions: Int) -> Int { max(1, (positions + 63) / 64) }

    static func make<S: Sequence<Int>>(_ positions: S, wordCount: Int) -> [UInt64] {
        var words = [UInt64](repeating: 0, count: wordCount)
        for position in positions { words[position >> 6] |= 1 << UInt64(position & 63) }
        return words
    }

    static func contains(_ words: [UInt64], _ position: Int) -> Bool {
        words[position >> 6] & (1 << UInt64(position & 63)) != 0
    }
}
