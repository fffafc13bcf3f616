import ZipZap
import ZipZapConformance

extension VectorFamily {
    static let camera = VectorFamily(
        name: "camera",
        description: "The camera source (SPEC C-8): marks, the winner of a frame, sightings, stop and keep scanning, bounds.",
        flags: [
            .init("CameraWritesFirstDetection", bug: "the camera writes the first detection it sees instead of the one that passes",
                  breaks: "on a label with several barcodes the field takes the wrong one, or none"),
            .init("CameraWinnerOrder", bug: "the winner among passing detections is not the nearest, or ties depend on list order",
                  breaks: "two platforms pick different barcodes from the same frame"),
            .init("CameraNotDeduplicated", bug: "rejections, marks or writes repeat every frame",
                  breaks: "the handler fires sixty times a second; onChange floods"),
            .init("CameraMarksMissing", bug: "rejected detections are not marked, or ignored types are marked",
                  breaks: "the user cannot see which barcode is refused"),
            .init("CameraStopWrong", bug: "the camera keeps writing after a write in stop mode, or stops in keepScanning mode",
                  breaks: "forms receive a second value, or counting stops after one item"),
            .init("CameraUnbounded", bug: "frames with many detections or timestamps going backwards are mishandled",
                  breaks: "a sheet of barcodes stalls the app; a clock jump breaks de-duplication"),
        ],
        drafts: {
            let retail = FieldSpec(types: .retailProduct, rules: [.checkDigit])
            let bad = "4006381333932", good = "5901234123457", other = "4006381333931"
            func at(_ value: String, _ type: BarcodeType = .ean13, _ x: Int = 5000, _ y: Int = 5000) -> Detection {
                Detection(value: Array(value.utf8), type: type, position: ViewPoint(x: x, y: y))
            }
            func frames(_ configuration: CameraConfiguration = .default, _ events: CameraEvent...) -> SourceEvents {
                .camera(configuration, events)
            }
            let keep = CameraConfiguration(afterWrite: .keepScanning)
            let manyRejected = (0..<150).map { Detection(value: Array("R\(1000 + $0)".utf8), type: .code128, position: .center) }
            return [
                .source("settles-on-passing", "a rejected barcode is marked and the passing one beside it is written",
                        clauses: ["C-8.4", "C-8.3", "C-12.5"], flags: ["CameraWritesFirstDetection", "CameraMarksMissing"], field: retail,
                        frames(.default, .frame(time: 0, detections: [at(good, .ean13, 2000, 2000), at(bad)])),
                        expect: [(0, .reject), (0, .mark), (0, .write), (0, .stop)], finalValue: .text(good)),
                .source("nearest-wins", "of two passing barcodes the one nearest the center is written",
                        clauses: ["C-8.3", "C-8.6"], flags: ["CameraWinnerOrder"], field: retail,
                        frames(.default, .frame(time: 0, detections: [at(good, .ean13, 9000, 9000), at(other, .ean13, 5500, 5000)])),
                        expect: [(0, .write), (0, .stop)], finalValue: .text(other)),
                .source("point-of-interest", "the point of interest decides the winner",
                        clauses: ["C-8.3"], flags: ["CameraWinnerOrder"], field: retail,
                        frames(CameraConfiguration(pointOfInterest: ViewPoint(x: 1000, y: 1000)),
                               .frame(time: 0, detections: [at(other), at(good, .ean13, 1000, 1500)])),
                        expect: [(0, .write), (0, .stop)], finalValue: .text(good)),
                .source("tie-break-type", "at equal distance the type earlier in declaration order wins (upcA before ean13)",
                        clauses: ["C-8.3", "C-12.1"], flags: ["CameraWinnerOrder"], field: retail,
                        frames(.default, .frame(time: 0, detections: [at(good, .ean13, 4000, 5000), at("036000291452", .upcA, 6000, 5000)])),
                        expect: [(0, .write), (0, .stop)], finalValue: .text("036000291452")),
                .source("tie-break-type-listed-reversed", "the same frame listed in the other order has the same winner",
                        clauses: ["C-8.3", "C-12.1"], flags: ["CameraWinnerOrder"], field: retail,
                        frames(.default, .frame(time: 0, detections: [at("036000291452", .upcA, 6000, 5000), at(good, .ean13, 4000, 5000)])),
                        expect: [(0, .write), (0, .stop)], finalValue: .text("036000291452")),
                .source("tie-break-bytes", "at equal distance and type the smaller bytes win",
                        clauses: ["C-8.3", "C-12.1"], flags: ["CameraWinnerOrder"], field: retail,
                        frames(.default, .frame(time: 0, detections: [at(good, .ean13, 5000, 4000), at(other, .ean13, 5000, 6000)])),
                        expect: [(0, .write), (0, .stop)], finalValue: .text(other)),
                .source("rejected-once-per-sighting", "a refused barcode in view is rejected and marked once, again after 500 ms unseen",
                        clauses: ["C-8.5", "C-8.4"], flags: ["CameraNotDeduplicated"], field: retail,
                        frames(.default, .frame(time: 0, detections: [at(bad)]), .frame(time: 33, detections: [at(bad)]),
                               .frame(time: 66, detections: [at(bad)]), .frame(time: 566, detections: [at(bad)]),
                               .frame(time: 1067, detections: [at(bad)])),
                        expect: [(0, .reject), (0, .mark), (4, .reject), (4, .mark)], finalValue: nil),
                .source("ignored-once-per-sighting", "a type the field does not read is ignored once per sighting and never marked",
                        clauses: ["C-8.2", "C-8.5"], flags: ["CameraNotDeduplicated", "CameraMarksMissing"], field: retail,
                        frames(.default, .frame(time: 0, detections: [at("HELLO", .qr)]), .frame(time: 33, detections: [at("HELLO", .qr)])),
                        expect: [(0, .ignore)], finalValue: nil),
                .source("keep-scanning", "keepScanning writes each new passing sighting once and never stops",
                        clauses: ["C-8.6", "C-8.7"], flags: ["CameraStopWrong", "CameraNotDeduplicated"], field: retail,
                        frames(keep, .frame(time: 0, detections: [at(good)]), .frame(time: 33, detections: [at(good)]),
                               .frame(time: 66, detections: [at(other)]), .frame(time: 99, detections: [at(other)])),
                        expect: [(0, .write), (2, .write)], finalValue: .text(other)),
                .source("stop-until-start", "after a write the camera reads nothing until it is started again",
                        clauses: ["C-8.7"], flags: ["CameraStopWrong"], field: retail,
                        frames(.default, .frame(time: 0, detections: [at(good)]), .frame(time: 33, detections: [at(other)]),
                               .start(time: 50), .frame(time: 66, detections: [at(other)])),
                        expect: [(0, .write), (0, .stop), (3, .write), (3, .stop)], finalValue: .text(other)),
                .source("empty-frames", "frames without barcodes do nothing", clauses: ["C-8.1"], flags: ["CameraMarksMissing"], field: retail,
                        frames(.default, .frame(time: 0, detections: []), .frame(time: 33, detections: [])),
                        expect: [], finalValue: nil),
                .source("same-barcode-twice-in-a-frame", "one barcode detected twice in a frame counts once",
                        clauses: ["C-8.5"], flags: ["CameraNotDeduplicated"], field: retail,
                        frames(.default, .frame(time: 0, detections: [at(bad), at(bad, .ean13, 1000, 1000)])),
                        expect: [(0, .reject), (0, .mark)], finalValue: nil),
                .source("time-backwards", "a timestamp going backwards counts as the latest time seen",
                        clauses: ["C-8.8", "C-12.3"], flags: ["CameraUnbounded"], field: retail,
                        frames(.default, .frame(time: 1000, detections: [at(bad)]), .frame(time: 500, detections: [at(bad)]),
                               .frame(time: 1600, detections: [at(bad)])),
                        expect: [(0, .reject), (0, .mark), (2, .reject), (2, .mark)], finalValue: nil),
                .source("hundred-detections", "of 150 distinct detections in a frame only the first 100 in reading order are read",
                        clauses: ["C-8.9", "C-8.3"], flags: ["CameraUnbounded"],
                        field: FieldSpec(rules: [.custom(.assetTag)]), .camera(.default, [.frame(time: 0, detections: manyRejected)]),
                        expect: (0..<100).flatMap { _ in [(0, TraceEventKind.reject), (0, .mark)] }, finalValue: nil),
            ]
        })
}
