import ZipZapVectors

/// A failure's probable cause, read from what differs with the vector's particulars left out: the failures one bug
/// causes share it, so the reports group by it. It names the first place in the pipeline (SPEC C-1.1, C-12.4) where
/// the two sides part — the type filter, normalization, one rule's verdict, the order of the rules, a member of the
/// outcome, the binding, or the source model that decides which scans are read and when — and not the direction
/// (a wrong check digit weight accepts some values and rejects others) nor the clauses the vector cites (a bug fails
/// vectors of many clauses). `detail(_:)` keeps what the cause leaves out: each group lists its variants.
/// Docs/failure-triage.md argues the design and gives the measurements.
public struct FailureSignature: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// `rule checkDigit: accepts ↔ rejects`, `camera model: which scans are read, and when`, `error reply: TypeError`.
    public let cause: String

    public init(cause: String) { self.cause = cause }

    public var description: String { cause }

    public static func < (left: FailureSignature, right: FailureSignature) -> Bool { left.cause < right.cause }
}

extension FailureSignature {
    /// The cause of a failed (or unexpectedly passing) result.
    public init(_ result: VectorResult) {
        switch Self.sides(result) {
        case .message(let cause, _): self.init(cause: cause)
        case .entries(let expected, let actual, let source): self.init(cause: Self.cause(expected, actual, source: source))
        case .gs1(let expected, let actual): self.init(cause: "gs1 parse: " + (Self.verdict(expected) == Self.verdict(actual) ? "a member differs" : "verdict"))
        case .refusal: self.init(cause: "configuration refusal")
        case .finalValue: self.init(cause: "binding: final value")
        }
    }

    /// Exactly where the sides part, expected first: `reject(checkDigit) → write`, `write → write [value]`,
    /// `parse accepted → rejected(checkDigit)`, `trace → refused(matches: syntax)`.
    public static func detail(_ result: VectorResult) -> String {
        switch sides(result) {
        case .message(_, let detail): return detail
        case .entries(let expected, let actual, _):
            let members = expected.flatMap { left in actual.map { differingMembers(left, $0) } } ?? []
            return entryKind(expected) + " → " + entryKind(actual) + (entryKind(expected) == entryKind(actual) && !members.isEmpty
                ? " [" + members.joined(separator: ", ") + "]" : "")
        case .gs1(let expected, let actual): return "parse " + verdict(expected) + " → " + verdict(actual)
        case .refusal(let expected, let actual):
            return (expected.map { "refused(\($0.rule): \($0.reason))" } ?? "trace") + " → " + (actual.map { "refused(\($0.rule): \($0.reason))" } ?? "trace")
        case .finalValue(let expectedWritten, let written):
            return "final value " + (written == expectedWritten ? "differs" : expectedWritten ? "written → none" : "none → written")
        }
    }

    /// What the comparison found, in the terms signatures are made of.
    private enum Sides {
        /// No comparison: an error reply, no valid answer, an unexpected pass (cause and detail from the message).
        case message(cause: String, detail: String)
        /// The first differing trace entries (nil: no entry) of a vector of `source`.
        case entries(JSONValue?, JSONValue?, source: String)
        case gs1(JSONValue, JSONValue?)
        case refusal(ConfigurationRefusal?, ConfigurationRefusal?)
        case finalValue(expectedWritten: Bool, written: Bool)
    }

    private static func sides(_ result: VectorResult) -> Sides {
        let vector = result.vector
        if result.status == .unexpectedPass {
            // The message names the expectation entry, and nothing of the vector: one group per entry.
            let message = result.message ?? "passes"
            return .message(cause: "unexpected pass: " + message, detail: message)
        }
        guard let difference = result.difference else {
            let message = result.message ?? "failed"
            let prefix = "the implementation reported an error: "
            if message.hasPrefix(prefix) {
                let head = head(String(message.dropFirst(prefix.count)))
                return .message(cause: "error reply: " + head, detail: head)
            }
            return .message(cause: "no valid answer: " + head(message), detail: head(message))
        }
        if result.actualRefusal != nil || vector.expectedError != nil { return .refusal(vector.expectedError, result.actualRefusal) }
        if vector.gs1 != nil { return .gs1(vector.expectedTrace.first ?? .null, result.actualTrace?.first) }
        guard let index = difference.firstDifferingEntry else {
            return .finalValue(expectedWritten: vector.expectedValue != nil, written: result.actualValue != nil)
        }
        let actual = result.actualTrace ?? []
        return .entries(index < vector.expectedTrace.count ? vector.expectedTrace[index] : nil, index < actual.count ? actual[index] : nil,
                        source: vector.source.rawValue)
    }

    /// The first of these that holds names the cause: an entry missing or extra, an entry only a source model writes
    /// (`mark`, `stop`, `signal`, `discard`), or one for another input event or scan — the source model; an `ignore`
    /// on one side — the type filter; a `normalize` rejection — normalization; a rule's rejection against a write —
    /// that rule; two rules' rejections — the order of the rules; the same outcome — its first differing member.
    private static func cause(_ expected: JSONValue?, _ actual: JSONValue?, source: String) -> String {
        let model = source == "direct" ? "pipeline: an entry missing, extra, or for another scan" : "\(source) model: which scans are read, and when"
        guard let expected, let actual else { return model }
        let modelKinds: Set<String> = ["mark", "stop", "signal", "discard"]
        for entry in [expected, actual] {
            guard case .string(let kind)? = entry["kind"], !modelKinds.contains(kind) else { return model }
        }
        for member in ["event", "scan"] {
            switch (expected[member], actual[member]) {
            case (nil, nil): continue
            case (let left?, let right?) where left.isEquivalent(to: right): continue
            default: return model
            }
        }
        let kinds = [entryKind(expected), entryKind(actual)]
        if kinds[0] == kinds[1] { return kinds[0] + ": " + (differingMembers(expected, actual).first ?? "a member") + " differs" }
        if kinds.contains("ignore") { return "type filter: ignored ↔ read" }
        if kinds.contains("reject(normalize)") { return "normalization: refused ↔ passed" }
        let rejections = kinds.filter { $0.hasPrefix("reject(") }
        if rejections.count == 2 { return "rule order: another rule rejects" }
        if let rejection = rejections.first { return "rule " + rejection.dropFirst(7).dropLast() + ": accepts ↔ rejects" }
        return kinds[0] + " ↔ " + kinds[1]
    }

    /// `reject(STEP)` for a rejection, the entry's kind otherwise, `(none)` for no entry.
    private static func entryKind(_ entry: JSONValue?) -> String {
        guard let entry else { return "(none)" }
        guard case .string(let kind)? = entry["kind"] else { return "(no kind)" }
        if kind == "reject", case .string(let step)? = entry["step"] { return "reject(\(step))" }
        return kind
    }

    /// `accepted`, `rejected(KIND)` or `no outcome` for a GS1 parser outcome.
    private static func verdict(_ outcome: JSONValue?) -> String {
        guard let outcome, case .object = outcome, case .string(let verdict)? = outcome["verdict"] else { return "no outcome" }
        if verdict == "rejected", case .string(let kind)? = outcome["error"]?["kind"] { return "rejected(\(kind))" }
        return verdict
    }

    /// The names of the members either entry has whose values differ, in the expected entry's order.
    static func differingMembers(_ expected: JSONValue, _ actual: JSONValue) -> [String] {
        guard case .object(let left) = expected, case .object(let right) = actual else { return [] }
        let names = left.map(\.key) + right.map(\.key).filter { name in !left.contains { $0.key == name } }
        return names.filter { name in
            guard let want = expected[name], let got = actual[name] else { return true }
            return !want.isEquivalent(to: got)
        }
    }

    /// A message's first part (up to `:`, `(`, `;` or a line end), digits masked as `N`, at most 60 characters: the
    /// kind of trouble without the vector's particulars (`timed out after N.N s`, `TypeError`).
    static func head(_ message: String) -> String {
        var out = ""
        var lastWasDigit = false
        for character in message {
            if ":(;\n".contains(character) || out.count == 60 { break }
            if character.isASCII && character.isNumber {
                if !lastWasDigit { out.append("N") }
                lastWasDigit = true
                continue
            }
            lastWasDigit = false
            out.append(character)
        }
        while out.last == " " { out.removeLast() }
        return String(out.drop { $0 == " " })
    }
}
