extension Vector {
    public var json: JSONValue {
        if let gs1 { return gs1JSON(gs1) }
        var members: [(key: String, value: JSONValue)] = [
            ("id", .string(id)),
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
        }
    }

    public init(_ reader: JSONReader) throws(JSONReader.Error) {
        if try reader.optionalMember("kind") != nil {
            self = try Vector(gs1Reader: reader)
            return
        }
        try reader.onlyMembers([
            "id", "description", "clauses", "flags", "provenance", "field", "source", "sourceConfiguration", "events", "expected",
        ])
        id = try reader.member("id").string()
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
        self.source = source
        sourceConfiguration = try reader.optionalMember("sourceConfiguration")?.value
        events = try reader.member("events").array().map(\.value)
        // Checked now, with the reference's own decoder, so that a vector no adapter could be given a meaning for
        // (an offset that is not a number, a missing time) is a problem of its file, not a request sent out.
        _ = try SourceEventsJSON.decode(source: source, configuration: sourceConfiguration, events: events, path: reader.path)
        let expected = try reader.member("expected")
        if let error = try expected.optionalMember("error") {
            try expected.onlyMembers(["error"])
            expectedError = try ConfigurationRefusal(error)
            guard field.configurationError != nil else {
                throw error.error("expects a refused configuration, but every rule of the field can be configured")
            }
            expectedTrace = []
            expectedValue = nil
            return
        }
        if let refusal = field.configurationError {
            throw expected.error("the field cannot be configured (\(refusal)), so the vector must expect it as 'error'")
        }
        try expected.onlyMembers(["trace", "value"])
        expectedError = nil
        expectedTrace = try expected.member("trace").array().map(\.value)
        expectedValue = try expected.optionalMember("value").map { (item) throws(JSONReader.Error) in try VectorValue.bytes(item) }
    }

    static func provenance(_ provenanceReader: JSONReader) throws(JSONReader.Error) -> Provenance {
        switch try provenanceReader.member("kind").string() {
        case "handWritten":
            try provenanceReader.onlyMembers(["kind"])
            return .handWritten
        case "generated":
            try provenanceReader.onlyMembers(["kind", "generator", "seed"])
            let seed = try provenanceReader.optionalMember("seed").map { (item) throws(JSONReader.Error) -> UInt64 in
                guard case .number(let text) = item.value, let seed = UInt64(text) else { throw item.error("seed must be a non-negative whole number") }
                return seed
            }
            return .generated(generator: try provenanceReader.member("generator").string(), seed: seed)
        case let other:
            throw provenanceReader.error("unknown provenance kind '\(other)'; kinds: handWritten, generated")
        }
    }
}
