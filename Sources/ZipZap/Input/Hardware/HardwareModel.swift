/// The ZipZap hardware source (SPEC C-9): decodes in, writes, rejections and rejection signals out.
///
/// Consecutive decodes of one barcode form an aim. The aim's first decode runs through the field; the rest only
/// tell how long the user keeps aiming. A rejected barcode is not written; if the aim lasts long enough the scanner
/// signals (beep, flash, vibration), and again every `signalRepeatInterval` while it lasts.
public struct HardwareModel: SourceModel {
    public private(set) var field: ScanField
    public let configuration: HardwareConfiguration
    private var clock = EventClock()
    private var inputEvents = InputEventCounter()
    private var aim: Aim?

    /// The barcode the user is aiming at.
    private struct Aim {
        let scan: Scan
        let isRejected: Bool
        let start: Int64
        var lastDecode: Int64
        var decodes = 1
        var signals = 0
        var lastSignal: Int64?
    }

    public init(field: ScanField, configuration: HardwareConfiguration = .default) {
        self.field = field
        self.configuration = configuration
    }

    public mutating func handle(_ event: HardwareEvent) -> [TraceEvent] {
        var recorder = inputEvents.recorderForNextEvent()
        switch event {
        case .decode(let time, let value, let type):
            let now = clock.advance(to: time)
            let scan = Scan(value: value, type: type)
            if var current = aim, current.scan == scan,
               EventClock.elapsed(from: current.lastDecode, to: now) <= configuration.aimGap {
                current.lastDecode = now
                current.decodes = current.decodes.addingReportingOverflow(1).overflow ? Int.max : current.decodes + 1
                aim = current
            } else {
                var isRejected = false
                if case .rejected = recorder.process(scan, in: &field) { isRejected = true }
                aim = Aim(scan: scan, isRejected: isRejected, start: now, lastDecode: now)
            }
            signalIfDue(now: now, recorder: &recorder)
        }
        return recorder.events
    }

    /// Signals when a rejected aim has become "keeps aiming" (SPEC C-9.4) or a repeat is due (SPEC C-9.5).
    private mutating func signalIfDue(now: Int64, recorder: inout TraceRecorder) {
        guard var current = aim, current.isRejected else { return }
        let due: Bool
        if let lastSignal = current.lastSignal {
            guard let interval = configuration.signalRepeatInterval else { return }
            due = EventClock.elapsed(from: lastSignal, to: now) >= interval
        } else {
            due = current.decodes >= configuration.minimumDecodes
                && EventClock.elapsed(from: current.start, to: now) >= configuration.minimumAimDuration
        }
        guard due else { return }
        current.signals += 1
        current.lastSignal = now
        aim = current
        recorder.record(.signal(scan: current.scan, count: current.signals))
    }
}
