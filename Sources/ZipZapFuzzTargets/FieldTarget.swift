import ZipZap
import ZipZapVectors

/// Runs a decoded field configuration and event sequence through its source model, then checks the trace
/// (`FieldTraceInvariants`) and that the run is a pure function of its input (C-12.1): run again, it gives the
/// same trace; a camera's detections listed in reverse, or HID keys sent one per event, change nothing but causes.
public func fuzzField(_ bytes: UnsafeRawBufferPointer) -> FuzzFinding? {
    let decoded = FieldTargetInput(decoding: bytes)
    let field = decoded.makeField()
    let trace = decoded.input.run(field: field)
    let sameRun: Trace
    var causesMayDiffer = false
    switch decoded.input {
    case .source(.camera(let configuration, let events)):
        let reversed = events.map { event -> CameraEvent in
            guard case .frame(let time, let detections) = event else { return event }
            return .frame(time: time, detections: detections.reversed())
        }
        sameRun = CameraModel.run(field: field, configuration: configuration, events: reversed)
    case .source(.hid(let configuration, let events)):
        let oneKeyEach = events.flatMap { event -> [HIDEvent] in
            // An event without keys still moves the clock (C-12.3), so it stays.
            guard case .keys(let time, let bytes) = event, bytes.count > 1 else { return [event] }
            return bytes.map { .keys(time: time, bytes: [$0]) }
        }
        sameRun = HIDModel.run(field: field, configuration: configuration, events: oneKeyEach)
        causesMayDiffer = true
    case .direct, .source(.hardware), .source(.typing):
        sameRun = decoded.input.run(field: field)
    }
    let invariants = FieldTraceInvariants(field: field, input: decoded.input)
    let actions = { (trace: Trace) in trace.events.map(\.action) }
    if causesMayDiffer ? actions(trace) != actions(sameRun) || trace.finalValue != sameRun.finalValue : trace != sameRun {
        return FuzzFinding(
            target: "field", invariant: "the same input gave another trace (C-12.1)",
            detail: "\(invariants.summary): \(trace.events.count) vs \(sameRun.events.count) events")
    }
    return invariants.firstFinding(in: trace)
}
