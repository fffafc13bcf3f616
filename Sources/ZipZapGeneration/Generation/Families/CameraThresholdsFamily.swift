import ZipZap
import ZipZapConformance

extension VectorFamily {
    /// Each numeric parameter of the camera swept one below, at and one above its bound, for the default and for
    /// other values, through every outcome the parameter governs (rejected, ignored and written barcodes).
    static let cameraThresholds = VectorFamily(
        name: "camera-thresholds",
        description: "The camera's numeric parameters swept (SPEC C-8.3, C-8.5, C-8.9, C-8.50): sightingTimeout, maximumDetectionsPerFrame and maximumSightings one below, at and one above, default and other values, for rejected, ignored and written barcodes; the point of interest at the view's edges.",
        flags: [
            .init("CameraTimeoutSweep", bug: "the sighting timeout is off by one, hard-coded to its default, or applied to some outcomes only",
                  breaks: "a barcode held in view is reported or written again, or one shown again stays silent, for one configuration"),
            .init("CameraDetectionBoundSweep", bug: "maximumDetectionsPerFrame is off by one, hard-coded, or read as a count of rejected detections only",
                  breaks: "a busy frame reads one barcode too many or too few, so the nearest passing one is written or lost"),
            .init("CameraSightingBoundSweep", bug: "maximumSightings is off by one, hard-coded, or forgets written sightings differently",
                  breaks: "a barcode forgotten for room is not reported or written again, or one remembered is"),
            .init("CameraPointOfInterestClamped", bug: "a point of interest outside the view is used where it is, not moved onto the view's edge",
                  breaks: "two ports pick different winners, or the distance overflows, for a point of interest set outside the view"),
        ],
        drafts: {
            let retail = FieldSpec(types: .retailProduct, rules: [.checkDigit])
            let tagged = FieldSpec(rules: [.custom(.assetTag)])
            let bad = "4006381333932", good = "5901234123457", passingTag = "AB-123456"
            func at(_ value: String, _ type: BarcodeType = .ean13, x: Int = 5000) -> Detection {
                Detection(value: Array(value.utf8), type: type, position: ViewPoint(x: x, y: 5000))
            }
            /// Asset tags the tagged field refuses, one per index.
            func tag(_ index: Int, x: Int = 5000) -> Detection { at("R\(1000 + index)", .code128, x: x) }
            func rejected(_ event: Int) -> [(Int, TraceEventKind)] { [(event, .reject), (event, .mark)] }
            var drafts: [VectorDraft] = []

            // C-8.5: a read at most sightingTimeout ms after the last read continues the sighting (the bound
            // included); one later begins a new sighting, which is reported (ignore, reject and mark) or written again.
            let outcomes: [(name: String, field: FieldSpec, detection: Detection, afterWrite: CameraConfiguration.AfterWrite,
                            once: [(Int, TraceEventKind)], again: [(Int, TraceEventKind)], final: [UInt8]?)] = [
                ("rejected", retail, at(bad), .stop, rejected(0), rejected(1), nil),
                ("ignored", retail, at("HELLO", .qr), .stop, [(0, .ignore)], [(1, .ignore)], nil),
                ("written", retail, at(good), .keepScanning, [(0, .write)], [(1, .write)], .text(good)),
            ]
            for timeout: Int64 in [500, 200, 33, 1, 0, 2000] {
                for step in ThresholdStep.allCases where step.applied(to: timeout) >= 0 {
                    let gap = step.applied(to: timeout)
                    for outcome in outcomes {
                        let configuration = CameraConfiguration(afterWrite: outcome.afterWrite, sightingTimeout: timeout)
                        drafts.append(.source(
                            "sighting-timeout/\(timeout)/\(outcome.name)/\(step.name)",
                            "sightingTimeout \(timeout): a \(outcome.name) barcode read again \(gap) ms later \(step == .above ? "begins a new sighting" : "continues its sighting")",
                            clauses: ["C-8.5", "C-8.6", "C-12.6"], flags: ["CameraTimeoutSweep"], field: outcome.field,
                            .camera(configuration, [.frame(time: 0, detections: [outcome.detection]),
                                                    .frame(time: gap, detections: [outcome.detection])]),
                            expect: outcome.once + (step == .above ? outcome.again : []), finalValue: outcome.final))
                    }
                }
            }

            // C-12.3: elapsed times saturate at Int64.max: from Int64.min to Int64.max is exactly a timeout of
            // Int64.max, and more than one of Int64.max - 1 (a wrapping difference would be negative).
            for (name, timeout, again) in [("at-max", Int64.max, false), ("below-max", Int64.max - 1, true)] {
                drafts.append(.source(
                    "sighting-timeout/saturation/\(name)",
                    "sightingTimeout \(timeout): a barcode read at Int64.min and again at Int64.max \(again ? "begins a new sighting" : "continues its sighting")",
                    clauses: ["C-12.3", "C-8.5"], flags: ["CameraTimeoutSweep"], field: retail,
                    .camera(CameraConfiguration(sightingTimeout: timeout), [.frame(time: Int64.min, detections: [at(bad)]), .frame(time: Int64.max, detections: [at(bad)])]),
                    expect: rejected(0) + (again ? rejected(1) : []), finalValue: nil))
            }

            // C-8.9: of n distinct barcodes, the first `maximumDetectionsPerFrame` in reading order are read. Refused
            // tags nearest the center, a passing tag farthest: it is written only when the frame is read whole.
            for limit in [100, 3, 1] {
                for step in ThresholdStep.allCases where step.applied(to: limit) >= 1 {
                    let count = step.applied(to: limit)
                    let frame = (0..<count - 1).map { tag($0, x: 5000 + $0) } + [at(passingTag, .code128, x: 5000 + count - 1)]
                    let read = min(count, limit)
                    let written = count <= limit
                    drafts.append(.source(
                        "detections-per-frame/\(limit)/\(step.name)",
                        "maximumDetectionsPerFrame \(limit): a frame of \(count) distinct barcodes reads \(read); the farthest, passing, is \(written ? "written" : "not read")",
                        clauses: ["C-8.9", "C-8.3"], flags: ["CameraDetectionBoundSweep"], field: tagged,
                        .camera(CameraConfiguration(maximumDetectionsPerFrame: limit), [.frame(time: 0, detections: frame.reversed())]),
                        expect: (0..<min(count - 1, read)).flatMap { _ in rejected(0) } + (written ? [(0, .write), (0, .stop)] : []),
                        finalValue: written ? .text(passingTag) : nil))
                }
            }
            for limit in [0, -1] {
                drafts.append(.source(
                    "detections-per-frame/\(limit)", "maximumDetectionsPerFrame \(limit): no detection of a frame is read, refused or passing",
                    clauses: ["C-8.9", "C-12.6"], flags: ["CameraDetectionBoundSweep"], field: tagged,
                    .camera(CameraConfiguration(maximumDetectionsPerFrame: limit), [.frame(time: 0, detections: [tag(0), at(passingTag, .code128, x: 6000)])]),
                    expect: [], finalValue: nil))
            }

            // C-8.9: n barcodes read one a frame (1 ms apart, well inside the sighting timeout), then the first again:
            // it is still remembered when n <= maximumSightings, else it was the least recently read and is new.
            for limit in [256, 3, 2, 1] {
                for step in ThresholdStep.allCases where step.applied(to: limit) >= 1 {
                    let count = step.applied(to: limit)
                    let forgotten = count > limit
                    let frames = (0..<count).map { CameraEvent.frame(time: Int64($0), detections: [tag($0)]) }
                        + [.frame(time: Int64(count), detections: [tag(0)])]
                    drafts.append(.source(
                        "sightings/\(limit)/rejected/\(step.name)",
                        "maximumSightings \(limit): after \(count) refused barcodes the first read again is \(forgotten ? "forgotten, so rejected and marked again" : "remembered")",
                        clauses: ["C-8.9", "C-8.5"], flags: ["CameraSightingBoundSweep"], field: tagged,
                        .camera(CameraConfiguration(maximumSightings: limit), frames),
                        expect: (0..<count).flatMap(rejected) + (forgotten ? rejected(count) : []), finalValue: nil))
                }
            }
            // keepScanning: a written sighting takes room like any other; once forgotten, the barcode is written again.
            for limit in [2, 1] {
                for step in ThresholdStep.allCases where step.applied(to: limit) >= 1 {
                    let count = step.applied(to: limit)
                    let forgotten = count > limit
                    let frames = [CameraEvent.frame(time: 0, detections: [at(passingTag, .code128)])]
                        + (1..<count).map { CameraEvent.frame(time: Int64($0), detections: [tag($0)]) }
                        + [.frame(time: Int64(count), detections: [at(passingTag, .code128)])]
                    drafts.append(.source(
                        "sightings/\(limit)/written/\(step.name)",
                        "keepScanning, maximumSightings \(limit): a written barcode, then \(count - 1) refused ones; read again it is \(forgotten ? "written again" : "not written again")",
                        clauses: ["C-8.9", "C-8.6"], flags: ["CameraSightingBoundSweep"], field: tagged,
                        .camera(CameraConfiguration(afterWrite: .keepScanning, maximumSightings: limit), frames),
                        expect: [(0, .write)] + (1..<count).flatMap(rejected) + (forgotten ? [(count, .write)] : []),
                        finalValue: .text(passingTag)))
                }
            }
            // C-8.3, C-8.50: the view's edges are bounds too, for the point of interest as for detections. Around the
            // point moved onto the view, B (ean13) is 1,1 away and A (upcA) 0,2 away, so B wins. From a point one
            // step outside, left unmoved, both would be 5 away and A would win by type.
            for (name, x) in [("left/above", 1), ("left/at", 0), ("left/below", -1), ("left/min", Int.min),
                              ("right/below", 9999), ("right/at", 10000), ("right/above", 10001), ("right/max", Int.max)] {
                let edge = min(max(x, 0), ViewPoint.scale)
                let inward = name.hasPrefix("left") ? 1 : -1
                let a = Detection(value: Array("036000291452".utf8), type: .upcA, position: ViewPoint(x: edge, y: 5002))
                let b = Detection(value: Array(good.utf8), type: .ean13, position: ViewPoint(x: edge + inward, y: 5001))
                drafts.append(.source(
                    "point-of-interest-edge/\(name)",
                    "pointOfInterest (\(x), 5000)\(x == edge ? "" : ", moved onto the view at \(edge)"): the ean13 1,1 away wins over the upcA 0,2 away",
                    clauses: ["C-8.3", "C-8.50"], flags: ["CameraPointOfInterestClamped"], field: retail,
                    .camera(CameraConfiguration(pointOfInterest: ViewPoint(x: x, y: 5000)), [.frame(time: 0, detections: [a, b])]),
                    expect: [(0, .write), (0, .stop)], finalValue: .text(good)))
            }
            return drafts
        })
}
