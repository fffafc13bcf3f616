import ZipZap

/// Runs a decoded field configuration and event sequence through its source model, then checks the trace
/// (`FieldTraceInvariants`) and that the run is a pure function of its input (C-12.1): run again, it gives the
/// same trace; a camera's detections listed in reverse, or HID keys sent one per event, change nothing but causes.
public func fuzzField(_ bytes: UnsafeRawBufferPointer) -> FuzzFinding? {
    let input = FieldInput(decoding: bytes)
    let field = input.makeField()
    let trace: Trace
    let sameRun: Trace
    var causesMayDiffer = false
    switch input.source {
    case .direct(let scans):
        trace = DirectRun.run(field: field, scans: scans)
        sameRun = DirectRun.run(field: field, scans: scans)
    case .camera(let configuration, let events):
        trace = CameraModel.run(field: field, configuration: configuration, events: events)
        let reversed = events.map { event -> CameraEvent in
            guard case .frame(let time, let detections) = event else { return event }
            return .frame(time: time, detections: detections.reversed())
        }
        sameRun = CameraModel.run(field: field, configuration: configuration, events: reversed)
    case .hardware(let configuration, let events):
        trace = HardwareModel.run(field: field, configuration: configuration, events: events)
        sameRun = HardwareModel.run(field: field, configuration: configuration, events: events)
    case .hid(let configuration, let events):
        trace = HIDModel.run(field: field, configuration: configuration, events: events)
        let oneKeyEach = events.flatMap { event -> [HIDEvent] in
            // An event without keys still moves the clock (C-12.3), so it stays.
            guard case .keys(let time, let bytes) = event, bytes.count > 1 else { return [event] }
            return bytes.map { .keys(time: time, bytes: [$0]) }
        }
        sameRun = HIDModel.run(field: field, configuration: configuration, events: oneKeyEach)
        causesMayDiffer = true
    case .typing(let configuration, let events):
        trace = TypingModel.run(field: field, configuration: configuration, events: events)
        sameRun = TypingModel.run(field: field, configuration: configuration, events: events)
    }
    let invariants = FieldTraceInvariants(field: field, source: input.source)
    let actions = { (trace: Trace) in trace.events.map(\.action) }
    if causesMayDiffer ? actions(trace) != actions(sameRun) || trace.finalValue != sameRun.finalValue : trace != sameRun {
        return FuzzFinding(
            target: "field", invariant: "the same input gave another trace (C-12.1)",
            detail: "\(invariants.summary): \(trace.events.count) vs \(sameRun.events.count) events")
    }
    return invariants.firstFinding(in: trace)
}

/// The `direct` source of the vectors: each event is one scan handed to the field.
enum DirectRun {
    static func run(field: ScanField, scans: [Scan]) -> Trace {
        var field = field
        var trace = Trace()
        for (index, scan) in scans.enumerated() {
            var recorder = TraceEventRecorder(cause: index)
            recorder.process(scan, in: &field)
            trace.events += recorder.events
        }
        trace.finalValue = field.value
        return trace
    }
}

/// `TraceRecorder` is internal to ZipZap; the direct source records the same three outcomes.
private struct TraceEventRecorder {
    let cause: Int
    var events: [TraceEvent] = []

    mutating func process(_ scan: Scan, in field: inout ScanField) {
        let action: TraceAction = switch field.process(scan) {
        case .accepted(let value, let changed): .write(scan: scan, value: value, changed: changed)
        case .rejected(let rejection): .reject(scan: scan, rejection: rejection)
        case .ignored(let type): .ignore(scan: scan, type: type)
        }
        events.append(TraceEvent(cause: cause, action: action))
    }
}

extension FieldInput.Source {
    var name: String {
        switch self {
        case .direct: "direct"
        case .camera: "camera"
        case .hardware: "hardware"
        case .hid: "hid"
        case .typing: "typing"
        }
    }

    var eventCount: Int {
        switch self {
        case .direct(let scans): scans.count
        case .camera(_, let events): events.count
        case .hardware(_, let events): events.count
        case .hid(_, let events): events.count
        case .typing(_, let events): events.count
        }
    }
}
