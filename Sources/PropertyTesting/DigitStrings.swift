/// Every string of `length` ASCII digits, in increasing numeric order: the domain of exhaustive checks.
/// 10^length elements, so keep `length` small.
public struct DigitStrings: Sequence, Sendable {
    public let length: Int

    public init(length: Int) {
        precondition(length >= 0)
        self.length = length
    }

    public struct Iterator: IteratorProtocol {
        var upcoming: [UInt8]?

        public mutating func next() -> [UInt8]? {
            guard let current = upcoming else { return nil }
            upcoming = Self.successor(of: current)
            return current
        }

        /// The odometer step: the last digit that is not 9 goes up by one, the nines after it become zeros.
        static func successor(of digits: [UInt8]) -> [UInt8]? {
            var digits = digits
            var position = digits.count - 1
            while position >= 0 {
                if digits[position] < 0x39 {
                    digits[position] += 1
                    return digits
                }
                digits[position] = 0x30
                position -= 1
            }
            return nil
        }
    }

    public func makeIterator() -> Iterator { Iterator(upcoming: Array(repeating: 0x30, count: length)) }
}
