/// Bad usage: what is wrong, naming the option or argument at fault. The executables print it after the command's
/// name, with the command's help, on standard error, and exit with status 2.
public struct UsageError: Error, Sendable, Equatable {
    public let message: String
    public init(_ message: String) { self.message = message }
}
