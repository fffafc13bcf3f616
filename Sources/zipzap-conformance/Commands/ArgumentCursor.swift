/// Walks a command's arguments: options (`--name`, `--name value` or `--name=value`), their values, and positional
/// arguments, which keep their raw bytes. An argument starting with `-` (but `-` alone, which names standard input)
/// is an option, as swift-argument-parser reads them; after `--` every argument is positional, so a value may start
/// with `-`.
struct ArgumentCursor {
    enum Token {
        case option(String)
        case positional([UInt8])
    }

    private let arguments: [[UInt8]]
    private var index = 0
    private var onlyPositionals = false
    /// The value written after `=` in the option just read, with the argument as given.
    private var inlineValue: (value: String, argument: String)?
    private var optionsGiven = Set<String>()

    init(_ arguments: [[UInt8]]) { self.arguments = arguments }

    mutating func next() -> Token? {
        if let unread = inlineValue {
            // The option took no value: hand the whole argument back, so the command names it as unknown.
            inlineValue = nil
            return .option(unread.argument)
        }
        guard index < arguments.count else { return nil }
        let argument = arguments[index]
        index += 1
        if !onlyPositionals, argument == Array("--".utf8) {
            onlyPositionals = true
            return next()
        }
        if !onlyPositionals, argument.count > 1, argument.first == UInt8(ascii: "-") {
            let text = String(decoding: argument, as: UTF8.self)
            if let equals = text.firstIndex(of: "=") {
                inlineValue = (String(text[text.index(after: equals)...]), text)
                return .option(String(text[..<equals]))
            }
            return .option(text)
        }
        return .positional(argument)
    }

    /// The value of an option that may be given once.
    mutating func value(of option: String) throws(UsageError) -> String {
        guard optionsGiven.insert(option).inserted else { throw UsageError("\(option) is given twice; give it once") }
        return try nextValue(of: option)
    }

    /// The value of an option that may be given once, a number in `range`.
    mutating func number(of option: String, in range: ClosedRange<Double>) throws(UsageError) -> Double {
        let text = try value(of: option)
        guard let value = Double(text), range.contains(value) else {
            throw UsageError("\(option) takes a number from \(range.lowerBound) to \(range.upperBound), got '\(text)'")
        }
        return value
    }

    /// The value of an option that may be given once, a whole number in `range`.
    mutating func whole(of option: String, in range: ClosedRange<Int>) throws(UsageError) -> Int {
        let text = try value(of: option)
        guard let value = Int(text), range.contains(value) else {
            throw UsageError("\(option) takes a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)'")
        }
        return value
    }

    /// The value of an option that may be repeated (a selection, a rule).
    mutating func repeatedValue(of option: String) throws(UsageError) -> String { try nextValue(of: option) }

    /// The value of an option that names a file or folder: never empty.
    mutating func path(of option: String) throws(UsageError) -> String {
        let path = try value(of: option)
        guard !path.isEmpty else { throw UsageError("\(option) needs a path; an empty one names no file") }
        return path
    }

    private mutating func nextValue(of option: String) throws(UsageError) -> String {
        if let inline = inlineValue {
            inlineValue = nil
            return inline.value
        }
        guard index < arguments.count else { throw UsageError("\(option) needs a value") }
        index += 1
        return String(decoding: arguments[index - 1], as: UTF8.self)
    }
}
