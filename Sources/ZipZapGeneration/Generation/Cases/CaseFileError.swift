import ZipZapVectors
/// A bad line in a case file (`Conformance/cases/`): the file, the 1-based line and what is wrong with it.
public struct CaseFileError: Error, Sendable, Equatable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let message: String

    public init(file: String, line: Int, _ message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String { "\(file):\(line): \(message)" }
}
