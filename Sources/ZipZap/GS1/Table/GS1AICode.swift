/// An Application Identifier: two to four digits, kept as their number and their count so that `00` and `0` differ.
public struct GS1AICode: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The digits read as a decimal number.
    public let number: Int
    /// How many digits the AI has: 2, 3 or 4.
    public let length: Int

    public init?(number: Int, length: Int) {
        guard (2...4).contains(length), number >= 0, number < Self.powerOfTen(length) else { return nil }
        self.number = number
        self.length = length
    }

    /// An AI whose number is known to fit its length (read from the AI table or the hot table).
    init(unchecked number: Int, length: Int) {
        self.number = number
        self.length = length
    }

    /// Reads an AI from its digits; nil unless there are 2 to 4 ASCII digits.
    public init?<C: Collection<UInt8>>(digits: C) {
        guard (2...4).contains(digits.count) else { return nil }
        var number = 0
        for byte in digits {
            guard ASCII.isDigit(byte) else { return nil }
            number = number * 10 + ASCII.digitValue(byte)
        }
        self.number = number
        self.length = digits.count
    }

    public init?(_ text: String) { self.init(digits: Array(text.utf8)) }

    /// The AI as written, with its leading zeros.
    public var description: String {
        let digits = String(number)
        return String(repeating: "0", count: length - digits.count) + digits
    }

    /// The lexical order GS1 lists AIs in.
    public static func < (lhs: GS1AICode, rhs: GS1AICode) -> Bool { lhs.description < rhs.description }

    /// A dense index over every possible AI: 100 two-digit, 1,000 three-digit and 10,000 four-digit codes.
    var slot: Int { Self.slotBase(length) + number }

    static let slotCount = 11_100

    static func slotBase(_ length: Int) -> Int {
        switch length {
        case 2: 0
        case 3: 100
        default: 1_100
        }
    }

    /// The AI's digits as ASCII bytes packed into one integer, the first digit in the lowest byte: what the outputs
    /// copy, so that writing an AI needs no division.
    var packedDigits: UInt32 {
        var packed: UInt32 = 0, rest = number
        for _ in 0..<length {
            packed = packed << 8 | UInt32(0x30 + rest % 10)
            rest /= 10
        }
        return packed
    }

    static func powerOfTen(_ exponent: Int) -> Int {
        var value = 1
        for _ in 0..<exponent { value *= 10 }
        return value
    }
}
