import ZipZap

/// One trace entry, typed: what SPEC C-12.2 lists and `TraceJSON` spells, caused by input event `cause` (from 0).
public struct FieldTraceEntry: Sendable, Hashable {
    public enum Action: Sendable, Hashable {
        /// Every rule passed: `value`, the normalized value, was written.
        case write(scan: Scan, value: [UInt8], changed: Bool)
        /// `step` is `normalize` or the failing rule's name (`checkDigit`, `length` ...); `position` the rule's, from 0,
        /// nil for `normalize`.
        case reject(scan: Scan, step: String, position: Int?)
        /// The field does not read this type (nil: a filter refused a scan of unknown type).
        case ignore(scan: Scan, type: BarcodeType?)
        case mark(scan: Scan, position: ViewPoint)
        case stop
        case signal(scan: Scan, count: Int)
        case discard(bytes: [UInt8], reason: DiscardReason)
    }

    public var cause: Int
    public var action: Action

    public init(cause: Int, action: Action) {
        self.cause = cause
        self.action = action
    }

    /// The reference's trace event, as the entry it is.
    public init(_ event: TraceEvent) {
        cause = event.cause
        switch event.action {
        case .write(let scan, let value, let changed): action = .write(scan: scan, value: value, changed: changed)
        case .reject(let scan, let rejection):
            let position = if case .rule(_, let position) = rejection.step { position } else { Int?.none }
            action = .reject(scan: scan, step: rejection.name, position: position)
        case .ignore(let scan, let type): action = .ignore(scan: scan, type: type)
        case .mark(let scan, let position): action = .mark(scan: scan, position: position)
        case .stop: action = .stop
        case .signal(let scan, let count): action = .signal(scan: scan, count: count)
        case .discard(let bytes, let reason): action = .discard(bytes: bytes, reason: reason)
        }
    }

    /// The entry as vectors spell it, for the runner's comparison.
    public var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = [("event", .int(cause))]
        switch action {
        case .write(let scan, let value, let changed):
            members += [("kind", .string(TraceEventKind.write.rawValue)), ("scan", TraceJSON.json(scan)), ("value", VectorValue.json(value)), ("changed", .bool(changed))]
        case .reject(let scan, let step, let position):
            members += [("kind", .string(TraceEventKind.reject.rawValue)), ("scan", TraceJSON.json(scan)), ("step", .string(step))]
            if let position { members.append(("position", .int(position))) }
        case .ignore(let scan, let type):
            members += [("kind", .string(TraceEventKind.ignore.rawValue)), ("scan", TraceJSON.json(scan)), ("type", type.map { .string($0.rawValue) } ?? .null)]
        case .mark(let scan, let position):
            members += [("kind", .string(TraceEventKind.mark.rawValue)), ("scan", TraceJSON.json(scan)), ("position", .object([("x", .int(position.x)), ("y", .int(position.y))]))]
        case .stop:
            members.append(("kind", .string(TraceEventKind.stop.rawValue)))
        case .signal(let scan, let count):
            members += [("kind", .string(TraceEventKind.signal.rawValue)), ("scan", TraceJSON.json(scan)), ("count", .int(count))]
        case .discard(let bytes, let reason):
            members += [("kind", .string(TraceEventKind.discard.rawValue)), ("bytes", VectorValue.json(bytes)), ("reason", .string(reason.rawValue))]
        }
        return .object(members)
    }

    /// Reads an entry as vectors spell it (the reference's traces, which `ReferenceImplementation` hands back typed).
    public init(_ reader: JSONReader) throws(JSONReader.Error) {
        func scan() throws(JSONReader.Error) -> Scan {
            let member = try reader.member("scan")
            return Scan(value: try VectorValue.bytes(member.member("value")), type: try Self.type(member.optionalMember("type")))
        }
        cause = try reader.member("event").int()
        let kindReader = try reader.member("kind")
        let name = try kindReader.string()
        // The kinds are spelled once, by the reference's `TraceEventKind`.
        guard let kind = TraceEventKind(rawValue: name) else { throw kindReader.error("unknown trace entry kind '\(name)'") }
        switch kind {
        case .write: action = .write(scan: try scan(), value: try VectorValue.bytes(reader.member("value")), changed: try reader.member("changed").bool())
        case .reject:
            action = .reject(scan: try scan(), step: try reader.member("step").string(), position: try reader.optionalMember("position")?.int())
        case .ignore: action = .ignore(scan: try scan(), type: try Self.type(reader.optionalMember("type")))
        case .mark:
            let position = try reader.member("position")
            action = .mark(scan: try scan(), position: ViewPoint(x: try position.member("x").int(), y: try position.member("y").int()))
        case .stop: action = .stop
        case .signal: action = .signal(scan: try scan(), count: try reader.member("count").int())
        case .discard:
            let reason = try reader.member("reason")
            guard let known = DiscardReason(rawValue: try reason.string()) else { throw reason.error("unknown discard reason") }
            action = .discard(bytes: try VectorValue.bytes(reader.member("bytes")), reason: known)
        }
    }

    /// A barcode type member; absent or null is an unknown type.
    private static func type(_ reader: JSONReader?) throws(JSONReader.Error) -> BarcodeType? {
        guard let reader, reader.value != .null else { return nil }
        let name = try reader.string()
        guard let type = BarcodeType(rawValue: name) else { throw reader.error("unknown barcode type '\(name)'") }
        return type
    }
}
