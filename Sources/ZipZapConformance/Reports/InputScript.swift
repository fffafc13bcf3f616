/// A source vector's input as the event script that replays it (`EventScriptWriter`): what a failure shows, so that
/// a porting engineer can feed the same events to `zipzap-conformance field --source NAME --events FILE` or to their
/// own port's script reader.
enum InputScript {
    /// The heading and the script's lines, indented; nil for a direct or GS1 parser vector. With `limit`, at most that
    /// many lines and then how many more there are.
    static func lines(_ vector: Vector, limit: Int? = nil) -> [String]? {
        guard vector.gs1 == nil, case .source(let events) = vector.input.decoded else { return nil }
        let script = EventScriptWriter.lines(events)
        let shown = limit.map { Array(script.prefix($0)) } ?? script
        let left = script.count - shown.count
        return ["  source \(vector.source.rawValue), as an event script (zipzap-conformance field --source \(vector.source.rawValue) --events FILE):"]
            + shown.map { "    " + HumanReport.clip($0) }
            + (left > 0 ? ["    (and \(left) more; run --reproduce \(vector.id) shows them all)"] : [])
    }
}
