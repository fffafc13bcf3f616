/// An AI, or a family of AIs, named in a requisite or an exclusion: `310n` stands for 3100 to 3109.
struct GS1AIPattern: Sendable, Hashable, CustomStringConvertible {
    /// The slots (`GS1AICode.slot`) of the AIs the pattern covers, a contiguous range.
    let slots: ClosedRange<Int>

    /// Parses `01`, `8006`, `31nn` from their ASCII bytes; nil for anything else.
    init?(_ text: UnsafeBufferPointer<UInt8>) {
        let length = text.count
        guard (2...4).contains(length) else { return nil }
        var prefix = 0
        var wildcards = 0
        for byte in text {
            if byte == UInt8(ascii: "n") {
                wildcards += 1
            } else {
                guard wildcards == 0, ASCII.isDigit(byte) else { return nil }
                prefix = prefix * 10 + ASCII.digitValue(byte)
            }
        }
        let span = GS1AICode.powerOfTen(wildcards)
        let first = GS1AICode.slotBase(length) + prefix * span
        slots = first...(first + span - 1)
    }

    /// The pattern as the table writes it, spelled from its slots (the table is built on the first parse, so no
    /// text is kept for it): the first AI's digits, an `n` for each digit the span leaves open.
    var text: String {
        let length = slots.lowerBound >= GS1AICode.slotBase(4) ? 4 : slots.lowerBound >= GS1AICode.slotBase(3) ? 3 : 2
        var wildcards = 0, span = slots.count
        while span > 1 { span /= 10; wildcards += 1 }
        let first = GS1AICode(unchecked: slots.lowerBound - GS1AICode.slotBase(length), length: length)
        return String(first.description.dropLast(wildcards)) + String(repeating: "n", count: wildcards)
    }

    var description: String { text }

    func matches(_ code: GS1AICode) -> Bool { slots.contains(code.slot) }
}
