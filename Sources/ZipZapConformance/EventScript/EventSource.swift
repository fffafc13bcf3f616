import ZipZap

/// The four source paths, by the name the command line (`--source`) and vectors use.
public enum EventSource: String, CaseIterable, Sendable, Hashable {
    case camera, hardware, hid, typing
}

/// A parsed event script: the events of one source, ready to run.
public enum SourceEvents: Sendable, Hashable {
    case camera([CameraEvent])
    case hardware([HardwareEvent])
    case hid([HIDEvent])
    case typing([TypingEvent])

    /// Runs the events through `field` with the source's default configuration.
    public func run(field: ScanField) -> Trace {
        switch self {
        case .camera(let events): CameraModel.run(field: field, configuration: .default, events: events)
        case .hardware(let events): HardwareModel.run(field: field, configuration: .default, events: events)
        case .hid(let events): HIDModel.run(field: field, configuration: .default, events: events)
        case .typing(let events): TypingModel.run(field: field, configuration: .default, events: events)
        }
    }
}
