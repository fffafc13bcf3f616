import ZipZap

extension Vector {
    /// A GS1 parser vector (SPEC C-7.40): `kind`, the members every vector has, the parse, and `expected`.
    func gs1JSON(_ parse: GS1ParseCase) -> JSONValue {
        .object([("kind", .string("gs1"))] + idMember + [
            ("description", .string(description)),
            ("clauses", .array(clauses.map(JSONValue.string))), ("flags", .array(flags.map(JSONValue.string))),
            ("provenance", provenanceJSON),
        ] + parse.requestMembers + [("expected", expectedTrace.first ?? .null)])
    }

    init(gs1Reader reader: JSONReader) throws(JSONReader.Error) {
        try reader.onlyMembers(["kind", "id", "description", "clauses", "flags", "provenance", "input", "form", "options", "expected"])
        let kind = try reader.member("kind")
        guard try kind.string() == "gs1" else { throw kind.error("unknown vector kind '\(try kind.string())'; kinds: gs1 (field vectors have no kind)") }
        self.init(
            id: "", description: try reader.member("description").string(),
            clauses: try reader.member("clauses").array().map { (item) throws(JSONReader.Error) in try item.string() },
            flags: try reader.member("flags").array().map { (item) throws(JSONReader.Error) in try item.string() },
            provenance: try Self.provenance(reader.member("provenance")), field: FieldSpec(),
            expectedTrace: [try GS1ParseOutcome.validated(reader.member("expected"))], expectedValue: nil,
            gs1: try GS1ParseCase(requestReader: reader))
        id = try Self.explicitID(reader, provenance: provenance) ?? unadoptedID
    }
}

extension GS1ParseCase {
    /// `input`, `form` and, when an option differs from its default, `options`: as vectors and requests carry them.
    package var requestMembers: [(key: String, value: JSONValue)] {
        var options: [(key: String, value: JSONValue)] = GS1Options.Relaxations.allCases.filter(relaxed.contains).map { ($0.jsonMember, .bool(false)) }
        if !separatorSubstitutes.isEmpty { options.append(("separatorSubstitutes", VectorValue.json(separatorSubstitutes))) }
        if let referenceYear { options.append(("referenceYear", .int(referenceYear))) }
        return [("input", VectorValue.json(input)), ("form", .string(formName))] + (options.isEmpty ? [] : [("options", .object(options))])
    }

    /// Reads the parse from a vector or a `gs1Parse` request.
    package init(requestReader reader: JSONReader) throws(JSONReader.Error) {
        let formReader = try reader.member("form")
        let formName = try formReader.string()
        let form = GS1InputForm(rawValue: formName)
        guard form != nil || formName == Self.detect else {
            throw formReader.error("unknown form '\(formName)'; forms: \((GS1InputForm.allCases.map(\.rawValue) + [Self.detect]).joined(separator: ", "))")
        }
        var relaxed: GS1Options.Relaxations = []
        var substitutes: [UInt8] = []
        var year: Int?
        if let options = try reader.optionalMember("options") {
            try options.onlyMembers(Set(Self.optionNames))
            for check in GS1Options.Relaxations.allCases where try options.optionalMember(check.jsonMember)?.bool() == false {
                relaxed.insert(check)
            }
            substitutes = try options.optionalMember("separatorSubstitutes").map { (item) throws(JSONReader.Error) in try VectorValue.bytes(item) } ?? []
            year = try options.optionalMember("referenceYear")?.int()
        }
        self.init(
            input: try VectorValue.bytes(reader.member("input")), form: form, relaxed: relaxed, separatorSubstitutes: substitutes,
            referenceYear: year)
    }
}
