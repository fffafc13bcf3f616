/// The scalar space cut into classes that no position of the automaton tells apart: the boundaries are the starts and
/// ends of every range the pattern mentions. Automata then step on class numbers instead of scalars.
struct AlphabetPartition: Sendable {
    /// The first scalar value of each class, ascending; class 0 starts at 0.
    let starts: [UInt32]
    /// The class of each ASCII scalar.
    let asciiClasses: [Int32]

    var count: Int { starts.count }

    init(_ sets: [ScalarSet]) {
        var boundaries: Set<UInt32> = [0]
        for set in sets {
            for range in set.ranges {
                boundaries.insert(range.lowerBound)
                if range.upperBound < ScalarSet.maximumScalar { boundaries.insert(range.upperBound + 1) }
            }
        }
        let starts = boundaries.sorted()
        self.starts = starts
        var asciiClasses = [Int32](repeating: 0, count: 128)
        var classIndex = 0
        for value in 0..<128 {
            while classIndex + 1 < starts.count && starts[classIndex + 1] <= value { classIndex += 1 }
            asciiClasses[value] = Int32(classIndex)
        }
        self.asciiClasses = asciiClasses
    }

    @inline(__always)
    func classIndex(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x80 { return asciiClasses.withUnsafeBufferPointer { Int($0[Int(value)]) } }
        var low = 0, high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= value { low = middle } else { high = middle }
        }
        return low
    }

    /// For each class, the positions whose set contains it: row `c` of `wordCount` words.
    func positionsByClass(_ sets: [ScalarSet], wordCount: Int) -> [UInt64] {
        var rows = [UInt64](repeating: 0, count: count * wordCount)
        for (position, set) in sets.enumerated() {
            for classIndex in 0..<count where set.contains(starts[classIndex]) {
                rows[classIndex * wordCount + (position >> 6)] |= 1 << UInt64(position & 63)
            }
        }
        return rows
    }
}
