import ZipZap

/// The byte format of the `field` target. Everything is read with `ByteReader`, so any input decodes: numbers are
/// zigzag LEB128, byte strings are length-prefixed, a type is a byte (0 unknown, n the n-th `BarcodeType`).
///
///     source, types (4 bytes, little-endian bits), form, initial value (0 none, else a string),
///     rule count, rules, the source's configuration, then events to the end of the input
extension FieldInput {
    static let sources = 5
    static let maximumRules = 4
    /// Enough for every vector; more events only make a run slower, not different.
    static let maximumEvents = 256
    /// `allCases` builds a new array at every call; the decoder reads a type for every scan and detection.
    static let barcodeTypes = BarcodeType.allCases
    static let normalizationForms = NormalizationForm.allCases

    public init(decoding bytes: UnsafeRawBufferPointer) {
        var reader = ByteReader(bytes)
        let source = Int(reader.byte()) % Self.sources
        var bits: UInt32 = 0
        for shift in 0..<4 { bits |= UInt32(reader.byte()) << UInt32(8 * shift) }
        types = BarcodeTypeSet()
        for (index, type) in Self.barcodeTypes.enumerated() where bits & (1 << index) != 0 { types.insert(type) }
        normalization = Self.normalizationForms[Int(reader.byte()) % Self.normalizationForms.count]
        initialValue = reader.byte() == 0 ? nil : reader.string()
        rules = (0..<Int(reader.byte()) % (Self.maximumRules + 1)).map { _ in Self.rule(&reader) }
        switch source {
        case 0: self.source = .direct(Self.events(&reader) { Scan(value: $0.string(), type: Self.optionalType(&$0)) })
        case 1: self.source = .camera(Self.camera(&reader), Self.events(&reader, Self.cameraEvent))
        case 2: self.source = .hardware(Self.hardware(&reader), Self.events(&reader, Self.hardwareEvent))
        case 3: self.source = .hid(Self.hid(&reader), Self.events(&reader) { .keys(time: $0.signed(), bytes: $0.string()) })
        default: self.source = .typing(TypingConfiguration(maximumTextLength: reader.int()), Self.events(&reader, Self.typingEvent))
        }
    }

    private static func rule(_ reader: inout ByteReader) -> Rule {
        switch reader.byte() % 5 {
        case 0: .checkDigit
        case 1: .length(minimum: reader.int(), maximum: reader.int())
        case 2: .matches(String(decoding: reader.string(), as: UTF8.self))
        case 3: .gs1(relaxed: GS1Options.Relaxations(rawValue: reader.byte() & GS1Options.Relaxations.all.rawValue))
        default: .typeIs(optionalType(&reader))
        }
    }

    static func optionalType(_ reader: inout ByteReader) -> BarcodeType? {
        let code = Int(reader.byte()) % (barcodeTypes.count + 1)
        return code == 0 ? nil : barcodeTypes[code - 1]
    }

    private static func type(_ reader: inout ByteReader) -> BarcodeType {
        barcodeTypes[Int(reader.byte()) % barcodeTypes.count]
    }

    private static func events<Event>(_ reader: inout ByteReader, _ read: (inout ByteReader) -> Event) -> [Event] {
        var events: [Event] = []
        while !reader.isAtEnd, events.count < maximumEvents { events.append(read(&reader)) }
        return events
    }

    private static func camera(_ reader: inout ByteReader) -> CameraConfiguration {
        CameraConfiguration(
            pointOfInterest: ViewPoint(x: reader.int(), y: reader.int()),
            afterWrite: reader.byte() & 1 == 0 ? .stop : .keepScanning, sightingTimeout: reader.signed(),
            maximumDetectionsPerFrame: reader.int(), maximumSightings: reader.int())
    }

    private static func cameraEvent(_ reader: inout ByteReader) -> CameraEvent {
        guard reader.byte() & 1 == 0 else { return .start(time: reader.signed()) }
        let time = reader.signed()
        let count = Int(min(reader.unsigned(), 64))
        return .frame(time: time, detections: (0..<count).map { _ in
            Detection(value: reader.string(), type: type(&reader), position: ViewPoint(x: reader.int(), y: reader.int()))
        })
    }

    private static func hardware(_ reader: inout ByteReader) -> HardwareConfiguration {
        HardwareConfiguration(
            aimGap: reader.signed(), minimumDecodes: reader.int(), minimumAimDuration: reader.signed(),
            signalRepeatInterval: reader.byte() & 1 == 0 ? nil : reader.signed())
    }

    private static func hardwareEvent(_ reader: inout ByteReader) -> HardwareEvent {
        .decode(time: reader.signed(), value: reader.string(), type: type(&reader))
    }

    private static func hid(_ reader: inout ByteReader) -> HIDConfiguration {
        HIDConfiguration(
            tabIsTerminator: reader.byte() & 1 == 1, fnc1Substitute: reader.byte() & 1 == 0 ? nil : reader.string(),
            scanBurst: reader.byte() & 1 == 0 ? nil : .init(maximumKeyGap: reader.signed(), minimumLength: reader.int()),
            maximumEntryLength: reader.int())
    }

    private static func typingEvent(_ reader: inout ByteReader) -> TypingEvent {
        switch reader.byte() % 4 {
        case 0: .insert(offset: reader.int(), text: reader.string())
        case 1: .delete(offset: reader.int(), count: reader.int())
        case 2: .replace(offset: reader.int(), count: reader.int(), text: reader.string())
        default: .submit
        }
    }
}
