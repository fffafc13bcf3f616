/// One token of an event-script line (see `EventScript` for the syntax).
package enum ScriptToken: Equatable {
    /// A word: bare (`text` as written, escapes resolved into `bytes`) or quoted (`text` is nil).
    case word(bytes: [UInt8], text: String?)
    /// `[`, opening a detection.
    case open
    /// `]`, closing a detection.
    case close

    /// The word's text when it was written bare, e.g. a keyword or a number.
    package var bareText: String? {
        if case .word(_, let text) = self { return text }
        return nil
    }
}
