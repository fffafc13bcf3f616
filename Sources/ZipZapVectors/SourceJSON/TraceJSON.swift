import ZipZap

/// Trace events as vectors and adapters spell them (SPEC C-12.2). Every entry has `event` (the index of the input
/// event that caused it) and `kind`; a scan is `{"value": V, "type": T}` with `type` absent when unknown.
///
/// | kind | members |
/// | --- | --- |
/// | `write` | `scan`, `value` (the normalized value written), `changed` |
/// | `reject` | `scan`, `step` (`normalize` or the rule's name), `position` (the rule's, from 0; absent for `normalize`) |
/// | `ignore` | `scan`, `type` |
/// | `mark` | `scan`, `position` `{"x": X, "y": Y}` in ten-thousandths of the view |
/// | `stop` | — |
/// | `signal` | `scan`, `count` |
/// | `discard` | `bytes`, `reason` (`overflow`, `typedBeforeScan`) |
public enum TraceJSON {
    public static func entry(_ event: TraceEvent) -> JSONValue { FieldTraceEntry(event).json }

    public static func json(_ scan: Scan) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("value", VectorValue.json(scan.value))]
        if let type = scan.type { members.append(("type", .string(type.rawValue))) }
        return .object(members)
    }

    /// The trace event for a field outcome of `scan`, caused by input event `cause`.
    public static func event(cause: Int, scan: Scan, outcome: ScanOutcome) -> TraceEvent {
        switch outcome {
        case .accepted(let value, let changed): TraceEvent(cause: cause, action: .write(scan: scan, value: value, changed: changed))
        case .rejected(let rejection): TraceEvent(cause: cause, action: .reject(scan: scan, rejection: rejection))
        case .ignored(let type): TraceEvent(cause: cause, action: .ignore(scan: scan, type: type))
        }
    }
}
