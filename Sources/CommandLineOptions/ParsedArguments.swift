/// The arguments of one command line, read by its declaration: each option's values as given (or its default), and
/// the positional arguments as raw bytes, so that a value which is not valid UTF-8 reaches the command unchanged.
public struct ParsedArguments: Sendable {
    let declaration: CommandDeclaration
    var given: [String: [String]] = [:]
    public internal(set) var positionals: [[UInt8]] = []

    /// Whether the flag was given.
    public func flag(_ name: String) -> Bool { given[declared(name)] != nil }

    /// The option's value as given, else its declared default, else nil.
    public func value(_ name: String) -> String? {
        given[declared(name)]?.last ?? declaration.option(named: name)?.defaultValue
    }

    /// Every value of a repeated option, in the order given.
    public func values(_ name: String) -> [String] { given[declared(name)] ?? [] }

    /// The value of an option that names a file or folder: never empty.
    public func path(_ name: String) throws(UsageError) -> String? {
        guard let path = value(name) else { return nil }
        guard !path.isEmpty else { throw UsageError("\(name) needs a path; an empty one names no file") }
        return path
    }

    /// The value as a number in `range`.
    public func number(_ name: String, in range: ClosedRange<Double>) throws(UsageError) -> Double? {
        guard let text = value(name) else { return nil }
        guard let number = Double(text), range.contains(number) else {
            throw UsageError("\(name) takes a number from \(range.lowerBound) to \(range.upperBound), got '\(text)'")
        }
        return number
    }

    /// The value as a whole number in `range`.
    public func whole<Whole: FixedWidthInteger>(_ name: String, in range: ClosedRange<Whole>) throws(UsageError) -> Whole? {
        guard let text = value(name) else { return nil }
        guard let number = Whole(text), range.contains(number) else {
            throw UsageError("\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)'")
        }
        return number
    }

    /// A name the command reads but never declared is a bug in the command, not bad usage.
    private func declared(_ name: String) -> String {
        precondition(declaration.option(named: name) != nil, "\(declaration.name) reads \(name), which it does not declare")
        return name
    }
}
