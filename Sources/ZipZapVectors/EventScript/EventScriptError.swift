/// A bad line in an event script: its 1-based number and what is wrong with it.
public struct EventScriptError: Error, Sendable, Equatable, CustomStringConvertible {
    public let line: Int
    public let message: String

    public init(line: Int, _ message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { "line \(line): \(message)" }
}
