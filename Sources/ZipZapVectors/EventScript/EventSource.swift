import ZipZap

/// The four source paths, by the name the command line (`--source`) and vectors use.
public enum EventSource: String, CaseIterable, Sendable, Hashable {
    case camera, hardware, hid, typing
}

/// A parsed event script: the source's configuration and its events, ready to run.
public enum SourceEvents: Sendable, Hashable {
    case camera(CameraConfiguration, [CameraEvent])
    case hardware(HardwareConfiguration, [HardwareEvent])
    case hid(HIDConfiguration, [HIDEvent])
    case typing(TypingConfiguration, [TypingEvent])

    /// Runs the events through `field`.
    public func run(field: ScanField) -> Trace {
        switch self {
        case .camera(let configuration, let events): CameraModel.run(field: field, configuration: configuration, events: events)
        case .hardware(let configuration, let events): HardwareModel.run(field: field, configuration: configuration, events: events)
        case .hid(let configuration, let events): HIDModel.run(field: field, configuration: configuration, events: events)
        case .typing(let configuration, let events): TypingModel.run(field: field, configuration: configuration, events: events)
        }
    }
}
