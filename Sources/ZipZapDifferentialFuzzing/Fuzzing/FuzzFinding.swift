import ZipZap
import ZipZapConformance

/// A disagreement, shrunk: the vector that is missing from the suite, with the reference's expectation, and what
/// the implementation did instead.
public struct FuzzFinding: Sendable {
    /// The case of the campaign that first disagreed.
    public let caseIndex: Int
    /// The shrunk vector, without an id (SPEC C-13.2).
    public let vector: Vector
    /// How the implementation's answer to the shrunk vector differs.
    public let difference: String
    public let shrinkSteps: Int

    init(caseIndex: Int, shrunk: FuzzCase, difference: String, shrinkSteps: Int, seed: UInt64, implementation: String) {
        self.caseIndex = caseIndex
        self.difference = difference
        self.shrinkSteps = shrinkSteps
        let draft = shrunk.vector(id: "")
        vector = shrunk.vector(
            id: draft.unadoptedID, description: "fuzz finding: \(implementation) disagrees with the reference; \(Self.cut(difference))",
            clauses: Self.clauses(draft), provenance: .fuzz(seed: seed, case: caseIndex, implementation: implementation))
    }

    /// The request's size: input events, rules and bytes of values (GS1 parse: the input's bytes).
    public var size: (events: Int, rules: Int, bytes: Int) {
        if let gs1 = vector.gs1 { return (0, 0, gs1.input.count) }
        let bytes = vector.input.decoded.byteStrings.reduce(0) { $0 + $1.count } + (vector.field.initialValue?.count ?? 0)
        return (vector.events.count, vector.field.rules.count, bytes)
    }

    /// The file `fuzz --out` writes: a vector file of this one vector, named by its id.
    public var file: (name: String, bytes: [UInt8]) {
        let file = VectorFile(
            family: vector.id, description: "A vector found by zipzap-conformance fuzz (SPEC C-13); adopt it with generate.",
            flags: [], vectors: [vector])
        return (vector.id + ".json", Array(JSONWriter().document(file.json(suiteVersion: ConformanceSuite.version)).utf8))
    }

    /// The clauses a finding pins: the fuzzing clause, its source's (or the parser's), and those of the field's
    /// form, type filter and rules.
    static func clauses(_ vector: Vector) -> [String] {
        if vector.gs1 != nil { return ["C-7.40", "C-13.2"] }
        var clauses: [String] = switch vector.source {
        case .direct: ["C-1.1"]
        case .camera: ["C-8.1"]
        case .hardware: ["C-9.1"]
        case .hid: ["C-10.1"]
        case .typing: ["C-11.1"]
        }
        if vector.field.types != nil { clauses.append("C-2.1") }
        if vector.field.normalization != .none { clauses.append("C-3.1") }
        for rule in vector.field.rules {
            let clause = switch rule {
            case .checkDigit: "C-4.2"
            case .length: "C-4.3"
            case .matches: "C-4.4"
            case .gs1: "C-4.5"
            case .custom: "C-4.7"
            case .refused: "C-4.20"
            }
            if !clauses.contains(clause) { clauses.append(clause) }
        }
        return clauses + ["C-13.2"]
    }

    private static func cut(_ text: String) -> String { text.count > 400 ? String(text.prefix(400)) + "..." : text }
}
