/// Why GS1 data was rejected: the first problem in input order, with the AI it concerns when known and the byte
/// offset in the input where it was found.
public struct GS1Error: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Code: Sendable, Hashable {
        /// Nothing to parse.
        case emptyInput
        /// A byte that GS1 data never holds: NUL, another control character, or a non-ASCII byte.
        case invalidByte
        /// Scan data whose symbology identifier carries no GS1 data.
        case unsupportedSymbology
        /// Where an AI should stand, something else does: a missing `(`, non-digits, a stray FNC1.
        case malformedAI
        /// A `(` without its `)`.
        case unbalancedBracket
        /// Digits that are not an AI of the table.
        case unknownAI
        case emptyValue
        case valueTooShort
        case valueTooLong
        /// A byte outside the character set of its component.
        case invalidCharacter(GS1CharacterSet)
        /// A named check failed on a component.
        case checkFailed(GS1Check)
        /// The same AI twice with different values.
        case conflictingDuplicate
        /// An AI whose requisite AIs are missing.
        case missingRequisite
        /// Two AIs that must not appear together.
        case mutuallyExclusive
        /// A key without the serial component a digital signature (8030) beside it needs (SPEC C-7.18).
        case missingSerialComponent
        /// A URI that is not a GS1 Digital Link URI: scheme, host, or no primary key in its path.
        case invalidDigitalLink
        /// A path qualifier that the primary key does not take, or out of GS1's order.
        case invalidQualifier
        /// An AI in a Digital Link query that is not permitted as a data attribute.
        case notDigitalLinkAttribute
        case invalidPercentEncoding
        /// Element strings that have no Digital Link URI: no primary key, or an AI that cannot go in one.
        case notRepresentableInDigitalLink
    }

    public let code: Code
    /// The AI concerned, when known.
    public let ai: String?
    /// Byte offset in the input (for Digital Link values, the offset of the value's first byte plus the offset
    /// within the decoded value).
    public let offset: Int
    /// What the message says besides the AI and the offset. The message itself is only put together when asked
    /// for: most rejected values are never shown to anyone, and building text for each of them would cost more
    /// than the parse.
    private let explanation: Explanation

    private enum Explanation: Sendable, Hashable {
        /// The code's summary.
        case summary
        case detail(String)
        case invalidByte(UInt8)
        case unknownAI
        /// A whole message, given by the caller.
        case message(String)
    }

    public init(_ code: Code, ai: String? = nil, offset: Int, message: String) {
        self.init(code, ai: ai, offset: offset, explanation: .message(message))
    }

    /// A message built from the code, with the AI and the offset.
    init(_ code: Code, ai: GS1AICode?, offset: Int, detail: String? = nil) {
        self.init(code, ai: ai?.description, offset: offset, explanation: detail.map { .detail($0) } ?? .summary)
    }

    private init(_ code: Code, ai: String?, offset: Int, explanation: Explanation) {
        self.code = code
        self.ai = ai
        self.offset = offset
        self.explanation = explanation
    }

    /// A byte GS1 data never holds (NUL, other control characters, DEL, non-ASCII) at `offset`.
    static func invalidByte(_ byte: UInt8, at offset: Int) -> GS1Error {
        GS1Error(.invalidByte, ai: nil, offset: offset, explanation: .invalidByte(byte))
    }

    /// Digits at `offset` that are no AI of the table.
    static func unknownAI(_ digits: String, at offset: Int) -> GS1Error {
        GS1Error(.unknownAI, ai: digits, offset: offset, explanation: .unknownAI)
    }

    public var message: String {
        let subject = ai.map { "AI (\($0)): " } ?? ""
        switch explanation {
        case .message(let message): return message
        case .unknownAI: return "unknown AI (\(ai ?? "")) at offset \(offset)"
        case .summary: return "\(subject)\(Self.summary(code)) at offset \(offset)"
        case .detail(let detail): return "\(subject)\(detail) at offset \(offset)"
        case .invalidByte(let byte):
            let kind = byte >= 0x80 ? "non-ASCII byte" : "control byte"
            let hex = String(byte, radix: 16, uppercase: true)
            return "\(subject)\(kind) 0x\(hex.count == 1 ? "0" + hex : hex) is not allowed in GS1 data at offset \(offset)"
        }
    }

    public var description: String { message }

    static func summary(_ code: Code) -> String {
        switch code {
        case .emptyInput: "empty input"
        case .invalidByte: "byte not allowed in GS1 data"
        case .unsupportedSymbology: "symbology identifier does not carry GS1 data"
        case .malformedAI: "AI expected"
        case .unbalancedBracket: "unbalanced bracket"
        case .unknownAI: "unknown AI"
        case .emptyValue: "empty value"
        case .valueTooShort: "value too short"
        case .valueTooLong: "value too long"
        case .invalidCharacter(let set): "character outside \(set == .numeric ? "digits" : "CSET \(setNumber(set))")"
        case .checkFailed(let check): "\(check.failureDescription) (\(check.rawValue))"
        case .conflictingDuplicate: "repeated with a different value"
        case .missingRequisite: "required AIs missing"
        case .missingSerialComponent: "serial component required"
        case .mutuallyExclusive: "must not appear with another AI present"
        case .invalidDigitalLink: "not a GS1 Digital Link URI"
        case .invalidQualifier: "qualifier not allowed here"
        case .notDigitalLinkAttribute: "not permitted as a Digital Link data attribute"
        case .invalidPercentEncoding: "invalid percent-encoding"
        case .notRepresentableInDigitalLink: "cannot be expressed as a Digital Link URI"
        }
    }

    private static func setNumber(_ set: GS1CharacterSet) -> String {
        switch set {
        case .numeric: "N"
        case .cset82: "82"
        case .cset39: "39"
        case .cset64: "64"
        }
    }
}
