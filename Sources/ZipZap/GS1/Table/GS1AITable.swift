/// The Application Identifier table with O(1) lookup: the first two digits of an AI give its length, and a dense
/// index over every possible AI gives its definition.
public final class GS1AITable: Sendable {
    /// The table this package ships, parsed on first use.
    public static let current = GS1AITable(rows: AITableData.rows, release: AITableData.release)

    /// The GS1 Barcode Syntax Dictionary release the table reflects.
    public let release: String
    /// Every AI, in the table's (lexical) order.
    public let definitions: [GS1AIDefinition]
    /// Definition index per `GS1AICode.slot`, -1 where no AI is defined.
    private let indexBySlot: [Int16]
    /// AI length per two-digit prefix, 0 where no AI starts with that prefix.
    private let lengthByPrefix: [UInt8]

    init(rows: String, release: String) {
        self.release = release
        definitions = AITableParser.definitions(from: rows)
        var indexBySlot = [Int16](repeating: -1, count: GS1AICode.slotCount)
        var lengthByPrefix = [UInt8](repeating: 0, count: 100)
        for (index, definition) in definitions.enumerated() {
            let code = definition.code
            precondition(indexBySlot[code.slot] == -1, "AI \(code) defined twice")
            indexBySlot[code.slot] = Int16(index)
            let prefix = code.number / GS1AICode.powerOfTen(code.length - 2)
            precondition(
                lengthByPrefix[prefix] == 0 || Int(lengthByPrefix[prefix]) == code.length,
                "AIs starting \(prefix) differ in length")
            lengthByPrefix[prefix] = UInt8(code.length)
        }
        self.indexBySlot = indexBySlot
        self.lengthByPrefix = lengthByPrefix
    }

    public func definition(for code: GS1AICode) -> GS1AIDefinition? {
        let index = indexBySlot[code.slot]
        return index < 0 ? nil : definitions[Int(index)]
    }

    public func definition(for ai: String) -> GS1AIDefinition? { GS1AICode(ai).flatMap(definition(for:)) }

    /// How many digits an AI starting with these two digits has; nil when no AI starts with them.
    func aiLength(firstDigit: UInt8, secondDigit: UInt8) -> Int? {
        guard ASCII.isDigit(firstDigit), ASCII.isDigit(secondDigit) else { return nil }
        let length = lengthByPrefix[ASCII.digitValue(firstDigit) * 10 + ASCII.digitValue(secondDigit)]
        return length == 0 ? nil : Int(length)
    }

    /// The AI that starts at `start` in `bytes`, read by its two-digit prefix; nil when the digits there are not a
    /// known AI.
    func definition(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> GS1AIDefinition? {
        guard start + 2 <= bytes.count,
              let length = aiLength(firstDigit: bytes[start], secondDigit: bytes[start + 1]),
              start + length <= bytes.count
        else { return nil }
        var number = 0
        for index in start..<(start + length) {
            let byte = bytes[index]
            guard ASCII.isDigit(byte) else { return nil }
            number = number * 10 + ASCII.digitValue(byte)
        }
        let index = indexBySlot[GS1AICode.slotBase(length) + number]
        return index < 0 ? nil : definitions[Int(index)]
    }
}
