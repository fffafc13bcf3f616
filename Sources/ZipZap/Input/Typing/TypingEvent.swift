/// An input event of the typing model: an edit of the field's text, or a submit. Offsets and counts are in bytes
/// of the text (SPEC C-11.2). Typing has no timing: nothing in it depends on time.
public enum TypingEvent: Sendable, Hashable {
    /// `text` inserted before the byte at `offset`.
    case insert(offset: Int, text: [UInt8])
    /// `count` bytes removed from `offset` on.
    case delete(offset: Int, count: Int)
    /// `count` bytes from `offset` on replaced by `text`.
    case replace(offset: Int, count: Int, text: [UInt8])
    /// The user submits the field (Return, Done, leaving the field).
    case submit

    public static func insert(offset: Int, _ text: String) -> TypingEvent { .insert(offset: offset, text: Array(text.utf8)) }
}
