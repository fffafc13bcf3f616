import ZipZapVectors

/// Shell-style patterns for vector ids: `*` matches any run of characters, `?` one character.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    public let pattern: String
    /// The pattern's Unicode scalars with runs of `*` collapsed to one, which matches the same texts.
    private let scalars: [Unicode.Scalar]

    public init(_ pattern: String) {
        self.pattern = pattern
        var scalars: [Unicode.Scalar] = []
        for scalar in pattern.unicodeScalars where !(scalar == "*" && scalars.last == "*") { scalars.append(scalar) }
        self.scalars = scalars
    }

    public var description: String { pattern }

    /// The pattern has no `*` or `?`: it matches one text, itself.
    public var isLiteral: Bool { !scalars.contains("*") && !scalars.contains("?") }

    /// The text every match starts with: the pattern up to its first wildcard.
    public var literalPrefix: String {
        var prefix = String.UnicodeScalarView()
        prefix.append(contentsOf: scalars.prefix { $0 != "*" && $0 != "?" })
        return String(prefix)
    }

    public func matches(_ text: String) -> Bool {
        let subject = Array(text.unicodeScalars)
        // The classic two-pointer match: on a mismatch only the last `*` is retried, one character further on, so the
        // work is at most the pattern's length times the text's, and linear for the usual one or two stars.
        var p = 0, s = 0, starP = -1, starS = 0
        while s < subject.count {
            if p < scalars.count && (scalars[p] == "?" || scalars[p] == subject[s]) {
                p += 1; s += 1
            } else if p < scalars.count && scalars[p] == "*" {
                starP = p; starS = s; p += 1
            } else if starP >= 0 {
                p = starP + 1; starS += 1; s = starS
            } else {
                return false
            }
        }
        while p < scalars.count && scalars[p] == "*" { p += 1 }
        return p == scalars.count
    }
}
