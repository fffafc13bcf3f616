/// The HID keyboard-wedge source (SPEC C-10): keystrokes in, writes, rejections and discards out.
///
/// Keys collect in an entry until a terminator (CR, LF, and Tab when configured) ends it; the entry is then
/// validated as a scan of unknown type. When the entry ends with a scanner's burst after keys typed by hand, only
/// the burst is the scan.
public struct HIDModel: SourceModel {
    public private(set) var field: ScanField
    public let configuration: HIDConfiguration
    /// The bytes of the entry not yet ended; at most `maximumEntryLength` of them.
    public private(set) var pendingEntry: [UInt8] = []
    private var clock = EventClock()
    private var inputEvents = InputEventCounter()
    private var lastKeyTime: Int64?
    /// Where the last burst of the pending entry starts.
    private var burstStart = 0
    /// Set when the entry overflowed: its remaining keys are dropped until the terminator.
    private var isSkippingEntry = false

    public init(field: ScanField, configuration: HIDConfiguration = .default) {
        self.field = field
        self.configuration = configuration
    }

    public mutating func handle(_ event: HIDEvent) -> [TraceEvent] {
        var recorder = inputEvents.recorderForNextEvent()
        switch event {
        case .keys(let time, let bytes):
            let now = clock.advance(to: time)
            for byte in bytes { key(byte, now: now, recorder: &recorder) }
        }
        return recorder.events
    }

    private mutating func key(_ byte: UInt8, now: Int64, recorder: inout TraceRecorder) {
        let gap = lastKeyTime.map { EventClock.elapsed(from: $0, to: now) }
        lastKeyTime = now
        if isTerminator(byte) {
            endEntry(terminatorGap: gap ?? 0, recorder: &recorder)
            return
        }
        if isSkippingEntry { return }
        if pendingEntry.isEmpty || (gap ?? 0) > (configuration.scanBurst?.maximumKeyGap ?? Int64.max) {
            burstStart = pendingEntry.count
        }
        guard pendingEntry.count < configuration.maximumEntryLength else {
            recorder.record(.discard(bytes: pendingEntry, reason: .overflow))
            pendingEntry.removeAll()
            isSkippingEntry = true
            return
        }
        pendingEntry.append(byte)
    }

    private func isTerminator(_ byte: UInt8) -> Bool {
        byte == 0x0D || byte == 0x0A || (byte == 0x09 && configuration.tabIsTerminator)
    }

    /// Validates the entry a terminator ended (SPEC C-10.1, C-10.5, C-10.6).
    private mutating func endEntry(terminatorGap: Int64, recorder: inout TraceRecorder) {
        defer {
            pendingEntry.removeAll()
            burstStart = 0
            isSkippingEntry = false
        }
        guard !isSkippingEntry, !pendingEntry.isEmpty else { return }
        var scanStart = 0
        if let burst = configuration.scanBurst, burstStart > 0, terminatorGap <= burst.maximumKeyGap,
           pendingEntry.count - burstStart >= max(burst.minimumLength, 1) {
            recorder.record(.discard(bytes: Array(pendingEntry[..<burstStart]), reason: .typedBeforeScan))
            scanStart = burstStart
        }
        let value = FNC1Substitution.restore(pendingEntry[scanStart...], substitute: configuration.fnc1Substitute)
        recorder.process(Scan(value: value, type: nil), in: &field)
    }
}
