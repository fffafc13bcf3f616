import ZipZap

extension VectorInput {
    /// The source the input is for.
    public var source: SourceKind {
        switch self {
        case .direct: .direct
        case .source(.camera): .camera
        case .source(.hardware): .hardware
        case .source(.hid): .hid
        case .source(.typing): .typing
        }
    }

    /// How many input events there are: the causes a trace may name are 0 up to this, exclusive (SPEC C-12.2).
    public var eventCount: Int {
        switch self {
        case .direct(let scans): scans.count
        case .source(.camera(_, let events)): events.count
        case .source(.hardware(_, let events)): events.count
        case .source(.hid(_, let events)): events.count
        case .source(.typing(_, let events)): events.count
        }
    }

    /// Runs the input through `field`: each direct scan handed to its pipeline, or the events through their source.
    public func run(field: ScanField) -> Trace {
        switch self {
        case .source(let events): return events.run(field: field)
        case .direct(let scans):
            var field = field
            var trace = Trace()
            for (index, scan) in scans.enumerated() {
                trace.events.append(TraceJSON.event(cause: index, scan: scan, outcome: field.process(scan)))
            }
            trace.finalValue = field.value
            return trace
        }
    }
}
