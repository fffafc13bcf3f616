import ZipZap
import ZipZapConformance

/// The source vectors of `spec-completeness`: what the JVM port's friction log found unstated and SPEC now says
/// (C-2.1, C-4.2, C-8.3, C-8.7, C-8.9, C-9.4, C-12.3, C-12.6), each probe the port checked against the reference.
extension SpecCompletenessDrafts {
    static var sourceDrafts: [VectorDraft] {
        let open = FieldSpec(), five = FieldSpec(rules: [.length(minimum: 5, maximum: 5)])
        func code128(_ value: String, x: Int = 5000) -> Detection {
            Detection(value: Array(value.utf8), type: .code128, position: ViewPoint(x: x, y: 5000))
        }
        func frames(_ configuration: CameraConfiguration = .default, _ events: CameraEvent...) -> SourceEvents {
            .camera(configuration, events)
        }
        return [
            .expecting(
                "types-empty", "an empty list of types ignores every scan of a known type and reads scans of unknown type",
                clauses: ["C-2.1", "C-2.2"], flags: ["SourceRuleUnstated"], field: FieldSpec(types: []),
                [(Scan("A", type: .code128), .ignored(.code128)), (Scan("B"), .accepted("B"))]),
            .expecting(
                "check-digit-upce-number-system", "`.checkDigit` fails a upcE value of 8 digits with number system 2, which has no expansion",
                clauses: ["C-4.2", "C-3.4"], flags: ["SourceRuleUnstated"], field: FieldSpec(rules: [.checkDigit]),
                [(Scan("21234565", type: .upcE), .rejected("checkDigit", position: 0)), (Scan("01234565", type: .upcE), .accepted("01234565"))]),
            .source("camera-running-at-first", "the camera reads frames from the first event, with no start before them",
                    clauses: ["C-8.7"], flags: ["SourceRuleUnstated"], field: open,
                    frames(.default, .frame(time: 0, detections: [code128("Q")])), expect: [(0, .write), (0, .stop)],
                    finalValue: .text("Q")),
            .source("reading-order-unsigned-bytes", "bytes compare unsigned: `z` (7A) comes before `é` (C3 A9) at the same point",
                    clauses: ["C-8.3"], flags: ["SourceRuleUnstated"], field: open,
                    frames(.default, .frame(time: 0, detections: [code128("é"), code128("z")])), expect: [(0, .write), (0, .stop)],
                    finalValue: .text("z")),
            .source("reading-order-raw-x", "one barcode at x = -5 and x = -9, equally far once on the edge: the one at -9 counts, and its mark carries -9",
                    clauses: ["C-8.3", "C-8.5"], flags: ["SourceRuleUnstated"], field: five,
                    frames(.default, .frame(time: 0, detections: [code128("A", x: -5), code128("A", x: -9)])),
                    expect: [(0, .reject), (0, .mark)], finalValue: nil),
            .source("sightings-forgotten-by-time", "maximumSightings 1: of two barcodes read at the same time, the bytes decide which is forgotten, not the frame order",
                    clauses: ["C-8.9", "C-12.3"], flags: ["SourceRuleUnstated"], field: five,
                    frames(CameraConfiguration(afterWrite: .keepScanning, maximumSightings: 1),
                           .frame(time: 0, detections: [code128("2")]), .frame(time: 0, detections: [code128("1")]),
                           .frame(time: 0, detections: [code128("2")])),
                    expect: [(0, .reject), (0, .mark), (1, .reject), (1, .mark)], finalValue: nil),
            .source("detection-past-bound-not-refreshed", "maximumDetectionsPerFrame 1: a detection past the bound does not keep its sighting current",
                    clauses: ["C-8.9", "C-8.5"], flags: ["SourceRuleUnstated"], field: five,
                    frames(CameraConfiguration(maximumDetectionsPerFrame: 1),
                           .frame(time: 0, detections: [code128("B")]),
                           .frame(time: 400, detections: [code128("A"), code128("B", x: 9000)]),
                           .frame(time: 800, detections: [code128("B")])),
                    expect: [(0, .reject), (0, .mark), (1, .reject), (1, .mark), (2, .reject), (2, .mark)], finalValue: nil),
            .source("clock-moved-by-start", "a start's time moves the camera's clock: a frame at 100 after a start at 1000 counts as 1000, so the sighting is current 400 ms later",
                    clauses: ["C-12.3", "C-8.8", "C-8.7"], flags: ["SourceRuleUnstated"], field: FieldSpec(rules: [.length(minimum: 1, maximum: 1)]),
                    frames(.default, .frame(time: 0, detections: [code128("B")]), .start(time: 1000),
                           .frame(time: 100, detections: [code128("AA")]), .frame(time: 1400, detections: [code128("AA")])),
                    expect: [(0, .write), (0, .stop), (2, .reject), (2, .mark)], finalValue: .text("B")),
            .source("clock-moved-by-unread-frame", "a frame the stopped camera does not read moves its clock too: the same trace with that frame at 1000 and the start at 0",
                    clauses: ["C-12.3", "C-8.8", "C-8.7"], flags: ["SourceRuleUnstated"], field: FieldSpec(rules: [.length(minimum: 1, maximum: 1)]),
                    frames(.default, .frame(time: 0, detections: [code128("B")]), .frame(time: 1000, detections: [code128("AA")]),
                           .start(time: 0), .frame(time: 100, detections: [code128("AA")]), .frame(time: 1400, detections: [code128("AA")])),
                    expect: [(0, .write), (0, .stop), (3, .reject), (3, .mark)], finalValue: .text("B")),
            .source("entry-bound-zero", "maximumEntryLength 0: the first key discards the empty entry, and the rest up to the terminator is dropped",
                    clauses: ["C-12.6", "C-10.7"], flags: ["SourceRuleUnstated"], field: open,
                    .hid(HIDConfiguration(maximumEntryLength: 0), [.keys(time: 0, bytes: Array("AB\r".utf8))]),
                    expect: [(0, .discard)], finalValue: nil),
            .source("signal-at-first-decode", "minimumDecodes 1, minimumAimDuration 0, signalRepeatInterval 0: the first decode signals, and so does the next",
                    clauses: ["C-9.4", "C-9.5", "C-12.5"], flags: ["SourceRuleUnstated"], field: five,
                    .hardware(HardwareConfiguration(minimumDecodes: 1, minimumAimDuration: 0, signalRepeatInterval: 0),
                              [.decode(time: 0, value: Array("A".utf8), type: .code128), .decode(time: 0, value: Array("A".utf8), type: .code128)]),
                    expect: [(0, .reject), (0, .signal), (1, .signal)], finalValue: nil),
        ]
    }
}
