/// A field configuration spelled wrongly on the command line or in a vector: what was given and what is allowed.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
