import ZipZap
import ZipZapVectors

/// The `gs1Parse` capability (PROTOCOL.md, "GS1 parse requests"): which outcome members an implementation reports,
/// which forms it reads and which options it can set. A parser vector that needs another form or option is
/// unsupported; members it does not report are not compared.
public struct GS1ParseCapability: Sendable, Hashable {
    public var members: Set<GS1ParseMember>
    /// `GS1InputForm` raw values and `detect`.
    public var forms: Set<String>
    /// Names of `GS1ParseCase.optionNames`.
    public var options: Set<String>

    public init(members: Set<GS1ParseMember>, forms: Set<String>, options: Set<String>) {
        self.members = members.union([.verdict])
        self.forms = forms
        self.options = options
    }

    public static let everything = GS1ParseCapability(
        members: GS1ParseMember.everything, forms: Set(GS1InputForm.allCases.map(\.rawValue) + [GS1ParseCase.detect]),
        options: Set(GS1ParseCase.optionNames))

    public var json: JSONValue {
        .object([
            ("members", .array(GS1ParseMember.allCases.filter(members.contains).map { .string($0.rawValue) })),
            ("forms", .array(forms.sorted().map(JSONValue.string))),
            ("options", .array(options.sorted().map(JSONValue.string))),
        ])
    }

    /// Reads the capability; an unknown member name is refused (the runner could not compare it), unknown forms and
    /// options are kept (no vector needs them).
    public init(_ reader: JSONReader) throws(JSONReader.Error) {
        func names(_ key: String) throws(JSONReader.Error) -> [JSONReader] { try reader.optionalMember(key)?.array() ?? [] }
        var members: Set<GS1ParseMember> = []
        for item in try names("members") {
            let name = try item.string()
            guard let member = GS1ParseMember(rawValue: name) else {
                throw item.error("unknown gs1Parse member '\(name)'; members: \(GS1ParseMember.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            members.insert(member)
        }
        self.init(
            members: members, forms: Set(try names("forms").map { (item) throws(JSONReader.Error) in try item.string() }),
            options: Set(try names("options").map { (item) throws(JSONReader.Error) in try item.string() }))
    }
}
