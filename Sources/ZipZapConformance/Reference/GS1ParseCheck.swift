import ZipZapVectors

/// Compares an implementation's GS1 outcome with a vector's, member by member.
public enum GS1ParseCheck {
    /// nil when every member in `members` that applies to the expected verdict is equal; otherwise what differs.
    public static func difference(expected: JSONValue, actual: JSONValue?, members: Set<GS1ParseMember>) -> String? {
        let writer = JSONWriter()
        guard let actual, case .object = actual else {
            return "expected a GS1 outcome object, got \(actual.map(writer.compact) ?? "nothing")"
        }
        let rejected = expected["verdict"] == .string("rejected")
        var differences: [String] = []
        for member in GS1ParseMember.allCases where member == .verdict || (members.contains(member) && member.isError == rejected) {
            let want = value(expected, member.path), got = value(actual, member.path)
            if let want, let got, want.isEquivalent(to: got) { continue }
            if want == nil, got == nil { continue }
            differences.append("\(member.rawValue): expected \(want.map(writer.compact) ?? "none"), got \(got.map(writer.compact) ?? "none")")
            // Another verdict makes every other member meaningless.
            if member == .verdict { break }
        }
        return differences.isEmpty ? nil : differences.joined(separator: "; ")
    }

    private static func value(_ outcome: JSONValue, _ path: [String]) -> JSONValue? {
        path.reduce(outcome as JSONValue?) { $0?[$1] }
    }
}
