import ZipZap

/// One event line of a script, tokenized, with readers for its arguments that name the line in their errors.
struct ScriptLine {
    let number: Int
    let name: String
    /// The arguments after the event name.
    let arguments: [ScriptToken]

    func error(_ message: String) -> EventScriptError { EventScriptError(line: number, message) }

    /// Checks that there are exactly `count` arguments, spelled as `usage`.
    func expectArguments(_ count: Int, usage: String) throws(EventScriptError) {
        guard arguments.count == count else { throw error("'\(name)' takes \(usage)") }
    }

    func word(_ index: Int, _ what: String) throws(EventScriptError) -> (bytes: [UInt8], text: String?) {
        guard index < arguments.count, case .word(let bytes, let text) = arguments[index] else {
            throw error("expected \(what) as argument \(index + 1) of '\(name)'")
        }
        return (bytes, text)
    }

    func timestamp(_ index: Int) throws(EventScriptError) -> Int64 {
        let text = try word(index, "a timestamp").text
        guard let text, let time = Int64(text) else {
            throw error("timestamp '\(text ?? "")' is not a whole number of milliseconds within Int64's range")
        }
        return time
    }

    /// A `set` line's duration: whole milliseconds, named after the setting in the error.
    func duration(_ index: Int) throws(EventScriptError) -> Int64 {
        let text = try word(index, "a duration in milliseconds").text
        guard let text, let milliseconds = Int64(text) else {
            throw error("\(name == "set" ? "set " + (arguments.first?.bareText ?? "") + ": " : "")'\(text ?? "")' is not a duration; "
                + "give whole milliseconds, e.g. 50")
        }
        return milliseconds
    }

    func integer(_ index: Int, _ what: String) throws(EventScriptError) -> Int {
        let text = try word(index, what).text
        guard let text, let value = Int(text) else { throw error("\(what) '\(text ?? "")' is not a whole number") }
        return value
    }

    func value(_ index: Int) throws(EventScriptError) -> [UInt8] { try word(index, "a value").bytes }

    func barcodeType(_ token: ScriptToken) throws(EventScriptError) -> BarcodeType {
        guard let text = token.bareText else { throw error("expected a barcode type (a bare word such as ean13)") }
        do {
            return try ConfigurationSpelling.barcodeType(text)
        } catch {
            throw self.error(error.message)
        }
    }
}
