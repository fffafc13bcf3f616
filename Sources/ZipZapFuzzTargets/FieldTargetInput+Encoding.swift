import ZipZap
import ZipZapVectors

/// Writes a vector's field and input in the format `FieldTargetInput(decoding:)` reads: how vectors become seeds.
extension FieldTargetInput {
    public var encoded: [UInt8] {
        var writer = ByteWriter()
        let sourceIndex: UInt8 = switch input {
        case .direct: 0
        case .source(.camera): 1
        case .source(.hardware): 2
        case .source(.hid): 3
        case .source(.typing): 4
        }
        writer.byte(sourceIndex)
        let types = field.types ?? .all
        let bits = BarcodeType.allCases.enumerated().reduce(UInt32(0)) { $0 | (types.contains($1.element) ? 1 << $1.offset : 0) }
        for shift in 0..<4 { writer.byte(UInt8(truncatingIfNeeded: bits >> UInt32(8 * shift))) }
        writer.byte(UInt8(NormalizationForm.allCases.firstIndex(of: field.normalization)!))
        if let initialValue = field.initialValue {
            writer.byte(1)
            writer.string(initialValue)
        } else {
            writer.byte(0)
        }
        var rules = ByteWriter()
        var ruleCount = 0
        for rule in field.rules where ruleCount < Self.maximumRules {
            if Self.write(rule, to: &rules) { ruleCount += 1 }
        }
        writer.byte(UInt8(ruleCount))
        writer.append(rules)
        switch input {
        case .direct(let scans):
            for scan in scans {
                writer.string(scan.value)
                Self.write(optionalType: scan.type, to: &writer)
            }
        case .source(.camera(let configuration, let events)): Self.write(configuration, events, to: &writer)
        case .source(.hardware(let configuration, let events)): Self.write(configuration, events, to: &writer)
        case .source(.hid(let configuration, let events)): Self.write(configuration, events, to: &writer)
        case .source(.typing(let configuration, let events)): Self.write(configuration, events, to: &writer)
        }
        return writer.bytes
    }

    /// Writes `rule`, or nothing and false: the fixtures `assetTag` and `mod97` check the value alone, as `.matches`
    /// and `.checkDigit` do, and the format has no code for them; a refused length keeps only its spelling. A refused
    /// pattern is written, so that the decoder refuses it again.
    private static func write(_ rule: FieldSpec.Rule, to writer: inout ByteWriter) -> Bool {
        switch rule {
        case .checkDigit: writer.byte(0)
        case .length(let minimum, let maximum):
            writer.byte(1)
            writer.int(minimum)
            writer.int(maximum)
        case .matches(let pattern):
            writer.byte(2)
            writer.string(Array(pattern.source.utf8))
        case .refused(let refused):
            guard refused.name == "matches" else { return false }
            writer.byte(2)
            writer.string(Array(refused.argument.utf8))
        case .gs1(let relaxed):
            writer.byte(3)
            writer.byte(relaxed.rawValue)
        case .custom(.typeIs(let type)):
            writer.byte(4)
            write(optionalType: type, to: &writer)
        case .custom(.assetTag), .custom(.mod97): return false
        }
        return true
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
