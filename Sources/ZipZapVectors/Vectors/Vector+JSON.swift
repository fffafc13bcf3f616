extension Vector {
    public var json: JSONValue {
        if let gs1 { return gs1JSON(gs1) }
        var members: [(key: String, value: JSONValue)] = idMember + [
            ("description", .string(description)),
            ("clauses", .array(clauses.map(JSONValue.string))),
            ("flags", .array(flags.map(JSONValue.string))),
            ("provenance", provenanceJSON),
            ("field", field.json),
            ("source", .string(source.rawValue)),
        ]
        if let sourceConfiguration { members.append(("sourceConfiguration", sourceConfiguration)) }
        members.append(("events", .array(events)))
        if let expectedError {
            members.append(("expected", .object([("error", expectedError.json)])))
        } else {
            members.append(("expected", .object([
                ("trace", .array(expectedTrace)),
                ("value", expectedValue.map(VectorValue.json) ?? .null),
            ])))
        }
        return .object(members)
    }

    var provenanceJSON: JSONValue {
        switch provenance {
        case .handWritten: .object([("kind", .string("handWritten"))])
        case .generated(let generator, let seed):
            .object([("kind", .string("generated")), ("generator", .string(generator))]
                + (seed.map { [("seed", JSONValue.number(String($0)))] } ?? []))
        case .fuzz(let seed, let index, let implementation):
            .object([("kind", .string("fuzz")), ("seed", .number(String(seed))), ("case", .int(index)),
                     ("implementation", .string(implementation))])
        }
    }

    /// `id`, left out for a fuzz finding that has no id yet (SPEC C-13.2).
    var idMember: [(key: String, value: JSONValue)] {
        if case .fuzz = provenance, id == unadoptedID { return [] }
        return [("id", .string(id))]
    }

    /// The `id` a vector's file gives it; nil only for a fuzz finding without one, which is then known by
    /// `unadoptedID`.
    static func explicitID(_ reader: JSONReader, provenance: Provenance) throws(JSONReader.Error) -> String? {
        if let id = try reader.optionalMember("id") { return try id.string() }
        guard case .fuzz = provenance else { return try reader.member("id").string() }
        return nil
    }

    public init(_ reader: JSONReader) throws(JSONReader.Error) {
        if try reader.optionalMember("kind") != nil {
            self = try Vector(gs1Reader: reader)
            return
        }
        try reader.onlyMembers([
            "id", "description", "clauses", "flags", "provenance", "field", "source", "sourceConfiguration", "events", "expected",
        ])
        id = ""
        description = try reader.member("description").string()
        clauses = try reader.member("clauses").array().map { (item) throws(JSONReader.Error) in try item.string() }
        flags = try reader.member("flags").array().map { (item) throws(JSONReader.Error) in try item.string() }
        provenance = try Self.provenance(reader.member("provenance"))
        field = try FieldSpec(reader.member("field"))
        let sourceReader = try reader.member("source")
        let sourceName = try sourceReader.string()
        guard let source = SourceKind(rawValue: sourceName) else {
            throw sourceReader.error("unknown source '\(sourceName)'; sources: \(SourceKind.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        input = try SourceInput(
            source: source, configuration: try reader.optionalMember("sourceConfiguration")?.value,
            events: try reader.member("events").array().map(\.value), path: reader.path)
        let expected = try reader.member("expected")
        if let error = try expected.optionalMember("error") {
            try expected.onlyMembers(["error"])
            expectedError = try ConfigurationRefusal(error)
            guard field.configurationError != nil else {
                throw error.error("expects a refused configuration, but every rule of the field can be configured")
            }
            expectedTrace = []
            expectedValue = nil
            id = try Self.explicitID(reader, provenance: provenance) ?? unadoptedID
            return
        }
        if let refusal = field.configurationError {
            throw expected.error("the field cannot be configured (\(refusal)), so the vector must expect it as 'error'")
        }
        try expected.onlyMembers(["trace", "value"])
        expectedError = nil
        expectedTrace = try expected.member("trace").array().map(\.value)
        expectedValue = try expected.optionalMember("value").map { (item) throws(JSONReader.Error) in try VectorValue.bytes(item) }
        id = try Self.explicitID(reader, provenance: provenance) ?? unadoptedID
    }

    private static func wholeNumber(_ item: JSONReader, _ name: String) throws(JSONReader.Error) -> UInt64 {
        guard case .number(let text) = item.value, let number = UInt64(text) else { throw item.error("\(name) must be a non-negative whole number") }
        return number
    }

    static func provenance(_ provenanceReader: JSONReader) throws(JSONReader.Error) -> Provenance {
        switch try provenanceReader.member("kind").string() {
        case "handWritten":
            try provenanceReader.onlyMembers(["kind"])
            return .handWritten
        case "generated":
            try provenanceReader.onlyMembers(["kind", "generator", "seed"])
            let seed = try provenanceReader.optionalMember("seed").map { (item) throws(JSONReader.Error) in try wholeNumber(item, "seed") }
            return .generated(generator: try provenanceReader.member("generator").string(), seed: seed)
        case "fuzz":
            try provenanceReader.onlyMembers(["kind", "seed", "case", "implementation"])
            return .fuzz(
                seed: try wholeNumber(provenanceReader.member("seed"), "seed"), case: try provenanceReader.member("case").int(),
                implementation: try provenanceReader.member("implementation").string())
        case let other:
            throw provenanceReader.error("unknown provenance kind '\(other)'; kinds: handWritten, generated, fuzz")
        }
    }
}
