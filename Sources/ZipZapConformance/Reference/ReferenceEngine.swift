import ZipZap

/// Runs a vector's events through the reference implementation and records the trace that conforming
/// implementations must reproduce.
public enum ReferenceEngine {
    public struct Result: Sendable, Hashable {
        public var trace: [JSONValue]
        public var value: [UInt8]?
    }

    /// `events` are read with `path` as the prefix of error locations.
    public static func run(
        field spec: FieldSpec, source: SourceKind, configuration: JSONValue?, events: [JSONValue], path: String = "$.events"
    ) throws(JSONReader.Error) -> Result {
        var field = spec.makeField()
        var trace: [JSONValue] = []
        switch source {
        case .direct:
            for (index, event) in events.enumerated() {
                let scan = try DirectSource.scan(JSONReader(event, path: "\(path)[\(index)]"))
                trace.append(TraceJSON.entry(event: index, outcome: field.process(scan)))
            }
        }
        return Result(trace: trace, value: field.value)
    }

    public static func run(_ vector: Vector) throws(JSONReader.Error) -> Result {
        try run(field: vector.field, source: vector.source, configuration: vector.sourceConfiguration, events: vector.events)
    }
}

/// The `direct` source: each event is `{"kind": "scan", "value": V, "type": T}`, `type` absent when unknown.
public enum DirectSource {
    public static func event(_ scan: Scan) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("kind", .string("scan")), ("value", VectorValue.json(scan.value))]
        if let type = scan.type { members.append(("type", .string(type.rawValue))) }
        return .object(members)
    }

    static func scan(_ reader: JSONReader) throws(JSONReader.Error) -> Scan {
        try reader.onlyMembers(["kind", "value", "type"])
        let kind = try reader.member("kind")
        guard try kind.string() == "scan" else { throw kind.error("the direct source takes events of kind 'scan'") }
        let value = try VectorValue.bytes(reader.member("value"))
        guard let typeReader = try reader.optionalMember("type") else { return Scan(value: value, type: nil) }
        let name = try typeReader.string()
        guard let type = BarcodeType(rawValue: name) else { throw typeReader.error("unknown barcode type '\(name)'") }
        return Scan(value: value, type: type)
    }
}

/// Trace entries for field outcomes (SPEC C-12): `accepted` with the value written and whether it changed,
/// `rejected` with the step that refused the scan (a rule's name and position, or `normalize`), `ignored` with
/// the type that is not accepted. `event` is the index of the input event that caused the entry.
public enum TraceJSON {
    public static func entry(event: Int, outcome: ScanOutcome) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("event", .int(event))]
        switch outcome {
        case .accepted(let value, let changed):
            members += [("kind", .string("accepted")), ("value", VectorValue.json(value)), ("changed", .bool(changed))]
        case .rejected(let rejection):
            members += [("kind", .string("rejected")), ("step", .string(rejection.name))]
            if case .rule(_, let position) = rejection.step { members.append(("position", .int(position))) }
        case .ignored(let type):
            members += [("kind", .string("ignored")), ("type", .string(type.rawValue))]
        }
        return .object(members)
    }
}
