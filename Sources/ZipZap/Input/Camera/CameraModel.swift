/// The camera source (SPEC C-8): frames of detections in, marks, rejections, writes and stops out.
///
/// Each frame: the camera reads its detections in reading order; a barcode seen for the first time in a while
/// (a new sighting) is ignored, or rejected and marked, once; among the detections that pass, the nearest to the
/// point of interest wins and is written unless it was already written during this sighting.
public struct CameraModel: SourceModel {
    public private(set) var field: ScanField
    public let configuration: CameraConfiguration
    /// Whether the camera is looking; false after a write with `afterWrite == .stop` until the next `start`.
    public private(set) var isRunning = true
    private var clock = EventClock()
    private var inputEvents = InputEventCounter()
    private var sightings: [BarcodeIdentity: Sighting] = [:]

    /// What the camera remembers of a barcode it has seen recently.
    private struct Sighting {
        var lastSeen: Int64
        /// Whether this sighting has been written already (it is never written twice; SPEC C-8.6).
        var written = false
    }

    public init(field: ScanField, configuration: CameraConfiguration = .default) {
        self.field = field
        self.configuration = configuration
    }

    public mutating func handle(_ event: CameraEvent) -> [TraceEvent] {
        var recorder = inputEvents.recorderForNextEvent()
        switch event {
        case .start(let time):
            _ = clock.advance(to: time)
            isRunning = true  // sightings were forgotten when the camera stopped; a running camera keeps them
        case .frame(let time, let detections):
            let now = clock.advance(to: time)
            if isRunning { look(at: detections, now: now, recorder: &recorder) }
        }
        return recorder.events
    }

    private mutating func look(at detections: [Detection], now: Int64, recorder: inout TraceRecorder) {
        sightings = sightings.filter { EventClock.elapsed(from: $0.value.lastSeen, to: now) <= configuration.sightingTimeout }
        let order = CameraReadingOrder(pointOfInterest: configuration.pointOfInterest)
        var winner: Detection?
        for detection in order.read(detections, limit: configuration.maximumDetectionsPerFrame) {
            let isNew = sightings[detection.identity] == nil
            sightings[detection.identity, default: Sighting(lastSeen: now)].lastSeen = now
            switch field.evaluate(detection.scan) {
            case .accepted:
                if winner == nil { winner = detection }
            case .rejected where isNew:
                recorder.process(detection.scan, in: &field)
                recorder.record(.mark(scan: detection.scan, position: detection.position))
            case .ignored where isNew:
                recorder.process(detection.scan, in: &field)
            case .rejected, .ignored:
                break
            }
        }
        if let winner, sightings[winner.identity]?.written == false {
            recorder.process(winner.scan, in: &field)
            sightings[winner.identity]?.written = true
            if configuration.afterWrite == .stop {
                isRunning = false
                sightings.removeAll()
                recorder.record(.stop)
            }
        }
        forgetOldestSightings()
    }

    /// Keeps at most `maximumSightings`, forgetting the least recently seen first, ties by `BarcodeIdentity`.
    private mutating func forgetOldestSightings() {
        guard sightings.count > max(configuration.maximumSightings, 0) else { return }
        let oldestFirst = sightings.sorted { lhs, rhs in
            lhs.value.lastSeen != rhs.value.lastSeen ? lhs.value.lastSeen < rhs.value.lastSeen : lhs.key < rhs.key
        }
        for (identity, _) in oldestFirst.prefix(sightings.count - max(configuration.maximumSightings, 0)) {
            sightings[identity] = nil
        }
    }
}
