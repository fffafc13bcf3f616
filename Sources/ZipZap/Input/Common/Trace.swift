/// A whole run of a source model: every trace event in order, and the binding after the last input event.
public struct Trace: Sendable, Hashable {
    public var events: [TraceEvent]
    /// The field's bound value after the run; nil when nothing was ever written and there was no initial value.
    public var finalValue: [UInt8]?

    public init(events: [TraceEvent] = [], finalValue: [UInt8]? = nil) {
        self.events = events
        self.finalValue = finalValue
    }

    /// Whether the last write, reject or ignore of the run was a write (the command line's exit status, Docs/event-scripts.md).
    public var lastOutcomeIsWrite: Bool {
        for event in events.reversed() {
            switch event.action {
            case .write: return true
            case .reject, .ignore: return false
            case .mark, .stop, .signal, .discard: continue
            }
        }
        return false
    }
}
