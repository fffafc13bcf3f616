/// A source path as a deterministic state machine: input events in, trace events out (SPEC C-12.1).
///
/// A model owns its `ScanField`; it drives the field's pipeline and never reimplements it.
public protocol SourceModel: Sendable {
    associatedtype Event: Sendable
    associatedtype Configuration: Sendable

    init(field: ScanField, configuration: Configuration)

    /// The field with its current binding.
    var field: ScanField { get }

    /// Consumes the next input event and returns what it caused, in order.
    mutating func handle(_ event: Event) -> [TraceEvent]
}

extension SourceModel {
    /// Runs `events` from the start through a fresh model and returns the whole trace.
    public static func run(field: ScanField, configuration: Configuration, events: some Sequence<Event>) -> Trace {
        var model = Self(field: field, configuration: configuration)
        var trace = Trace()
        for event in events { trace.events += model.handle(event) }
        trace.finalValue = model.field.value
        return trace
    }
}
