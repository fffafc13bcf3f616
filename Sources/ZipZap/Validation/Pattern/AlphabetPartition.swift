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

    /// Calls `body` with the class of each scalar of the UTF-8 `bytes` (each maximal ill-formed subpart read as
    /// U+FFFD) while it returns true. Returns nil when it went through all of them, or where the scalar on which
    /// `body` returned false ends. ASCII bytes take one table look-up.
    @inline(__always)
    func forEachClass(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Bool) -> Int? {
        asciiClasses.withUnsafeBufferPointer { asciiClasses in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                let classIndex: Int
                if byte < 0x80 {
                    classIndex = Int(asciiClasses[Int(byte)])
                    index += 1
                } else {
                    var scalars = UTF8Scalars(UnsafeBufferPointer(rebasing: bytes[index...])).makeIterator()
                    classIndex = self.classIndex(ofValue: scalars.next()!.value)
                    index += scalars.index
                }
                if !body(classIndex) { return index }
            }
            return nil
        }
    }

    /// The class of a scalar value, by binary search.
    private func classIndex(ofValue value: UInt32) -> Int {
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
            for range in set.ranges {
                // The classes a range covers are consecutive: the range's ends are class boundaries.
                var classIndex = classIndex(ofValue: range.lowerBound)
                while classIndex < count && starts[classIndex] <= range.upperBound {
                    rows[classIndex * wordCount + (position >> 6)] |= 1 << UInt64(position & 63)
                    classIndex += 1
                }
            }
        }
        return rows
    }
}
