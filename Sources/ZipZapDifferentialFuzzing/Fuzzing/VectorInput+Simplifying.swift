import ZipZap
import ZipZapConformance

/// The shrinker's simplifications that keep an input's size: one configuration member back to its default; the
/// times shifted to start at 0, or one event closer to its predecessor; a detection at the centre of the view; a
/// barcode (every detection or decode of it) given the first type, a direct scan none; two key events as one. Findings of one mistake that
/// differ only there meet at one vector.
extension VectorInput {
    var simplerSettings: [VectorInput] {
        switch self {
        case .direct(let scans):
            return scans.indices.compactMap { index in
                guard scans[index].type != nil else { return nil }
                var changed = scans
                changed[index].type = nil
                return .direct(changed)
            }
        case .source(.camera(let configuration, let events)):
            let defaults = CameraConfiguration.default
            return Self.resets(configuration, [
                { $0.pointOfInterest = defaults.pointOfInterest }, { $0.afterWrite = defaults.afterWrite },
                { $0.sightingTimeout = defaults.sightingTimeout }, { $0.maximumDetectionsPerFrame = defaults.maximumDetectionsPerFrame },
                { $0.maximumSightings = defaults.maximumSightings },
            ]).map { .source(.camera($0, events)) }
                + Self.retimed(events, time: \.time, setting: { $0.at($1) }).map { .source(.camera(configuration, $0)) }
                + Self.simplerDetections(events).map { .source(.camera(configuration, $0)) }
        case .source(.hardware(let configuration, let events)):
            let defaults = HardwareConfiguration.default
            let scans = Self.distinct(events.map(\.scan))
            return Self.resets(configuration, [
                { $0.aimGap = defaults.aimGap }, { $0.minimumDecodes = defaults.minimumDecodes },
                { $0.minimumAimDuration = defaults.minimumAimDuration }, { $0.signalRepeatInterval = defaults.signalRepeatInterval },
            ]).map { .source(.hardware($0, events)) }
                + Self.retimed(events, time: \.time, setting: { $0.at($1) }).map { .source(.hardware(configuration, $0)) }
                + scans.filter { $0.type != Self.firstType }.map { scan in
                    .source(.hardware(configuration, events.map { $0.scan == scan ? $0.ofType(Self.firstType) : $0 }))
                }
        case .source(.hid(let configuration, let events)):
            let defaults = HIDConfiguration.default
            return Self.resets(configuration, [
                { $0.tabIsTerminator = defaults.tabIsTerminator }, { $0.fnc1Substitute = defaults.fnc1Substitute },
                { $0.scanBurst = defaults.scanBurst }, { $0.maximumEntryLength = defaults.maximumEntryLength },
            ]).map { .source(.hid($0, events)) }
                + Self.retimed(events, time: \.time, setting: { $0.at($1) }).map { .source(.hid(configuration, $0)) }
                + events.indices.dropFirst().map { index in
                    // Two key events as one, at the first's time: one event fewer.
                    var merged = events
                    switch (events[index - 1], events[index]) {
                    case (.keys(let time, let first), .keys(_, let second)): merged[index - 1] = .keys(time: time, bytes: first + second)
                    }
                    merged.remove(at: index)
                    return .source(.hid(configuration, merged))
                }
        case .source(.typing):
            return []
        }
    }

    private static let firstType = BarcodeType.allCases[0]

    private static func distinct<T: Equatable>(_ items: [T]) -> [T] {
        items.reduce(into: []) { kept, item in if !kept.contains(item) { kept.append(item) } }
    }

    private static func resets<Configuration: Equatable>(
        _ configuration: Configuration, _ changes: [(inout Configuration) -> Void]
    ) -> [Configuration] {
        changes.compactMap { change in
            var changed = configuration
            change(&changed)
            return changed == configuration ? nil : changed
        }
    }

    /// Every time less the first (so the first is 0), then each event closer to its predecessor: at its time, half
    /// the gap, one millisecond less.
    private static func retimed<Event>(_ events: [Event], time: (Event) -> Int64, setting: (Event, Int64) -> Event) -> [[Event]] {
        guard let first = events.first.map(time) else { return [] }
        let shifted = first == 0 ? [] : [events.map { setting($0, time($0) &- first) }]
        return shifted + events.indices.dropFirst().flatMap { index -> [[Event]] in
            let earlier = time(events[index - 1]), gap = time(events[index]) &- earlier
            guard gap > 0 else { return [] }
            return distinct([0, gap / 2, gap - 1]).map { shorter in
                var changed = events
                changed[index] = setting(events[index], earlier + shorter)
                return changed
            }
        }
    }

    private static func simplerDetections(_ events: [CameraEvent]) -> [[CameraEvent]] {
        let detections = events.flatMap(\.detections)
        let moved: [[CameraEvent]] = events.indices.flatMap { index -> [[CameraEvent]] in
            guard case .frame(let time, let detections) = events[index] else { return [] }
            return detections.indices.compactMap { slot in
                guard detections[slot].position != .center else { return nil }
                var changed = detections
                changed[slot].position = .center
                var frames = events
                frames[index] = .frame(time: time, detections: changed)
                return frames
            }
        }
        let retyped: [[CameraEvent]] = distinct(detections.map(\.scan)).filter { $0.type != firstType }.map { scan in
            events.map { event in
                guard case .frame(let time, let detections) = event else { return event }
                return .frame(time: time, detections: detections.map { detection in
                    detection.scan == scan ? Detection(value: detection.value, type: firstType, position: detection.position) : detection
                })
            }
        }
        return moved + retyped
    }
}

extension CameraEvent {
    var time: Int64 {
        switch self {
        case .frame(let time, _), .start(let time): time
        }
    }

    var detections: [Detection] {
        guard case .frame(_, let detections) = self else { return [] }
        return detections
    }

    func at(_ time: Int64) -> CameraEvent {
        switch self {
        case .frame(_, let detections): .frame(time: time, detections: detections)
        case .start: .start(time: time)
        }
    }
}

extension HardwareEvent {
    var time: Int64 {
        switch self {
        case .decode(let time, _, _): time
        }
    }

    var scan: Scan {
        switch self {
        case .decode(_, let value, let type): Scan(value: value, type: type)
        }
    }

    func at(_ time: Int64) -> HardwareEvent {
        switch self {
        case .decode(_, let value, let type): .decode(time: time, value: value, type: type)
        }
    }

    func ofType(_ type: BarcodeType) -> HardwareEvent {
        switch self {
        case .decode(let time, let value, _): .decode(time: time, value: value, type: type)
        }
    }
}

extension HIDEvent {
    var time: Int64 {
        switch self {
        case .keys(let time, _): time
        }
    }

    func at(_ time: Int64) -> HIDEvent {
        switch self {
        case .keys(_, let bytes): .keys(time: time, bytes: bytes)
        }
    }
}
