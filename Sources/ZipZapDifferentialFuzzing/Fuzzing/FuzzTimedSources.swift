import PropertyTesting
import ZipZap
import ZipZapConformance

/// Event streams of the two sources that see barcodes: camera frames with several detections, and a ZipZap
/// scanner's decodes, with timing near every threshold of their configurations (SPEC C-8, C-9).
enum FuzzTimedSources {
    /// A few scans that the events repeat, so sightings, aims and equal values come up.
    static func pool(_ random: inout SplitMix64, gs1: Bool) -> [Scan] {
        (0..<random.int(1...3)).map { _ in
            let type = random.element(BarcodeType.allCases)
            return Scan(value: FuzzValues.value(&random, type: type, gs1: gs1), type: type)
        }
    }

    static func camera(_ random: inout SplitMix64, pool: [Scan]) -> SourceEvents {
        var configuration = CameraConfiguration.default
        if random.oneIn(2) {
            configuration.sightingTimeout = random.near(500)
            configuration.afterWrite = random.oneIn(2) ? .stop : .keepScanning
            if random.oneIn(3) { configuration.pointOfInterest = point(&random) }
            if random.oneIn(4) { configuration.maximumDetectionsPerFrame = Int(random.near(2)) }
            if random.oneIn(4) { configuration.maximumSightings = Int(random.near(2)) }
        }
        var time = Int64(random.int(0...1000))
        let events: [CameraEvent] = (0..<random.int(1...6)).map { _ in
            time += random.oneIn(2) ? Int64(random.int(0...40)) : random.near(configuration.sightingTimeout)
            if random.oneIn(6) { return .start(time: time) }
            return .frame(time: time, detections: (0..<random.int(0...4)).map { _ in
                let scan = random.element(pool)
                let position = random.oneIn(3) ? configuration.pointOfInterest : point(&random)
                return Detection(value: scan.value, type: scan.type ?? .qr, position: position)
            })
        }
        return .camera(configuration, events)
    }

    /// A point in the view, at its corners and centre now and then, or just outside it.
    private static func point(_ random: inout SplitMix64) -> ViewPoint {
        let edges = [0, 5000, 10_000, -1, 10_001]
        return random.oneIn(3)
            ? ViewPoint(x: random.element(edges), y: random.element(edges))
            : ViewPoint(x: random.int(0...10_000), y: random.int(0...10_000))
    }

    static func hardware(_ random: inout SplitMix64, pool: [Scan]) -> SourceEvents {
        var configuration = HardwareConfiguration.default
        if random.oneIn(2) {
            configuration.aimGap = random.near(300)
            configuration.minimumDecodes = Int(random.near(3))
            configuration.minimumAimDuration = random.near(500)
            configuration.signalRepeatInterval = random.oneIn(3) ? nil : random.near(2000)
        }
        var time = Int64(random.int(0...1000))
        let thresholds = [configuration.aimGap, configuration.minimumAimDuration, configuration.signalRepeatInterval ?? 2000]
        let events: [HardwareEvent] = (0..<random.int(1...10)).map { index in
            if index > 0 { time += random.oneIn(2) ? Int64(random.int(0...120)) : random.near(random.element(thresholds)) }
            let scan = random.element(pool)
            return .decode(time: time, value: scan.value, type: scan.type ?? .ean13)
        }
        return .hardware(configuration, events)
    }
}
