/// One observable thing a source model did, tied to the input event that caused it (SPEC C-12).
///
/// Trace events carry no time: the input event at `cause` holds it, so a trace is a pure function of the events.
public struct TraceEvent: Sendable, Hashable {
    /// The 0-based index, in the model's input, of the event that caused this one.
    public let cause: Int
    public let action: TraceAction

    public init(cause: Int, action: TraceAction) {
        self.cause = cause
        self.action = action
    }

    /// The stable spelling of the action, e.g. `write` (what vectors and the command line print).
    public var kind: TraceEventKind { action.kind }
}

/// The stable names of trace actions; the raw value is the spelling in vectors and on the command line.
public enum TraceEventKind: String, CaseIterable, Sendable, Hashable {
    case write, reject, ignore, mark, stop, signal, discard
}

/// What a source model did (SPEC C-12.2 lists each action's fields).
public enum TraceAction: Sendable, Hashable {
    /// Every rule passed: `value` (the normalized value) was written to the binding.
    case write(scan: Scan, value: [UInt8], changed: Bool)
    /// Normalization or a rule refused `scan`; `onRejectedScan` was called with `rejection`.
    case reject(scan: Scan, rejection: Rejection)
    /// The field does not read `type`: nothing written, no handler.
    case ignore(scan: Scan, type: BarcodeType)
    /// Camera: the detection is drawn in the view as recognized but not accepted.
    case mark(scan: Scan, position: ViewPoint)
    /// Camera: the camera stopped looking after a write.
    case stop
    /// ZipZap hardware: beep, flash and vibration for a rejected barcode the user keeps aiming at; `count` is 1 for
    /// the first signal of an aim, 2 for its first repeat ...
    case signal(scan: Scan, count: Int)
    /// HID and typing: bytes dropped without validation.
    case discard(bytes: [UInt8], reason: DiscardReason)

    public var kind: TraceEventKind {
        switch self {
        case .write: .write
        case .reject: .reject
        case .ignore: .ignore
        case .mark: .mark
        case .stop: .stop
        case .signal: .signal
        case .discard: .discard
        }
    }
}

/// Why a model dropped bytes; the raw value is the spelling in vectors.
public enum DiscardReason: String, CaseIterable, Sendable, Hashable {
    /// HID: the entry outgrew its buffer (SPEC C-10.7); typing: the bytes an edit could not fit (SPEC C-11.3).
    case overflow
    /// Keys typed by hand before a scanner burst in the same entry (SPEC C-10.6).
    case typedBeforeScan
}
