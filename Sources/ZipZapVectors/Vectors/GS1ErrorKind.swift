import ZipZap

/// The closed list of error kinds a GS1 parser vector can expect (SPEC C-7.41): the syntax classes, one for each
/// `GS1Error.Code` but `checkFailed`, and the named checks of the syntax dictionary, each reported by its own name.
public enum GS1ErrorKind {
    /// The syntax classes, in the order SPEC C-7.41 lists them.
    public static let syntaxClasses = [
        "emptyInput", "invalidByte", "unsupportedSymbology", "malformedAI", "unbalancedBracket", "unknownAI", "emptyValue",
        "valueTooShort", "valueTooLong", "invalidCharacter", "conflictingDuplicate", "missingRequisite", "mutuallyExclusive",
        "missingSerialComponent", "invalidDigitalLink", "invalidQualifier", "notDigitalLinkAttribute",
        "invalidPercentEncoding", "notRepresentableInDigitalLink",
    ]

    /// The named checks: `GS1Check`'s raw values.
    public static let checks = GS1Check.allCases.map(\.rawValue)

    /// Every kind.
    public static let all = Set(syntaxClasses + checks)

    /// The kind of an error of the reference.
    public static func name(_ code: GS1Error.Code) -> String {
        switch code {
        case .emptyInput: "emptyInput"
        case .invalidByte: "invalidByte"
        case .unsupportedSymbology: "unsupportedSymbology"
        case .malformedAI: "malformedAI"
        case .unbalancedBracket: "unbalancedBracket"
        case .unknownAI: "unknownAI"
        case .emptyValue: "emptyValue"
        case .valueTooShort: "valueTooShort"
        case .valueTooLong: "valueTooLong"
        case .invalidCharacter: "invalidCharacter"
        case .checkFailed(let check): check.rawValue
        case .conflictingDuplicate: "conflictingDuplicate"
        case .missingRequisite: "missingRequisite"
        case .mutuallyExclusive: "mutuallyExclusive"
        case .missingSerialComponent: "missingSerialComponent"
        case .invalidDigitalLink: "invalidDigitalLink"
        case .invalidQualifier: "invalidQualifier"
        case .notDigitalLinkAttribute: "notDigitalLinkAttribute"
        case .invalidPercentEncoding: "invalidPercentEncoding"
        case .notRepresentableInDigitalLink: "notRepresentableInDigitalLink"
        }
    }
}
