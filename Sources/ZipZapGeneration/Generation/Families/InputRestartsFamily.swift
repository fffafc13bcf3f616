import ZipZap
import ZipZapConformance

extension VectorFamily {
    /// What the sources remember across events and what makes them start over: the sightings a camera forgets on a
    /// tie, the clock a start moves, a written sighting that ends, the bursts of an HID entry after another entry.
    static let inputRestarts = VectorFamily(
        name: "input-restarts",
        description: "State across events and order within one (SPEC C-8.5 to C-8.9, C-10.6, C-12.3, C-12.5): ties when sightings are forgotten, the time of a start, written sightings that end, the last of several bursts, entries after a split or an overflow.",
        flags: [
            .init("CameraForgetTie", bug: "sightings read in the same frame are forgotten in another order than type, then bytes with a prefix first",
                  breaks: "with a full memory two ports report different barcodes again"),
            .init("CameraStartTime", bug: "a start's timestamp does not move the model's clock",
                  breaks: "a barcode seen before a late start continues its sighting on one port and begins a new one on another"),
            .init("CameraWrittenSightingEnds", bug: "a written sighting stays written after it ended, or ends while the barcode is still read",
                  breaks: "continuous capture misses a barcode shown again, or writes one held in view twice"),
            .init("CameraIdentityTypeAndBytes", bug: "the camera tells barcodes apart by their bytes alone",
                  breaks: "the same digits in two symbologies are reported once on one port and twice on another"),
            .init("CameraFrameOrder", bug: "a frame's trace entries follow the listed order, or the write comes before later detections' rejections",
                  breaks: "handlers and marks fire in a different order on each port"),
            .init("HIDBurstRestart", bug: "the scan is taken from the first burst rather than the last, or the state of one entry leaks into the next",
                  breaks: "scans after typing or after an overflow keep or lose the wrong keys"),
        ],
        drafts: {
            let retail = FieldSpec(types: .retailProduct, rules: [.checkDigit])
            let tagged = FieldSpec(rules: [.custom(.assetTag)])
            let badUPC = "036000291453", badEAN = "4006381333932", good = "5901234123457", good2 = "8711253001202"
            func at(_ value: String, _ type: BarcodeType, x: Int = 5000) -> Detection {
                Detection(value: Array(value.utf8), type: type, position: ViewPoint(x: x, y: 5000))
            }
            func rejected(_ events: Int...) -> [(Int, TraceEventKind)] { events.flatMap { [($0, TraceEventKind.reject), ($0, .mark)] } }
            let one = CameraConfiguration(maximumSightings: 1), keep = CameraConfiguration(afterWrite: .keepScanning)
            func keys(_ configuration: HIDConfiguration, _ items: [(Int64, String)]) -> SourceEvents {
                .hid(configuration, items.map { .keys(time: $0.0, bytes: Array($0.1.utf8)) })
            }
            return [
                // C-8.9: ties among equally recent sightings go by type, then by bytes (a prefix first), as in C-8.3.
                .source("forget-tie-by-type", "maximumSightings 1: of a upcA and an ean13 read in one frame the upcA is forgotten: the ean13 read again is not reported, the upcA is",
                        clauses: ["C-8.9", "C-8.3"], flags: ["CameraForgetTie"], field: retail,
                        .camera(one, [.frame(time: 0, detections: [at(badEAN, .ean13, x: 5100), at(badUPC, .upcA, x: 4900)]),
                                      .frame(time: 10, detections: [at(badEAN, .ean13)]), .frame(time: 20, detections: [at(badUPC, .upcA)])]),
                        expect: rejected(0, 0, 2), finalValue: nil),
                .source("forget-tie-by-type-reversed", "maximumSightings 1: the same tie with the upcA farther: the type, not the position, decides",
                        clauses: ["C-8.9", "C-8.3"], flags: ["CameraForgetTie"], field: retail,
                        .camera(one, [.frame(time: 0, detections: [at(badEAN, .ean13, x: 5000), at(badUPC, .upcA, x: 9000)]),
                                      .frame(time: 10, detections: [at(badEAN, .ean13)]), .frame(time: 20, detections: [at(badUPC, .upcA)])]),
                        expect: rejected(0, 0, 2), finalValue: nil),
                .source("forget-tie-prefix-first", "maximumSightings 1: of AB and ABC read in one frame AB, the prefix, is forgotten",
                        clauses: ["C-8.9", "C-8.3"], flags: ["CameraForgetTie"], field: tagged,
                        .camera(one, [.frame(time: 0, detections: [at("ABC", .code128, x: 5000), at("AB", .code128, x: 9000)]),
                                      .frame(time: 10, detections: [at("ABC", .code128)]), .frame(time: 20, detections: [at("AB", .code128)])]),
                        expect: rejected(0, 0, 2), finalValue: nil),

                // C-8.5: a barcode is its type and its bytes: the same bytes in another type are another barcode.
                .source("identity-in-a-frame", "R1000 as code128 and as qr in one frame are two barcodes: each is rejected and marked",
                        clauses: ["C-8.5"], flags: ["CameraIdentityTypeAndBytes"], field: tagged,
                        .camera(.default, [.frame(time: 0, detections: [at("R1000", .code128), at("R1000", .qr, x: 5100)])]),
                        expect: rejected(0, 0), finalValue: nil),
                .source("identity-across-frames", "R1000 as code128, then as qr 10 ms later: the qr begins a sighting of its own",
                        clauses: ["C-8.5"], flags: ["CameraIdentityTypeAndBytes"], field: tagged,
                        .camera(.default, [.frame(time: 0, detections: [at("R1000", .code128)]), .frame(time: 10, detections: [at("R1000", .qr)]),
                                           .frame(time: 20, detections: [at("R1000", .code128), at("R1000", .qr)])]),
                        expect: rejected(0, 1), finalValue: nil),

                // C-12.3, C-8.8: a start is an event with a time; a later frame stamped earlier counts as that time.
                .source("start-moves-the-clock", "a start at 1000 ms while running changes nothing but the time: a frame stamped 100 counts as 1000, so the barcode read at 0 begins a new sighting",
                        clauses: ["C-12.3", "C-8.8", "C-8.5", "C-8.7"], flags: ["CameraStartTime"], field: retail,
                        .camera(.default, [.frame(time: 0, detections: [at(badEAN, .ean13)]), .start(time: 1000),
                                           .frame(time: 100, detections: [at(badEAN, .ean13)])]),
                        expect: rejected(0, 2), finalValue: nil),
                .source("start-at-the-bound", "a start at 500 ms: a frame stamped 100 counts as 500, exactly the timeout, so the sighting continues",
                        clauses: ["C-12.3", "C-8.8", "C-8.5"], flags: ["CameraStartTime"], field: retail,
                        .camera(.default, [.frame(time: 0, detections: [at(badEAN, .ean13)]), .start(time: 500),
                                           .frame(time: 100, detections: [at(badEAN, .ean13)])]),
                        expect: rejected(0), finalValue: nil),

                // C-12.5: within a frame, each detection's ignore, or reject then mark, in reading order; then the write; then stop.
                .source("frame-order-interleaved", "nearest first: an ignored qr, a refused ean13, the passing one, a refused upcA, an ignored code128; the write and the stop come last",
                        clauses: ["C-12.5", "C-8.3", "C-8.2", "C-8.4"], flags: ["CameraFrameOrder"], field: retail,
                        .camera(.default, [.frame(time: 0, detections: [at("LAST", .code128, x: 5400), at(badUPC, .upcA, x: 5300), at(good, .ean13, x: 5200),
                                                                         at(badEAN, .ean13, x: 5100), at("FIRST", .qr, x: 5000)])]),
                        expect: [(0, .ignore), (0, .reject), (0, .mark), (0, .reject), (0, .mark), (0, .ignore), (0, .write), (0, .stop)],
                        finalValue: .text(good)),

                // C-8.5, C-8.6: a written sighting lasts while the barcode is read, whoever wins the frames in between.
                .source("written-sighting-outlives-other-winner", "keepScanning: A written, then B nearer wins while A is still read; A winning again in its sighting is not written again, after 501 ms unseen it is",
                        clauses: ["C-8.6", "C-8.5"], flags: ["CameraWrittenSightingEnds"], field: retail,
                        .camera(keep, [.frame(time: 0, detections: [at(good, .ean13)]),
                                       .frame(time: 100, detections: [at(good2, .ean13), at(good, .ean13, x: 9000)]),
                                       .frame(time: 200, detections: [at(good, .ean13)]), .frame(time: 701, detections: [at(good, .ean13)])]),
                        expect: [(0, .write), (1, .write), (3, .write)], finalValue: .text(good)),
                .source("written-sighting-unseen-at-bound", "keepScanning: A written, B written, A again exactly 500 ms after its last read is the same sighting; 501 ms after that read it is new",
                        clauses: ["C-8.6", "C-8.5"], flags: ["CameraWrittenSightingEnds"], field: retail,
                        .camera(keep, [.frame(time: 0, detections: [at(good, .ean13)]), .frame(time: 100, detections: [at(good2, .ean13)]),
                                       .frame(time: 500, detections: [at(good, .ean13)]), .frame(time: 1001, detections: [at(good, .ean13)])]),
                        expect: [(0, .write), (1, .write), (3, .write)], finalValue: .text(good)),

                // C-10.6: only the entry's last burst can be the scan; each entry starts with nothing of the one before.
                .source("last-of-several-bursts", "a typed key, a burst, a pause, another burst and the scanner's Enter: only the last burst is the scan",
                        clauses: ["C-10.6"], flags: ["HIDBurstRestart"], field: FieldSpec(),
                        keys(.default, [(0, "x"), (1000, "ABCD"), (2000, "EFGH\r")]), expect: [(2, .discard), (2, .write)], finalValue: .text("EFGH")),
                .source("last-burst-too-short", "a typed key, a burst of 4, then a last burst of 2: the last burst is too short, so the whole entry is the scan",
                        clauses: ["C-10.6"], flags: ["HIDBurstRestart"], field: FieldSpec(),
                        keys(.default, [(0, "x"), (1000, "ABCD"), (2000, "EF\r")]), expect: [(2, .write)], finalValue: .text("xABCDEF")),
                .source("entry-after-split", "after an entry split by a burst, an entry typed by hand and ended by hand is validated whole",
                        clauses: ["C-10.6", "C-10.1"], flags: ["HIDBurstRestart"], field: FieldSpec(),
                        keys(.default, [(0, "x"), (1000, "ABCD\r"), (2000, "y"), (2100, "z"), (2200, "\r")]),
                        expect: [(1, .discard), (1, .write), (4, .write)], finalValue: .text("yz")),
                .source("split-after-overflow", "maximumEntryLength 6: after an overflowed entry, a typed key and a burst split as usual",
                        clauses: ["C-10.7", "C-10.6"], flags: ["HIDBurstRestart"], field: FieldSpec(),
                        keys(HIDConfiguration(maximumEntryLength: 6), [(0, "1234567"), (1, "\r"), (500, "x"), (1500, "ABCD\r")]),
                        expect: [(0, .discard), (3, .discard), (3, .write)], finalValue: .text("ABCD")),
                .source("overflow-drops-the-rest", "maximumEntryLength 4: after the overflow the rest of the entry is dropped however long it is: one discard, then the next entry is validated",
                        clauses: ["C-10.7"], flags: ["HIDBurstRestart"], field: FieldSpec(),
                        keys(HIDConfiguration(maximumEntryLength: 4), [(0, "ABCDEFGHIJKLM\r"), (1, "OK\r")]),
                        expect: [(0, .discard), (1, .write)], finalValue: .text("OK")),
                .source("tab-ends-a-burst", "tabIsTerminator: a burst ended by the scanner's Tab splits the entry like Enter",
                        clauses: ["C-10.2", "C-10.6"], flags: ["HIDBurstRestart"], field: FieldSpec(),
                        keys(HIDConfiguration(tabIsTerminator: true), [(0, "x"), (1000, "ABCD\t")]), expect: [(1, .discard), (1, .write)], finalValue: .text("ABCD")),
            ]
        })
}
