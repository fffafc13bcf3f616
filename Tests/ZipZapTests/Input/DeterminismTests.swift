import PropertyTesting
import Testing
import ZipZap

/// The models are pure functions of their input events (C-12.1): the same events give the same trace, whatever
/// order a frame lists its detections in, however keys are grouped into events, and from any copy of a model.
extension Input {
@Suite struct DeterminismTests {
    static let seeds: [UInt64] = [1, 2, 3, 42, 0xDEAD_BEEF, 20_261_130]
    static let eventCount = 400

    func field(_ log: RejectionLog) -> ScanField {
        log.attach(to: ScanField(value: Array("initial".utf8)).barcodeTypes(.retailProduct.union([.code128]))
            .normalize(.symbologyIdentifierStripped).validate(.checkDigit).validate(.length(8...13)))
    }

    /// Runs `events` twice, once in one go and once through a model copied half-way, and checks the invariants
    /// every trace must keep: the final value is the last write, and the handler ran once per reject.
    func checkReplay<Model: SourceModel>(_ model: Model.Type, configuration: Model.Configuration,
                                         events: [Model.Event], seed: UInt64) -> Trace {
        let log = RejectionLog()
        let trace = Model.run(field: field(log), configuration: configuration, events: events)
        #expect(Model.run(field: field(RejectionLog()), configuration: configuration, events: events) == trace, "seed \(seed)")
        var first = Model(field: field(RejectionLog()), configuration: configuration)
        var halves: [TraceEvent] = []
        for event in events.prefix(events.count / 2) { halves += first.handle(event) }
        var copy = first
        for event in events.dropFirst(events.count / 2) { halves += copy.handle(event) }
        #expect(halves == trace.events, "seed \(seed)")
        var lastWrite: [UInt8]? = Array("initial".utf8)
        for event in trace.events { if case .write(_, let value, _) = event.action { lastWrite = value } }
        #expect(trace.finalValue == lastWrite, "seed \(seed)")
        #expect(log.entries.count == trace.events.filter { $0.kind == .reject }.count, "seed \(seed)")
        #expect(trace.events.map(\.cause) == trace.events.map(\.cause).sorted(), "seed \(seed)")
        return trace
    }

    @Test(arguments: seeds) func cameraIgnoresDetectionOrder(seed: UInt64) {
        var streams = RandomEventStreams(seed: seed)
        let events = streams.cameraEvents(count: Self.eventCount)
        for configuration in [CameraConfiguration.default, CameraConfiguration(afterWrite: .keepScanning, maximumDetectionsPerFrame: 3, maximumSightings: 4)] {
            let trace = checkReplay(CameraModel.self, configuration: configuration, events: events, seed: seed)
            let shuffled = events.map { event -> CameraEvent in
                guard case .frame(let time, let detections) = event else { return event }
                return .frame(time: time, detections: detections.shuffled(using: &streams.generator))
            }
            #expect(CameraModel.run(field: field(RejectionLog()), configuration: configuration, events: shuffled) == trace, "seed \(seed)")
            for event in trace.events where event.kind == .reject {
                let next = trace.events.first { $0.cause == event.cause && $0.kind == .mark }
                #expect(next != nil, "seed \(seed): a camera rejection is always marked")
            }
        }
    }

    @Test(arguments: seeds) func hardwareReplays(seed: UInt64) {
        var streams = RandomEventStreams(seed: seed)
        let events = streams.hardwareEvents(count: Self.eventCount)
        let trace = checkReplay(HardwareModel.self, configuration: .default, events: events, seed: seed)
        _ = checkReplay(HardwareModel.self, configuration: HardwareConfiguration(minimumDecodes: 1, minimumAimDuration: 0, signalRepeatInterval: 0),
                        events: events, seed: seed)
        // Every signal belongs to the scan rejected last.
        var rejected: Scan?
        for event in trace.events {
            switch event.action {
            case .reject(let scan, _): rejected = scan
            case .write, .ignore: rejected = nil
            case .signal(let scan, _): #expect(scan == rejected, "seed \(seed)")
            default: break
            }
        }
    }

    @Test(arguments: seeds) func hidIgnoresHowKeysAreGrouped(seed: UInt64) {
        var streams = RandomEventStreams(seed: seed)
        let events = streams.hidEvents(count: Self.eventCount)
        for configuration in [HIDConfiguration.default, HIDConfiguration(tabIsTerminator: true, fnc1Substitute: Array("^]".utf8), maximumEntryLength: 20)] {
            let trace = checkReplay(HIDModel.self, configuration: configuration, events: events, seed: seed)
            // One byte per event at the same times: the same actions, only the causes differ.
            let split = events.flatMap { event -> [HIDEvent] in
                guard case .keys(let time, let bytes) = event else { return [event] }
                return bytes.map { .keys(time: time, bytes: [$0]) }
            }
            let splitTrace = HIDModel.run(field: field(RejectionLog()), configuration: configuration, events: split)
            #expect(splitTrace.events.map(\.action) == trace.events.map(\.action), "seed \(seed)")
            #expect(splitTrace.finalValue == trace.finalValue, "seed \(seed)")
        }
    }

    @Test(arguments: seeds) func typingReplays(seed: UInt64) {
        var streams = RandomEventStreams(seed: seed)
        _ = checkReplay(TypingModel.self, configuration: TypingConfiguration(maximumTextLength: 30),
                        events: streams.typingEvents(count: Self.eventCount), seed: seed)
    }

    // The generator itself is repeatable: the same seed, the same stream.
    @Test func generatorIsRepeatable() {
        var a = RandomEventStreams(seed: 7), b = RandomEventStreams(seed: 7)
        #expect(a.hidEvents(count: 50) == b.hidEvents(count: 50))
        var g = SplitMix64(seed: 0)
        #expect(g.next() == 0xE220_A839_7B1D_CDAF)  // SplitMix64's published first output for seed 0
    }
}
}
