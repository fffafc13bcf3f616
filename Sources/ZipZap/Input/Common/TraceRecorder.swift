/// Collects the trace events one input event causes, and runs scans through the field on the way.
struct TraceRecorder {
    let cause: Int
    private(set) var events: [TraceEvent] = []

    init(cause: Int) { self.cause = cause }

    mutating func record(_ action: TraceAction) {
        events.append(TraceEvent(cause: cause, action: action))
    }

    /// Runs `scan` through `field` (writing on acceptance, calling the handler on rejection) and records the
    /// outcome as `write`, `reject` or `ignore`.
    @discardableResult
    mutating func process(_ scan: Scan, in field: inout ScanField) -> ScanOutcome {
        let outcome = field.process(scan)
        switch outcome {
        case .accepted(let value, let changed): record(.write(scan: scan, value: value, changed: changed))
        case .rejected(let rejection): record(.reject(scan: scan, rejection: rejection))
        case .ignored(let type): record(.ignore(scan: scan, type: type))
        }
        return outcome
    }
}

/// Numbers a model's input events from 0, in arrival order: the `cause` of the trace events each one causes.
struct InputEventCounter: Sendable, Hashable {
    private var count = 0

    /// A recorder for the next input event.
    mutating func recorderForNextEvent() -> TraceRecorder {
        defer { count += 1 }
        return TraceRecorder(cause: count)
    }
}
