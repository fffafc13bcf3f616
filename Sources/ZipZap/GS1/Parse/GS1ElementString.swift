/// Parsed GS1 data: its elements in input order, each an AI and its value.
///
/// Values are kept together in one byte buffer; `elements` and the outputs build strings on demand.
public struct GS1ElementString: Sendable {
    /// One element: the AI as its index in `GS1AITable.current`, and where its value lies in `storage`.
    struct Field: Sendable {
        let index: Int
        let slot: Int
        let valueStart: Int
        let valueEnd: Int
        /// Where the value starts in the input, for error offsets.
        let inputOffset: Int

        var definition: GS1AIDefinition { GS1AITable.current.definitions[index] }
    }

    let storage: [UInt8]
    let fields: ElementFields

    public var elements: [GS1Element] {
        fields.map { GS1Element(definition: $0.definition, value: value(of: $0)) }
    }

    /// How many elements there are.
    public var count: Int { fields.count }

    /// The AIs in input order.
    public var ais: [String] { fields.map(\.definition.ai) }

    /// The value of the first element with this AI.
    public func value(for ai: String) -> String? {
        fields.first { $0.definition.ai == ai }.map(value(of:))
    }

    /// The GTIN: the value of AI (01), or else of AI (02), as 14 digits.
    public var gtin: String? { value(for: "01") ?? value(for: "02") }

    func value(of field: Field) -> String { String(decoding: valueBytes(of: field), as: UTF8.self) }

    func valueBytes(of field: Field) -> ArraySlice<UInt8> { storage[field.valueStart..<field.valueEnd] }
}

extension GS1ElementString: Equatable {
    /// Equal when the same AIs carry the same values in the same order.
    public static func == (lhs: GS1ElementString, rhs: GS1ElementString) -> Bool {
        lhs.fields.count == rhs.fields.count
            && zip(lhs.fields, rhs.fields).allSatisfy { left, right in
                left.index == right.index && lhs.valueBytes(of: left) == rhs.valueBytes(of: right)
            }
    }
}

/// One AI and its value.
public struct GS1Element: Sendable, Hashable, CustomStringConvertible {
    public let ai: String
    public let value: String
    public let title: String

    init(definition: GS1AIDefinition, value: String) {
        ai = definition.ai
        self.value = value
        title = definition.title
    }

    public var description: String { "(\(ai))\(value)" }
}
