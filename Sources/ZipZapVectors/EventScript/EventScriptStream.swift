import ZipZap

/// An event script run as it is read, a line at a time: each event goes to the source model as soon as its line is
/// parsed and its trace events come straight back, so memory does not grow with the script (a 50 MB script of
/// millions of key events runs in a few megabytes). `EventScript.parse` reads the same syntax whole.
public struct EventScriptStream {
    private enum Model {
        case camera(CameraModel), hardware(HardwareModel), hid(HIDModel), typing(TypingModel)
    }

    public let source: EventSource
    private let field: ScanField
    private var settings: [ScriptLine] = []
    private var model: Model?
    /// Whether the last write, reject or ignore so far was a write (`Trace.lastOutcomeIsWrite`).
    public private(set) var lastOutcomeIsWrite = false

    public init(source: EventSource, field: ScanField) {
        self.source = source
        self.field = field
    }

    /// Parses line `number` of the script and runs it; returns the trace events it caused.
    public mutating func feed(_ rawLine: ArraySlice<UInt8>, number: Int) throws(EventScriptError) -> [TraceEvent] {
        let bytes = number == 1 ? TextLines.withoutByteOrderMark(Array(rawLine)) : rawLine
        guard let line = try EventScript.scriptLine(bytes, number: number) else { return [] }
        if line.name == "set" {
            guard model == nil else { throw line.error("'set' lines come before the first event") }
            settings.append(line)
            return []
        }
        if model == nil { model = try start() }
        let events: [TraceEvent]
        switch model! {
        case .camera(var running): events = running.handle(try EventScript.camera(line)); model = .camera(running)
        case .hardware(var running): events = running.handle(try EventScript.hardware(line)); model = .hardware(running)
        case .hid(var running): events = running.handle(try EventScript.hid(line)); model = .hid(running)
        case .typing(var running): events = running.handle(try EventScript.typing(line)); model = .typing(running)
        }
        for event in events {
            switch event.action {
            case .write: lastOutcomeIsWrite = true
            case .reject, .ignore: lastOutcomeIsWrite = false
            case .mark, .stop, .signal, .discard: break
            }
        }
        return events
    }

    /// Ends the script: checks the settings of a script that had no event, and gives the field's final value.
    public mutating func finish() throws(EventScriptError) -> [UInt8]? {
        if model == nil { model = try start() }
        switch model! {
        case .camera(let running): return running.field.value
        case .hardware(let running): return running.field.value
        case .hid(let running): return running.field.value
        case .typing(let running): return running.field.value
        }
    }

    private func start() throws(EventScriptError) -> Model {
        let settings = settings[...]
        switch source {
        case .camera: return .camera(CameraModel(field: field, configuration: try EventScript.configured(.default, settings, ScriptSettings.apply)))
        case .hardware: return .hardware(HardwareModel(field: field, configuration: try EventScript.configured(.default, settings, ScriptSettings.apply)))
        case .hid: return .hid(HIDModel(field: field, configuration: try EventScript.configured(.default, settings, ScriptSettings.apply)))
        case .typing: return .typing(TypingModel(field: field, configuration: try EventScript.configured(.default, settings, ScriptSettings.apply)))
        }
    }
}
