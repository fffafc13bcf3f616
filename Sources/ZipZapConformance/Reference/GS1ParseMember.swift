import ZipZapVectors

/// The members of a GS1 parser outcome that are compared one by one (SPEC C-7.42). An implementation declares the
/// ones it reports; the verdict is always compared.
public enum GS1ParseMember: String, Sendable, Hashable, CaseIterable {
    case verdict, errorKind, errorAI, errorOffset, elements, bracketed, unbracketed, digitalLink

    /// Where the member lies in an outcome object.
    var path: [String] {
        switch self {
        case .verdict: ["verdict"]
        case .errorKind: ["error", "kind"]
        case .errorAI: ["error", "ai"]
        case .errorOffset: ["error", "offset"]
        case .elements: ["elements"]
        case .bracketed: ["bracketed"]
        case .unbracketed: ["unbracketed"]
        case .digitalLink: ["digitalLink"]
        }
    }

    /// Whether the member belongs to rejected outcomes (the others to accepted ones).
    var isError: Bool { path.first == "error" }

    /// The three levels PROTOCOL.md names: the verdict only; the verdict and the error kind; everything.
    public static let verdictOnly: Set<GS1ParseMember> = [.verdict]
    public static let verdictAndErrorKind: Set<GS1ParseMember> = [.verdict, .errorKind]
    public static let everything = Set(allCases)
}
