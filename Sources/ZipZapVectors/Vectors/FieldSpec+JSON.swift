import ZipZap

extension FieldSpec {
    public var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        if let types { members.append(("types", .array(types.members.map { .string($0.rawValue) }))) }
        members.append(("normalization", .string(normalization.rawValue)))
        members.append(("rules", .array(rules.map(\.json))))
        members.append(("initialValue", initialValue.map(VectorValue.json) ?? .null))
        return .object(members)
    }

    public init(_ reader: JSONReader) throws(JSONReader.Error) {
        try reader.onlyMembers(["types", "normalization", "rules", "initialValue"])
        if let typesReader = try reader.optionalMember("types") {
            // Built from the list as an app's `.barcodeTypes([...])` builds its set, so vectors reach that path.
            types = BarcodeTypeSet(try typesReader.array().map { (item) throws(JSONReader.Error) -> BarcodeType in
                let name = try item.string()
                guard let type = BarcodeType(rawValue: name) else { throw item.error("unknown barcode type '\(name)'") }
                return type
            })
        } else {
            types = nil
        }
        if let formReader = try reader.optionalMember("normalization") {
            let name = try formReader.string()
            guard let form = NormalizationForm(rawValue: name) else { throw formReader.error("unknown normalization '\(name)'") }
            normalization = form
        } else {
            normalization = .none
        }
        rules = try (try reader.optionalMember("rules")?.array() ?? []).map { (item) throws(JSONReader.Error) in try Rule(item) }
        initialValue = try reader.optionalMember("initialValue").map { (item) throws(JSONReader.Error) in try VectorValue.bytes(item) }
    }
}

extension FieldSpec.Rule {
    public var json: JSONValue {
        switch self {
        case .checkDigit: .object([("rule", .string("checkDigit"))])
        case .length(let minimum, let maximum): .object([("rule", .string("length")), ("min", .int(minimum)), ("max", .int(maximum))])
        case .matches(let pattern): .object([("rule", .string("matches")), ("pattern", .string(pattern.source))])
        case .gs1(let relaxed):
            .object([("rule", .string("gs1"))] + GS1Options.Relaxations.allCases.filter(relaxed.contains).map { ($0.jsonMember, .bool(false)) })
        case .custom(.typeIs(let type)):
            .object([("rule", .string("custom")), ("fixture", .string("typeIs")), ("type", .string(type.rawValue))])
        case .custom(let fixture): .object([("rule", .string("custom")), ("fixture", .string(fixture.name))])
        case .refused(let refused): refused.json
        }
    }

    public init(_ reader: JSONReader) throws(JSONReader.Error) {
        let nameReader = try reader.member("rule")
        switch try nameReader.string() {
        case "checkDigit":
            try reader.onlyMembers(["rule"])
            self = .checkDigit
        case "length":
            try reader.onlyMembers(["rule", "min", "max"])
            self = .lengthRange(try reader.member("min").int(), try reader.member("max").int())
        case "matches":
            try reader.onlyMembers(["rule", "pattern"])
            self = .pattern(try reader.member("pattern").string())
        case "gs1":
            self = .gs1(relaxed: try GS1Options.Relaxations(reader))
        case "custom":
            let fixtureReader = try reader.member("fixture")
            switch try fixtureReader.string() {
            case "assetTag": try reader.onlyMembers(["rule", "fixture"]); self = .custom(.assetTag)
            case "mod97": try reader.onlyMembers(["rule", "fixture"]); self = .custom(.mod97)
            case "typeIs":
                try reader.onlyMembers(["rule", "fixture", "type"])
                let typeReader = try reader.member("type")
                let name = try typeReader.string()
                guard let type = BarcodeType(rawValue: name) else { throw typeReader.error("unknown barcode type '\(name)'") }
                self = .custom(.typeIs(type))
            case let other: throw fixtureReader.error("unknown custom-rule fixture '\(other)'; fixtures: assetTag, mod97, typeIs")
            }
        case let other:
            throw nameReader.error("unknown rule '\(other)'; rules: checkDigit, length, matches, gs1, custom")
        }
    }
}

extension GS1Options.Relaxations {
    /// The member of a `gs1` rule object that is `false` when this check is off; the `GS1Options` property's name.
    package var jsonMember: String {
        switch self {
        case .requisites: "checkRequisites"
        case .exclusions: "checkExclusions"
        default: "rejectConflictingDuplicates"
        }
    }

    /// The switches of a `gs1` rule object: each check whose member is `false` is off (an absent member is `true`).
    /// `lenient`, the schema 1 spelling, is still read: `true` turns all three off; it cannot be mixed with them.
    init(_ reader: JSONReader) throws(JSONReader.Error) {
        let members = Self.allCases.map(\.jsonMember)
        try reader.onlyMembers(Set(["rule", "lenient"] + members))
        self = []
        if let lenient = try reader.optionalMember("lenient") {
            for member in members where try reader.optionalMember(member) != nil {
                throw reader.error("gs1: 'lenient' (schema 1) cannot be combined with '\(member)'")
            }
            if try lenient.bool() { self = .all }
            return
        }
        for check in Self.allCases {
            if try reader.optionalMember(check.jsonMember)?.bool() == false { insert(check) }
        }
    }
}
