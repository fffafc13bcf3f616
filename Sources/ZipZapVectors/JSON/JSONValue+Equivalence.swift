extension JSONValue {
    /// Equality as data: objects compare by their members whatever their order; numbers compare by text.
    /// An adapter's trace matches the expected one when the two are equivalent.
    public func isEquivalent(to other: JSONValue) -> Bool {
        switch (self, other) {
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.isEquivalent(to: $1) }
        case (.object(let a), .object(let b)):
            guard a.count == b.count else { return false }
            return a.allSatisfy { member in b.contains { $0.key == member.key && $0.value.isEquivalent(to: member.value) } }
        default:
            return self == other
        }
    }
}
