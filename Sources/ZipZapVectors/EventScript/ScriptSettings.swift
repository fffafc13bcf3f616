import ZipZap

/// `set NAME VALUE` lines: the source's configuration, named after its properties (Docs/event-scripts.md), e.g.
/// `set afterWrite keepScanning`, `set signalRepeatInterval none`, `set fnc1Substitute "^]"`, `set scanBurst none`.
enum ScriptSettings {
    static func apply(_ line: ScriptLine, to configuration: inout CameraConfiguration) throws(EventScriptError) {
        switch try line.settingName() {
        case "pointOfInterest":
            guard let text = try line.word(1, "a position").text, let point = ViewPointSpelling.parse(text[...]) else {
                throw line.error("pointOfInterest is written X,Y with fractions of the view, e.g. 0.5,0.5")
            }
            configuration.pointOfInterest = point
        case "afterWrite":
            let text = try line.word(1, "stop or keepScanning").text ?? ""
            guard let afterWrite = CameraConfiguration.AfterWrite(rawValue: text) else {
                throw line.error("afterWrite is stop or keepScanning, not '\(text)'")
            }
            configuration.afterWrite = afterWrite
        case "sightingTimeout": configuration.sightingTimeout = try line.duration(1)
        case "maximumDetectionsPerFrame": configuration.maximumDetectionsPerFrame = try line.integer(1, "a count")
        case "maximumSightings": configuration.maximumSightings = try line.integer(1, "a count")
        default: throw unknown(line, "pointOfInterest, afterWrite, sightingTimeout, maximumDetectionsPerFrame, maximumSightings")
        }
    }

    static func apply(_ line: ScriptLine, to configuration: inout HardwareConfiguration) throws(EventScriptError) {
        switch try line.settingName() {
        case "aimGap": configuration.aimGap = try line.duration(1)
        case "minimumDecodes": configuration.minimumDecodes = try line.integer(1, "a count")
        case "minimumAimDuration": configuration.minimumAimDuration = try line.duration(1)
        case "signalRepeatInterval":
            configuration.signalRepeatInterval = try line.isNone(1) ? nil : line.timestamp(1)
        default: throw unknown(line, "aimGap, minimumDecodes, minimumAimDuration, signalRepeatInterval")
        }
    }

    static func apply(_ line: ScriptLine, to configuration: inout HIDConfiguration) throws(EventScriptError) {
        switch try line.settingName() {
        case "tabIsTerminator":
            let text = try line.word(1, "true or false").text
            guard let flag = text.flatMap(Bool.init) else { throw line.error("tabIsTerminator is true or false") }
            configuration.tabIsTerminator = flag
        case "fnc1Substitute": configuration.fnc1Substitute = try line.isNone(1) ? nil : line.value(1)
        case "scanBurst":
            guard try line.isNone(1) else { throw line.error("scanBurst takes none; set maximumKeyGap or minimumBurstLength instead") }
            configuration.scanBurst = nil
        case "maximumKeyGap":
            configuration.scanBurst = configuration.scanBurst ?? .init()
            configuration.scanBurst?.maximumKeyGap = try line.duration(1)
        case "minimumBurstLength":
            configuration.scanBurst = configuration.scanBurst ?? .init()
            configuration.scanBurst?.minimumLength = try line.integer(1, "a count")
        case "maximumEntryLength": configuration.maximumEntryLength = try line.integer(1, "a count")
        default:
            throw unknown(line, "tabIsTerminator, fnc1Substitute, scanBurst, maximumKeyGap, minimumBurstLength, maximumEntryLength")
        }
    }

    static func apply(_ line: ScriptLine, to configuration: inout TypingConfiguration) throws(EventScriptError) {
        switch try line.settingName() {
        case "maximumTextLength": configuration.maximumTextLength = try line.integer(1, "a count")
        default: throw unknown(line, "maximumTextLength")
        }
    }

    private static func unknown(_ line: ScriptLine, _ known: String) -> EventScriptError {
        line.error("unknown setting '\(line.arguments.first?.bareText ?? "")'; settings of this source: \(known)")
    }
}

extension ScriptLine {
    /// The NAME of `set NAME VALUE`, once the line is checked to have both.
    fileprivate func settingName() throws(EventScriptError) -> String {
        try expectArguments(2, usage: "two arguments: set NAME VALUE")
        guard let name = arguments[0].bareText else { throw error("a setting's name is a bare word") }
        return name
    }

    /// Whether the argument is the bare word `none`.
    fileprivate func isNone(_ index: Int) throws(EventScriptError) -> Bool { try word(index, "a value").text == "none" }
}
