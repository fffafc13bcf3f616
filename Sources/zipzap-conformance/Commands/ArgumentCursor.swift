/// Walks a command's arguments: options (`--name`), their values, and positional arguments, which keep their raw
/// bytes. After `--` every argument is positional, so a value may start with `--`.
struct ArgumentCursor {
    enum Token {
        case option(String)
        case positional([UInt8])
    }

    private let arguments: [[UInt8]]
    private var index = 0
    private var onlyPositionals = false

    init(_ arguments: [[UInt8]]) { self.arguments = arguments }

    mutating func next() -> Token? {
        guard index < arguments.count else { return nil }
        let argument = arguments[index]
        index += 1
        if !onlyPositionals, argument == Array("--".utf8) {
            onlyPositionals = true
            return next()
        }
        if !onlyPositionals, argument.starts(with: Array("--".utf8)) {
            return .option(String(decoding: argument, as: UTF8.self))
        }
        return .positional(argument)
    }

    /// The value of the option just read.
    mutating func value(of option: String) throws(UsageError) -> String {
        guard index < arguments.count else { throw UsageError("\(option) needs a value") }
        index += 1
        return String(decoding: arguments[index - 1], as: UTF8.self)
    }
}
