import ZipZap
import ZipZapVectors

/// The byte format of the `field` target. Everything is read with `ByteReader`, so any input decodes: numbers are
/// zigzag LEB128, byte strings are length-prefixed, a type is a byte (0 unknown, n the n-th `BarcodeType`).
///
///     source, types (4 bytes, little-endian bits), form, initial value (0 none, else a string),
///     rule count, rules, the source's configuration, then events to the end of the input
///
/// A rule is a kind byte (mod 5) and its arguments: `checkDigit`; `length` MIN MAX; `matches` PATTERN; `gs1` relaxations;
/// `typeIs` TYPE, left out when TYPE is unknown (the fixture names a type, SPEC C-4.7).
extension FieldTargetInput {
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
        var types = BarcodeTypeSet()
        for (index, type) in Self.barcodeTypes.enumerated() where bits & (1 << index) != 0 { types.insert(type) }
        let normalization = Self.normalizationForms[Int(reader.byte()) % Self.normalizationForms.count]
        let initialValue = reader.byte() == 0 ? nil : reader.string()
        let rules = (0..<Int(reader.byte()) % (Self.maximumRules + 1)).compactMap { _ in Self.rule(&reader) }
        field = FieldSpec(types: types, normalization: normalization, rules: rules, initialValue: initialValue)
        switch source {
        case 0: input = .direct(Self.events(&reader) { Scan(value: $0.string(), type: Self.optionalType(&$0)) })
        case 1: input = .source(.camera(Self.camera(&reader), Self.events(&reader, Self.cameraEvent)))
        case 2: input = .source(.hardware(Self.hardware(&reader), Self.events(&reader, Self.hardwareEvent)))
        case 3: input = .source(.hid(Self.hid(&reader), Self.events(&reader) { .keys(time: $0.signed(), bytes: $0.string()) }))
        default: input = .source(.typing(TypingConfiguration(maximumTextLength: reader.int()), Self.events(&reader, Self.typingEvent)))
        }
    }

    /// The vector model's constructors decide refusals: an inverted length or a pattern outside the subset is
    /// `.refused`, as a vector would carry it.
    private static func rule(_ reader: inout ByteReader) -> FieldSpec.Rule? {
        switch reader.byte() % 5 {
        case 0: .checkDigit
        case 1: .lengthRange(reader.int(), reader.int())
        case 2: .pattern(String(decoding: reader.string(), as: UTF8.self))
        case 3: .gs1(relaxed: GS1Options.Relaxations(rawValue: reader.byte() & GS1Options.Relaxations.all.rawValue))
        default: optionalType(&reader).map { .custom(.typeIs($0)) }
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
