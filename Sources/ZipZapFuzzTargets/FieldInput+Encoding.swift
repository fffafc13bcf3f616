import ZipZap

/// Writes a `FieldInput` in the format `FieldInput(decoding:)` reads: how vectors become seeds.
extension FieldInput {
    public var encoded: [UInt8] {
        var writer = ByteWriter()
        let sourceIndex: UInt8 = switch source {
        case .direct: 0
        case .camera: 1
        case .hardware: 2
        case .hid: 3
        case .typing: 4
        }
        writer.byte(sourceIndex)
        let bits = BarcodeType.allCases.enumerated().reduce(UInt32(0)) { $0 | (types.contains($1.element) ? 1 << $1.offset : 0) }
        for shift in 0..<4 { writer.byte(UInt8(truncatingIfNeeded: bits >> UInt32(8 * shift))) }
        writer.byte(UInt8(NormalizationForm.allCases.firstIndex(of: normalization)!))
        if let initialValue {
            writer.byte(1)
            writer.string(initialValue)
        } else {
            writer.byte(0)
        }
        writer.byte(UInt8(min(rules.count, Self.maximumRules)))
        for rule in rules.prefix(Self.maximumRules) { Self.write(rule, to: &writer) }
        switch source {
        case .direct(let scans):
            for scan in scans {
                writer.string(scan.value)
                Self.write(optionalType: scan.type, to: &writer)
            }
        case .camera(let configuration, let events): Self.write(configuration, events, to: &writer)
        case .hardware(let configuration, let events): Self.write(configuration, events, to: &writer)
        case .hid(let configuration, let events): Self.write(configuration, events, to: &writer)
        case .typing(let configuration, let events): Self.write(configuration, events, to: &writer)
        }
        return writer.bytes
    }

    private static func write(_ rule: Rule, to writer: inout ByteWriter) {
        switch rule {
        case .checkDigit: writer.byte(0)
        case .length(let minimum, let maximum):
            writer.byte(1)
            writer.int(minimum)
            writer.int(maximum)
        case .matches(let source):
            writer.byte(2)
            writer.string(Array(source.utf8))
        case .gs1(let relaxed):
            writer.byte(3)
            writer.byte(relaxed.rawValue)
        case .typeIs(let type):
            writer.byte(4)
            write(optionalType: type, to: &writer)
        }
    }

    private static func write(optionalType type: BarcodeType?, to writer: inout ByteWriter) {
        writer.byte(type.map { UInt8(BarcodeType.allCases.firstIndex(of: $0)! + 1) } ?? 0)
    }

    private static func write(type: BarcodeType, to writer: inout ByteWriter) {
        writer.byte(UInt8(BarcodeType.allCases.firstIndex(of: type)!))
    }

    private static func write(_ point: ViewPoint, to writer: inout ByteWriter) {
        writer.int(point.x)
        writer.int(point.y)
    }

    private static func write(_ configuration: CameraConfiguration, _ events: [CameraEvent], to writer: inout ByteWriter) {
        write(configuration.pointOfInterest, to: &writer)
        writer.byte(configuration.afterWrite == .stop ? 0 : 1)
        writer.signed(configuration.sightingTimeout)
        writer.int(configuration.maximumDetectionsPerFrame)
        writer.int(configuration.maximumSightings)
        for event in events {
            switch event {
            case .start(let time):
                writer.byte(1)
                writer.signed(time)
            case .frame(let time, let detections):
                writer.byte(0)
                writer.signed(time)
                writer.unsigned(UInt64(detections.count))
                for detection in detections {
                    writer.string(detection.value)
                    write(type: detection.type, to: &writer)
                    write(detection.position, to: &writer)
                }
            }
        }
    }

    private static func write(_ configuration: HardwareConfiguration, _ events: [HardwareEvent], to writer: inout ByteWriter) {
        writer.signed(configuration.aimGap)
        writer.int(configuration.minimumDecodes)
        writer.signed(configuration.minimumAimDuration)
        if let interval = configuration.signalRepeatInterval {
            writer.byte(1)
            writer.signed(interval)
        } else {
            writer.byte(0)
        }
        for case .decode(let time, let value, let type) in events {
            writer.signed(time)
            writer.string(value)
            write(type: type, to: &writer)
        }
    }

    private static func write(_ configuration: HIDConfiguration, _ events: [HIDEvent], to writer: inout ByteWriter) {
        writer.byte(configuration.tabIsTerminator ? 1 : 0)
        if let substitute = configuration.fnc1Substitute {
            writer.byte(1)
            writer.string(substitute)
        } else {
            writer.byte(0)
        }
        if let burst = configuration.scanBurst {
            writer.byte(1)
            writer.signed(burst.maximumKeyGap)
            writer.int(burst.minimumLength)
        } else {
            writer.byte(0)
        }
        writer.int(configuration.maximumEntryLength)
        for case .keys(let time, let bytes) in events {
            writer.signed(time)
            writer.string(bytes)
        }
    }

    private static func write(_ configuration: TypingConfiguration, _ events: [TypingEvent], to writer: inout ByteWriter) {
        writer.int(configuration.maximumTextLength)
        for event in events {
            switch event {
            case .insert(let offset, let text):
                writer.byte(0)
                writer.int(offset)
                writer.string(text)
            case .delete(let offset, let count):
                writer.byte(1)
                writer.int(offset)
                writer.int(count)
            case .replace(let offset, let count, let text):
                writer.byte(2)
                writer.int(offset)
                writer.int(count)
                writer.string(text)
            case .submit:
                writer.byte(3)
            }
        }
    }
}
