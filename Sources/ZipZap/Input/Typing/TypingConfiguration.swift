/// The typing model's parameters (SPEC C-11).
public struct TypingConfiguration: Sendable, Hashable {
    /// The most bytes the text may hold; an edit that would make it longer keeps only what fits (SPEC C-11.3).
    public var maximumTextLength: Int

    public init(maximumTextLength: Int = 4096) {
        self.maximumTextLength = maximumTextLength
    }

    public static let `default` = TypingConfiguration()
}
