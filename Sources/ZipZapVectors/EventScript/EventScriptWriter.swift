import ZipZap

/// Typed source events as an event script (Docs/event-scripts.md), the inverse of `EventScript.parse`: `set` lines
/// for the settings that differ from the source's defaults, then one line per event. Values are bare when that is
/// unambiguous and quoted with `TraceText.quoted`'s escapes otherwise, so any bytes read back as they were.
public enum EventScriptWriter {
    public static func lines(_ events: SourceEvents) -> [String] {
        switch events {
        case .camera(let configuration, let events): settings(configuration) + events.map(line)
        case .hardware(let configuration, let events): settings(configuration) + events.map(line)
        case .hid(let configuration, let events): settings(configuration) + events.map(line)
        case .typing(let configuration, let events): settings(configuration) + events.map(line)
        }
    }

    /// The whole script, each line ended by LF.
    public static func script(_ events: SourceEvents) -> String {
        lines(events).map { $0 + "\n" }.joined()
    }

    static func line(_ event: CameraEvent) -> String {
        switch event {
        case .start(let time): return "start \(time)"
        case .frame(let time, let detections):
            return (["frame \(time)"] + detections.map { detection in
                let position = detection.position == .center ? "" : " @" + ViewPointSpelling.format(detection.position)
                return "[\(detection.type.rawValue) \(word(detection.value))\(position)]"
            }).joined(separator: " ")
        }
    }

    static func line(_ event: HardwareEvent) -> String {
        switch event {
        case .decode(let time, let value, let type): "decode \(time) \(type.rawValue) \(word(value))"
        }
    }

    static func line(_ event: HIDEvent) -> String {
        switch event {
        case .keys(let time, let bytes): "key \(time) \(keyNames[bytes] ?? word(bytes))"
        }
    }

    static func line(_ event: TypingEvent) -> String {
        switch event {
        case .insert(let offset, let text): "insert \(offset) \(word(text))"
        case .delete(let offset, let count): "delete \(offset) \(count)"
        case .replace(let offset, let count, let text): "replace \(offset) \(count) \(word(text))"
        case .submit: "submit"
        }
    }

    private static let keyNames: [[UInt8]: String] = Dictionary(uniqueKeysWithValues: EventScript.namedKeys.map { ($1, $0) })

    /// Words a reader gives a meaning of their own (`none` in settings, the key names), always quoted as values.
    private static let reservedWords: Set<[UInt8]> = Set(EventScript.namedKeys.keys.map { Array($0.utf8) } + [Array("none".utf8)])

    /// A value as one word: bare when it is printable ASCII without a blank, quote, backslash or bracket and not a
    /// reserved word; quoted otherwise.
    static func word(_ value: [UInt8]) -> String {
        let bare = !value.isEmpty && !reservedWords.contains(value) && value.allSatisfy { byte in
            (0x21...0x7E).contains(byte) && !"\"\\[]".utf8.contains(byte)
        }
        return bare ? String(decoding: value, as: UTF8.self) : TraceText.quoted(value)
    }

    static func settings(_ configuration: CameraConfiguration) -> [String] {
        let defaults = CameraConfiguration.default
        var lines: [String] = []
        if configuration.pointOfInterest != defaults.pointOfInterest {
            lines.append("set pointOfInterest " + ViewPointSpelling.format(configuration.pointOfInterest))
        }
        if configuration.afterWrite != defaults.afterWrite { lines.append("set afterWrite \(configuration.afterWrite.rawValue)") }
        if configuration.sightingTimeout != defaults.sightingTimeout { lines.append("set sightingTimeout \(configuration.sightingTimeout)") }
        if configuration.maximumDetectionsPerFrame != defaults.maximumDetectionsPerFrame {
            lines.append("set maximumDetectionsPerFrame \(configuration.maximumDetectionsPerFrame)")
        }
        if configuration.maximumSightings != defaults.maximumSightings { lines.append("set maximumSightings \(configuration.maximumSightings)") }
        return lines
    }

    static func settings(_ configuration: HardwareConfiguration) -> [String] {
        let defaults = HardwareConfiguration.default
        var lines: [String] = []
        if configuration.aimGap != defaults.aimGap { lines.append("set aimGap \(configuration.aimGap)") }
        if configuration.minimumDecodes != defaults.minimumDecodes { lines.append("set minimumDecodes \(configuration.minimumDecodes)") }
        if configuration.minimumAimDuration != defaults.minimumAimDuration { lines.append("set minimumAimDuration \(configuration.minimumAimDuration)") }
        if configuration.signalRepeatInterval != defaults.signalRepeatInterval {
            lines.append("set signalRepeatInterval " + (configuration.signalRepeatInterval.map(String.init) ?? "none"))
        }
        return lines
    }

    static func settings(_ configuration: HIDConfiguration) -> [String] {
        let defaults = HIDConfiguration.default
        var lines: [String] = []
        if configuration.tabIsTerminator != defaults.tabIsTerminator { lines.append("set tabIsTerminator \(configuration.tabIsTerminator)") }
        if configuration.fnc1Substitute != defaults.fnc1Substitute {
            lines.append("set fnc1Substitute " + (configuration.fnc1Substitute.map(word) ?? "none"))
        }
        if configuration.scanBurst != defaults.scanBurst {
            if let burst = configuration.scanBurst {
                // The reader starts a burst from the default one (`ScanBurst()`) and sets the members named.
                let base = HIDConfiguration.ScanBurst()
                if burst.maximumKeyGap != base.maximumKeyGap || burst == base { lines.append("set maximumKeyGap \(burst.maximumKeyGap)") }
                if burst.minimumLength != base.minimumLength { lines.append("set minimumBurstLength \(burst.minimumLength)") }
            } else {
                lines.append("set scanBurst none")
            }
        }
        if configuration.maximumEntryLength != defaults.maximumEntryLength { lines.append("set maximumEntryLength \(configuration.maximumEntryLength)") }
        return lines
    }

    static func settings(_ configuration: TypingConfiguration) -> [String] {
        configuration.maximumTextLength == TypingConfiguration.default.maximumTextLength ? []
            : ["set maximumTextLength \(configuration.maximumTextLength)"]
    }
}
