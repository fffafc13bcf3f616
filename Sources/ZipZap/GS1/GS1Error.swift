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
    public let message: String

    public init(_ code: Code, ai: String? = nil, offset: Int, message: String) {
        self.code = code
        self.ai = ai
        self.offset = offset
        self.message = message
    }

    /// A message built from the code, with the AI and the offset.
    init(_ code: Code, ai: GS1AICode?, offset: Int, detail: String? = nil) {
        let subject = ai.map { "AI (\($0)): " } ?? ""
        let text = detail ?? Self.summary(code)
        self.init(code, ai: ai?.description, offset: offset, message: "\(subject)\(text) at offset \(offset)")
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
