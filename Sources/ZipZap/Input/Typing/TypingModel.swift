/// The typing source (SPEC C-11): edits change the text, nothing else; a submit runs the text through the field.
public struct TypingModel: SourceModel {
    public private(set) var field: ScanField
    public let configuration: TypingConfiguration
    /// What the field shows: its bound value at first, then the user's edits (SPEC C-11.1).
    public private(set) var text: [UInt8]
    private var inputEvents = InputEventCounter()

    public init(field: ScanField, configuration: TypingConfiguration = .default) {
        self.field = field
        self.configuration = configuration
        text = Array((field.value ?? []).prefix(max(configuration.maximumTextLength, 0)))
    }

    public mutating func handle(_ event: TypingEvent) -> [TraceEvent] {
        var recorder = inputEvents.recorderForNextEvent()
        switch event {
        case .insert(let offset, let inserted): edit(offset: offset, count: 0, with: inserted, recorder: &recorder)
        case .delete(let offset, let count): edit(offset: offset, count: count, with: [], recorder: &recorder)
        case .replace(let offset, let count, let inserted):
            edit(offset: offset, count: count, with: inserted, recorder: &recorder)
        case .submit:
            // The text becomes the written value on acceptance; a rejected text stays for the user to fix.
            if case .accepted(let value, _) = recorder.process(Scan(value: text, type: nil), in: &field) { text = value }
        }
        return recorder.events
    }

    /// Replaces `count` bytes at `offset` by `inserted`, with the range clamped to the text (SPEC C-11.2) and the
    /// inserted bytes cut to what fits (SPEC C-11.3).
    private mutating func edit(offset: Int, count: Int, with inserted: [UInt8], recorder: inout TraceRecorder) {
        let start = min(max(offset, 0), text.count)
        let end = start + min(max(count, 0), text.count - start)
        let room = max(max(configuration.maximumTextLength, 0) - (text.count - (end - start)), 0)
        if inserted.count > room {
            recorder.record(.discard(bytes: Array(inserted[room...]), reason: .overflow))
        }
        text.replaceSubrange(start..<end, with: inserted.prefix(room))
    }
}
