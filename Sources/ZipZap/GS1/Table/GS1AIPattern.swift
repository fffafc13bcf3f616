/// An AI, or a family of AIs, named in a requisite or an exclusion: `310n` stands for 3100 to 3109.
struct GS1AIPattern: Sendable, Hashable, CustomStringConvertible {
    /// The slots (`GS1AICode.slot`) of the AIs the pattern covers, a contiguous range.
    let slots: ClosedRange<Int>
    let text: String

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
        self.text = String(decoding: text, as: UTF8.self)
    }

    var description: String { text }

    func matches(_ code: GS1AICode) -> Bool { slots.contains(code.slot) }
}
