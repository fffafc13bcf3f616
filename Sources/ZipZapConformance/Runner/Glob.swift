/// Shell-style patterns for vector ids: `*` matches any run of characters, `?` one character.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    public let pattern: String
    private let characters: [Character]

    public init(_ pattern: String) {
        self.pattern = pattern
        characters = Array(pattern)
    }

    public var description: String { pattern }

    public func matches(_ text: String) -> Bool {
        let subject = Array(text)
        // Iterative matching with one backtrack point for the last `*`: linear in practice, no recursion.
        var p = 0, s = 0, starP = -1, starS = 0
        while s < subject.count {
            if p < characters.count && (characters[p] == "?" || characters[p] == subject[s]) {
                p += 1; s += 1
            } else if p < characters.count && characters[p] == "*" {
                starP = p; starS = s; p += 1
            } else if starP >= 0 {
                p = starP + 1; starS += 1; s = starS
            } else {
                return false
            }
        }
        while p < characters.count && characters[p] == "*" { p += 1 }
        return p == characters.count
    }
}
