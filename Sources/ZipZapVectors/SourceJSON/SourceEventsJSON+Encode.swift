import ZipZap

extension SourceEventsJSON {
    /// The source, its configuration (only the members that differ from the defaults; nil when none do) and its
    /// events, as vectors carry them.
    public static func encode(_ input: VectorInput) -> (source: SourceKind, configuration: JSONValue?, events: [JSONValue]) {
        switch input {
        case .direct(let scans):
            return (.direct, nil, scans.map(DirectSourceJSON.event))
        case .source(.camera(let configuration, let events)):
            return (.camera, camera(configuration), events.map(camera))
        case .source(.hardware(let configuration, let events)):
            return (.hardware, hardware(configuration), events.map { event in
                guard case .decode(let time, let value, let type) = event else { return .null }
                return .object([("kind", .string("decode")), ("time", number(time)), ("value", VectorValue.json(value)), ("type", .string(type.rawValue))])
            })
        case .source(.hid(let configuration, let events)):
            return (.hid, hid(configuration), events.map { event in
                guard case .keys(let time, let bytes) = event else { return .null }
                return .object([("kind", .string("keys")), ("time", number(time)), ("bytes", VectorValue.json(bytes))])
            })
        case .source(.typing(let configuration, let events)):
            let settings: JSONValue? = configuration == .default ? nil
                : .object([("maximumTextLength", .int(configuration.maximumTextLength))])
            return (.typing, settings, events.map(typing))
        }
    }

    private static func number(_ value: Int64) -> JSONValue { .number(String(value)) }

    private static func camera(_ event: CameraEvent) -> JSONValue {
        switch event {
        case .frame(let time, let detections):
            .object([("kind", .string("frame")), ("time", number(time)), ("detections", .array(detections.map { detection in
                .object([("value", VectorValue.json(detection.value)), ("type", .string(detection.type.rawValue)),
                         ("x", .int(detection.position.x)), ("y", .int(detection.position.y))])
            }))])
        case .start(let time): .object([("kind", .string("start")), ("time", number(time))])
        }
    }

    private static func typing(_ event: TypingEvent) -> JSONValue {
        switch event {
        case .insert(let offset, let text): .object([("kind", .string("insert")), ("offset", .int(offset)), ("text", VectorValue.json(text))])
        case .delete(let offset, let count): .object([("kind", .string("delete")), ("offset", .int(offset)), ("count", .int(count))])
        case .replace(let offset, let count, let text):
            .object([("kind", .string("replace")), ("offset", .int(offset)), ("count", .int(count)), ("text", VectorValue.json(text))])
        case .submit: .object([("kind", .string("submit"))])
        }
    }

    private static func camera(_ configuration: CameraConfiguration) -> JSONValue? {
        let defaults = CameraConfiguration.default
        var members: [(key: String, value: JSONValue)] = []
        if configuration.pointOfInterest != defaults.pointOfInterest {
            members.append(("pointOfInterest", .object([("x", .int(configuration.pointOfInterest.x)), ("y", .int(configuration.pointOfInterest.y))])))
        }
        if configuration.afterWrite != defaults.afterWrite { members.append(("afterWrite", .string(configuration.afterWrite.rawValue))) }
        if configuration.sightingTimeout != defaults.sightingTimeout { members.append(("sightingTimeout", number(configuration.sightingTimeout))) }
        if configuration.maximumDetectionsPerFrame != defaults.maximumDetectionsPerFrame {
            members.append(("maximumDetectionsPerFrame", .int(configuration.maximumDetectionsPerFrame)))
        }
        if configuration.maximumSightings != defaults.maximumSightings { members.append(("maximumSightings", .int(configuration.maximumSightings))) }
        return members.isEmpty ? nil : .object(members)
    }

    private static func hardware(_ configuration: HardwareConfiguration) -> JSONValue? {
        let defaults = HardwareConfiguration.default
        var members: [(key: String, value: JSONValue)] = []
        if configuration.aimGap != defaults.aimGap { members.append(("aimGap", number(configuration.aimGap))) }
        if configuration.minimumDecodes != defaults.minimumDecodes { members.append(("minimumDecodes", .int(configuration.minimumDecodes))) }
        if configuration.minimumAimDuration != defaults.minimumAimDuration { members.append(("minimumAimDuration", number(configuration.minimumAimDuration))) }
        if configuration.signalRepeatInterval != defaults.signalRepeatInterval {
            members.append(("signalRepeatInterval", configuration.signalRepeatInterval.map(number) ?? .null))
        }
        return members.isEmpty ? nil : .object(members)
    }

    private static func hid(_ configuration: HIDConfiguration) -> JSONValue? {
        let defaults = HIDConfiguration.default
        var members: [(key: String, value: JSONValue)] = []
        if configuration.tabIsTerminator != defaults.tabIsTerminator { members.append(("tabIsTerminator", .bool(configuration.tabIsTerminator))) }
        if let substitute = configuration.fnc1Substitute { members.append(("fnc1Substitute", VectorValue.json(substitute))) }
        if configuration.scanBurst != defaults.scanBurst {
            members.append(("scanBurst", configuration.scanBurst.map { burst in
                .object([("maximumKeyGap", number(burst.maximumKeyGap)), ("minimumLength", .int(burst.minimumLength))])
            } ?? .null))
        }
        if configuration.maximumEntryLength != defaults.maximumEntryLength { members.append(("maximumEntryLength", .int(configuration.maximumEntryLength))) }
        return members.isEmpty ? nil : .object(members)
    }
}
