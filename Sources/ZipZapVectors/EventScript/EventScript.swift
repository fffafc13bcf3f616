import ZipZap

/// Event scripts: the text form of a source's input events, one event a line (Docs/event-scripts.md).
///
///     # camera                          (a line whose first non-blank character is # is a comment)
///     set afterWrite keepScanning       (settings first: the source's configuration, see ScriptSettings)
///     frame 100 [ean13 4006381333931 @0.5,0.5] [qr "HELLO WORLD" @0.1,0.2]
///     frame 133                         (a frame without detections; a detection without @X,Y is at the center)
///     start 200                         (open the camera again after it stopped)
///     # ZipZap hardware
///     decode 120 ean13 4006381333931
///     # HID: named keys enter (CR), lf, tab, gs, or a value of one or more bytes
///     key 10 4
///     key 11 enter
///     key 12 "0109501101530008\x1D10ABC\r"
///     # typing: byte offsets and counts
///     insert 0 "abc"
///     delete 1 1
///     replace 0 2 "xy"
///     submit
///
/// Times are whole milliseconds (Int64). Values are bare words or `"quoted"` words; in both a backslash escapes
/// `\\ \" \r \n \t \xHH \u{H...}`, so a value can carry any byte. Positions are fractions of the view (`ViewPoint`).
/// Blank lines are skipped; a CR before the LF that ends a line is dropped, and so is a leading byte order mark.
public enum EventScript {
    public static func parse(_ script: [UInt8], source: EventSource) throws(EventScriptError) -> SourceEvents {
        let lines = try eventLines(script)
        let settings = lines.prefix { $0.name == "set" }
        let events = lines.dropFirst(settings.count)
        if let misplaced = events.first(where: { $0.name == "set" }) {
            throw misplaced.error("'set' lines come before the first event")
        }
        switch source {
        case .camera: return .camera(try configured(.default, settings, ScriptSettings.apply), try events.map(camera))
        case .hardware: return .hardware(try configured(.default, settings, ScriptSettings.apply), try events.map(hardware))
        case .hid: return .hid(try configured(.default, settings, ScriptSettings.apply), try events.map(hid))
        case .typing: return .typing(try configured(.default, settings, ScriptSettings.apply), try events.map(typing))
        }
    }

    static func configured<Configuration>(
        _ configuration: Configuration, _ settings: ArraySlice<ScriptLine>,
        _ apply: (ScriptLine, inout Configuration) throws(EventScriptError) -> Void
    ) throws(EventScriptError) -> Configuration {
        var configuration = configuration
        for line in settings { try apply(line, &configuration) }
        return configuration
    }

    /// The source each event name belongs to.
    static let sourceOfEvent: [String: EventSource?] = [
        "set": nil,
        "frame": .camera, "start": .camera, "decode": .hardware, "key": .hid,
        "insert": .typing, "delete": .typing, "replace": .typing, "submit": .typing,
    ]

    private static func eventLines(_ script: [UInt8]) throws(EventScriptError) -> [ScriptLine] {
        var result: [ScriptLine] = []
        for (offset, rawLine) in TextLines.withoutByteOrderMark(script).split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            if let line = try scriptLine(rawLine, number: offset + 1) { result.append(line) }
        }
        return result
    }

    /// One line of a script (a CR before its end dropped), or nil for a blank line or a comment.
    static func scriptLine(_ rawLine: ArraySlice<UInt8>, number: Int) throws(EventScriptError) -> ScriptLine? {
        let line = rawLine.last == 0x0D ? rawLine.dropLast() : rawLine
        let firstVisible = line.first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
        guard let firstVisible, firstVisible != UInt8(ascii: "#") else { return nil }
        let tokens = try ScriptLexer.tokens(of: line, lineNumber: number)
        guard let name = tokens.first?.bareText, sourceOfEvent[name] != nil else {
            let word = tokens.first?.bareText.map { "'\($0)'" } ?? "(a line must start with an event's name)"
            throw EventScriptError(line: number, "unknown event \(word); events: \(sourceOfEvent.keys.sorted().joined(separator: ", "))")
        }
        return ScriptLine(number: number, name: name, arguments: Array(tokens.dropFirst()))
    }

    private static func checkSource(_ line: ScriptLine, _ source: EventSource) throws(EventScriptError) {
        guard let owner = sourceOfEvent[line.name] ?? nil, owner != source else { return }
        throw line.error("'\(line.name)' is a \(owner.rawValue) event, but the source is \(source.rawValue)")
    }

    static func camera(_ line: ScriptLine) throws(EventScriptError) -> CameraEvent {
        try checkSource(line, .camera)
        if line.name == "start" {
            try line.expectArguments(1, usage: "one argument: start TIME")
            return .start(time: try line.timestamp(0))
        }
        let time = try line.timestamp(0)
        var detections: [Detection] = []
        var rest = line.arguments.dropFirst()
        while let open = rest.first {
            guard open == .open, let close = rest.firstIndex(of: .close) else {
                throw line.error("a detection is written [TYPE VALUE] or [TYPE VALUE @X,Y]")
            }
            detections.append(try detection(Array(rest[rest.index(after: rest.startIndex)..<close]), line))
            rest = rest[rest.index(after: close)...]
        }
        return .frame(time: time, detections: detections)
    }

    private static func detection(_ items: [ScriptToken], _ line: ScriptLine) throws(EventScriptError) -> Detection {
        guard items.count == 2 || items.count == 3, case .word(let value, _) = items[1] else {
            throw line.error("a detection is written [TYPE VALUE] or [TYPE VALUE @X,Y]")
        }
        var position = ViewPoint.center
        if items.count == 3 {
            guard let text = items[2].bareText, text.first == "@", let point = ViewPointSpelling.parse(text.dropFirst()) else {
                throw line.error("a position is written @X,Y with X and Y fractions of the view, e.g. @0.5,0.25")
            }
            position = point
        }
        return Detection(value: value, type: try line.barcodeType(items[0]), position: position)
    }

    static func hardware(_ line: ScriptLine) throws(EventScriptError) -> HardwareEvent {
        try checkSource(line, .hardware)
        try line.expectArguments(3, usage: "three arguments: decode TIME TYPE VALUE")
        return .decode(time: try line.timestamp(0), value: try line.value(2), type: try line.barcodeType(line.arguments[1]))
    }

    /// Names of keys a bare word may use; quote a value to send these letters themselves.
    static let namedKeys: [String: [UInt8]] = ["enter": [0x0D], "lf": [0x0A], "tab": [0x09], "gs": [0x1D]]

    static func hid(_ line: ScriptLine) throws(EventScriptError) -> HIDEvent {
        try checkSource(line, .hid)
        try line.expectArguments(2, usage: "two arguments: key TIME KEYS (enter, lf, tab, gs or a value)")
        let (bytes, text) = try line.word(1, "keys")
        return .keys(time: try line.timestamp(0), bytes: text.flatMap { namedKeys[$0] } ?? bytes)
    }

    static func typing(_ line: ScriptLine) throws(EventScriptError) -> TypingEvent {
        try checkSource(line, .typing)
        switch line.name {
        case "insert":
            try line.expectArguments(2, usage: "two arguments: insert OFFSET TEXT")
            return .insert(offset: try line.integer(0, "offset"), text: try line.value(1))
        case "delete":
            try line.expectArguments(2, usage: "two arguments: delete OFFSET COUNT")
            return .delete(offset: try line.integer(0, "offset"), count: try line.integer(1, "count"))
        case "replace":
            try line.expectArguments(3, usage: "three arguments: replace OFFSET COUNT TEXT")
            return .replace(offset: try line.integer(0, "offset"), count: try line.integer(1, "count"), text: try line.value(2))
        default:
            try line.expectArguments(0, usage: "no argument")
            return .submit
        }
    }
}
