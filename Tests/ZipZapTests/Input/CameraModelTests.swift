import Testing
import ZipZap

extension Input {
@Suite struct CameraModelTests {
    func frame(_ time: Int64, _ detections: Detection...) -> CameraEvent { .frame(time: time, detections: detections) }
    func ean(_ value: String, _ x: Int = 5000, _ y: Int = 5000) -> Detection {
        Detection(value, type: .ean13, position: ViewPoint(x: x, y: y))
    }
    func run(_ events: [CameraEvent], field: ScanField = retailField(), _ configuration: CameraConfiguration = .default) -> Trace {
        CameraModel.run(field: field, configuration: configuration, events: events)
    }

    // Product page: "The barcode is marked in the camera view as recognized but not accepted" (C-8.4), and the
    // handler gets the rule (C-12.4).
    @Test func rejectedDetectionIsRejectedAndMarked() {
        let log = RejectionLog()
        let trace = run([frame(0, ean(Barcodes.badCheckDigit, 100, 200))], field: log.attach(to: retailField()))
        #expect(trace.summaries == ["0 reject checkDigit \(Barcodes.badCheckDigit)", "0 mark \(Barcodes.badCheckDigit) @100,200"])
        #expect(log.entries == ["checkDigit \(Barcodes.badCheckDigit)"])
        #expect(trace.finalValue == nil)
    }

    // "... and the camera keeps looking": a later frame with a passing barcode is written (C-8.4).
    @Test func cameraKeepsLookingAfterRejection() {
        let trace = run([frame(0, ean(Barcodes.badCheckDigit)), frame(33, ean(Barcodes.good))])
        #expect(trace.summaries == [
            "0 reject checkDigit \(Barcodes.badCheckDigit)", "0 mark \(Barcodes.badCheckDigit) @5000,5000",
            "1 write \(Barcodes.good)", "1 stop",
        ])
        #expect(trace.finalText == Barcodes.good)
    }

    // "On a label with several barcodes, it settles on the one that passes" (C-8.3).
    @Test func settlesOnThePassingBarcodeOfALabel() {
        let label = [ean(Barcodes.badCheckDigit, 5000, 5000), Detection(Barcodes.ean8, type: .ean8, position: ViewPoint(x: 9000, y: 9000))]
        let trace = run([.frame(time: 0, detections: label)])
        #expect(trace.summaries == [
            "0 reject checkDigit \(Barcodes.badCheckDigit)", "0 mark \(Barcodes.badCheckDigit) @5000,5000",
            "0 write \(Barcodes.ean8)", "0 stop",
        ])
    }

    // Types the field does not accept are not read: ignored, never marked, no handler (C-8.2, C-2.1).
    @Test func unacceptedTypesAreIgnoredOnce() {
        let log = RejectionLog()
        let qr = Detection("HELLO", type: .qr)
        let trace = run([frame(0, qr), frame(33, qr), frame(66, qr)], field: log.attach(to: retailField()))
        #expect(trace.summaries == ["0 ignore qr HELLO"])
        #expect(log.entries.isEmpty)
    }

    // C-8.3: the passing detection nearest to the point of interest wins.
    @Test func nearestPassingDetectionWins() {
        let trace = run([frame(0, ean(Barcodes.good, 9000, 9000), ean(Barcodes.otherGood, 4000, 5000))])
        #expect(trace.summaries == ["0 write \(Barcodes.otherGood)", "0 stop"])
        let cornered = CameraConfiguration(pointOfInterest: ViewPoint(x: 10000, y: 10000))
        let fromCorner = run([frame(0, ean(Barcodes.good, 9000, 9000), ean(Barcodes.otherGood, 4000, 5000))], cornered)
        #expect(fromCorner.summaries == ["0 write \(Barcodes.good)", "0 stop"])
    }

    // C-8.3: at equal distance the type order decides, then the bytes, then the position.
    @Test func tieBreaksAreTotal() {
        let ean8 = Detection(Barcodes.ean8, type: .ean8, position: ViewPoint(x: 4000, y: 5000))
        let byType = run([frame(0, ean(Barcodes.good, 6000, 5000), ean8)])
        #expect(byType.summaries.first == "0 write \(Barcodes.good)")  // ean13 precedes ean8 in BarcodeType order
        let byBytes = run([frame(0, ean(Barcodes.otherGood, 6000, 5000), ean(Barcodes.good, 4000, 5000))])
        #expect(byBytes.summaries.first == "0 write \(Barcodes.good)")  // "4006..." < "5901..."
    }

    // C-8.3, C-8.5: the same barcode twice in a frame counts once, at its first position in reading order
    // (equal distance: the smaller x, then the smaller y).
    @Test func duplicateInFrameTakesTheFirstPosition() {
        let trace = run([frame(0, ean(Barcodes.badCheckDigit, 6000, 5000), ean(Barcodes.badCheckDigit, 4000, 5000),
                               ean(Barcodes.badCheckDigit, 5000, 4000))])
        #expect(trace.summaries == ["0 reject checkDigit \(Barcodes.badCheckDigit)", "0 mark \(Barcodes.badCheckDigit) @4000,5000"])
    }

    // C-8.5: a barcode seen in consecutive frames is one sighting: marked and reported once.
    @Test func repeatedSightingIsReportedOnce() {
        let log = RejectionLog()
        let events = (0..<60).map { frame(Int64($0) * 16, ean(Barcodes.badCheckDigit, 5000 + $0, 5000)) }
        let trace = run(events, field: log.attach(to: retailField()))
        #expect(trace.events.count == 2)
        #expect(log.entries.count == 1)
    }

    // C-8.5: a sighting survives frames without the barcode up to the timeout; after a longer absence it is new.
    @Test func sightingEndsAfterTimeout() {
        let bad = ean(Barcodes.badCheckDigit)
        let trace = run([frame(0, bad), frame(100), frame(500, bad), frame(1001, bad), frame(1001, bad)])
        #expect(trace.summaries.filter { $0.contains("reject") } == [
            "0 reject checkDigit \(Barcodes.badCheckDigit)", "3 reject checkDigit \(Barcodes.badCheckDigit)",
        ])
    }

    // C-8.5: the same bytes as another type are another barcode.
    @Test func identityIsTypeAndBytes() {
        let field = ScanField().validate(.length(5))
        let trace = run([frame(0, Detection("ABC", type: .qr), Detection("ABC", type: .code128))], field: field)
        #expect(trace.summaries.filter { $0.contains("reject") }.count == 2)
    }

    // C-8.6, C-8.7: stop after a write (default); frames are not read until `start`.
    @Test func stopsAfterWriteUntilStarted() {
        let trace = run([frame(0, ean(Barcodes.good)), frame(33, ean(Barcodes.otherGood)), .start(time: 40),
                         frame(50, ean(Barcodes.good))])
        #expect(trace.summaries == ["0 write \(Barcodes.good)", "0 stop", "3 write \(Barcodes.good) unchanged", "3 stop"])
    }

    // C-8.7: `start` while running changes nothing.
    @Test func startWhileRunningKeepsSightings() {
        let bad = ean(Barcodes.badCheckDigit)
        let trace = run([frame(0, bad), .start(time: 10), frame(20, bad)])
        #expect(trace.events.count == 2)
    }

    // C-8.6: keep scanning: a sighting is written once; a new passing barcode is written; the field is not
    // rewritten while the same barcode stays in view.
    @Test func keepScanningWritesEachSightingOnce() {
        let configuration = CameraConfiguration(afterWrite: .keepScanning)
        let events = [
            frame(0, ean(Barcodes.good, 5000, 5000), ean(Barcodes.otherGood, 9000, 9000)),
            frame(33, ean(Barcodes.good, 5000, 5000), ean(Barcodes.otherGood, 9000, 9000)),
            frame(66, ean(Barcodes.otherGood, 5000, 5000)),
            frame(99, ean(Barcodes.good, 5000, 5000), ean(Barcodes.otherGood, 9000, 9000)),
            frame(2000, ean(Barcodes.good)),
        ]
        let trace = run(events, configuration)
        #expect(trace.summaries == [
            "0 write \(Barcodes.good)", "2 write \(Barcodes.otherGood)", "4 write \(Barcodes.good)",
        ])
        #expect(trace.finalText == Barcodes.good)
    }

    // C-5.3 through the camera: an accepted value equal to the binding is written with changed = false.
    @Test func equalValueIsWrittenUnchanged() {
        let trace = run([frame(0, ean(Barcodes.good))], field: retailField(value: Barcodes.good))
        #expect(trace.summaries == ["0 write \(Barcodes.good) unchanged", "0 stop"])
    }

    // C-12.4: the binding keeps its previous value on rejection; normalization failures reject and mark too.
    @Test func rejectionKeepsBindingAndNormalizationRejects() {
        let field = ScanField(value: Array("previous".utf8)).normalize(.gtin13)
        let trace = run([frame(0, Detection("ABC", type: .code128))], field: field)
        #expect(trace.summaries == ["0 reject normalize ABC", "0 mark ABC @5000,5000"])
        #expect(trace.finalText == "previous")
    }

    // C-8.9: a frame with hundreds of detections reads the 100 nearest, one per barcode.
    @Test func crowdedFrameReadsTheNearest() {
        let field = ScanField().validate(.length(1))  // every value below is 3+ bytes: all rejected
        let detections = (0..<500).map { Detection("V\($0)", type: .code128, position: ViewPoint(x: 5000 + $0, y: 5000)) }
        let trace = run([.frame(time: 0, detections: detections + detections)], field: field)
        let marked = trace.events.compactMap { event -> Int? in
            if case .mark(_, let position) = event.action { return position.x - 5000 }
            return nil
        }
        #expect(marked == Array(0..<100))
    }

    // C-8.9: memory is bounded: past `maximumSightings` the least recently seen are forgotten (and are new again).
    @Test func sightingsAreBounded() {
        let configuration = CameraConfiguration(maximumDetectionsPerFrame: 2, maximumSightings: 3)
        let field = ScanField().validate(.length(1))
        let events = (0..<4).map { i in frame(Int64(i), Detection("A\(i)", type: .code128)) } + [frame(4, Detection("A0", type: .code128))]
        let trace = run(events, field: field, configuration)
        #expect(trace.summaries.filter { $0.contains("reject") }.count == 5)
    }

    // C-8.8, C-12.3: identical timestamps are fine; a timestamp going back is read as the latest time seen.
    @Test func timestampsGoingBackwardsAreClamped() {
        let bad = ean(Barcodes.badCheckDigit)
        // At 1000, then "0" (read as 1000): the sighting continues, no second report.
        let trace = run([frame(1000, bad), frame(0, bad), frame(1000, bad), frame(Int64.min, bad), frame(Int64.max, bad)])
        #expect(trace.summaries.filter { $0.contains("reject") } == [
            "0 reject checkDigit \(Barcodes.badCheckDigit)", "4 reject checkDigit \(Barcodes.badCheckDigit)",
        ])
    }

    // C-8.3: positions outside the view count as on its edge for distances, and never overflow.
    @Test func extremePositionsDoNotTrap() {
        let far = ean(Barcodes.good, Int.max, Int.min)
        let near = ean(Barcodes.otherGood, 10000, 0)
        let trace = run([frame(0, far, near)])
        // Both clamp to (10000, 0): the tie goes to the smaller bytes.
        #expect(trace.summaries.first == "0 write \(Barcodes.good)")
    }

    // C-8.1: an empty frame does nothing.
    @Test func emptyFrameDoesNothing() {
        #expect(run([frame(0), frame(0)]).events.isEmpty)
    }
}
}
