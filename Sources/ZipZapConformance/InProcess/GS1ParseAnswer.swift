import ZipZap
import ZipZapVectors

/// A GS1 parser vector's answer, typed (SPEC C-7.40 to C-7.42); `GS1ParseOutcome` spells it for the comparison.
public enum GS1ParseAnswer: Sendable, Hashable {
    /// The elements in order, the data in bracketed and in unbracketed form (`^` for FNC1), and the Digital Link URI.
    case accepted(elements: [GS1ElementValue], bracketed: String, unbracketed: String, digitalLink: DigitalLink)
    /// `kind` is a name of SPEC C-7.41 (`csum`, `unknownAI` ...); `ai` the element's, when known; `offset` in the input.
    case rejected(kind: String, ai: String?, offset: Int)
    /// The implementation could not run the parse; a failure.
    case error(message: String)

    public struct GS1ElementValue: Sendable, Hashable {
        public var ai: String
        public var value: String
        public init(ai: String, value: String) {
            self.ai = ai
            self.value = value
        }
    }

    /// A Digital Link URI, or why the data has none.
    public enum DigitalLink: Sendable, Hashable {
        case uri(String)
        case noPrimaryKey
        case notAnAttribute(ai: String)
    }

    /// The reference parser's answer.
    public init(reference parse: GS1ParseCase) {
        switch GS1.parse(parse.input, form: parse.form, options: parse.options) {
        case .failure(let error): self = .rejected(kind: GS1ErrorKind.name(error.code), ai: error.ai, offset: error.offset)
        case .success(let parsed):
            let link: DigitalLink = switch parsed.digitalLinkURI() {
            case .success(let uri): .uri(uri)
            case .failure(let error): error.ai.map { .notAnAttribute(ai: $0) } ?? .noPrimaryKey
            }
            self = .accepted(
                elements: parsed.elements.map { GS1ElementValue(ai: $0.ai, value: $0.value) }, bracketed: parsed.bracketed,
                unbracketed: parsed.unbracketed(), digitalLink: link)
        }
    }

    /// The outcome as vectors spell it; nil for `.error`.
    var json: JSONValue? {
        switch self {
        case .accepted(let elements, let bracketed, let unbracketed, let digitalLink):
            let link: JSONValue = switch digitalLink {
            case .uri(let uri): .string(uri)
            case .noPrimaryKey: .object([("notRepresentable", .string("noPrimaryKey"))])
            case .notAnAttribute(let ai): .object([("notRepresentable", .string("notAnAttribute")), ("ai", .string(ai))])
            }
            return GS1ParseOutcome.accepted(
                elements: elements.map { ($0.ai, $0.value) }, bracketed: bracketed, unbracketed: unbracketed, digitalLink: link)
        case .rejected(let kind, let ai, let offset): return GS1ParseOutcome.rejected(kind: kind, ai: ai, offset: offset)
        case .error: return nil
        }
    }
}
