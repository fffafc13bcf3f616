/// Reading a command line by its declaration (README, "Options"):
/// - an argument that starts with `-` (but `-` alone, standard input) is an option, `--name VALUE` or `--name=VALUE`;
/// - a value option takes the next argument, unless it is itself an option: `--adapter -h` is refused (the user
///   most likely forgot the value), `--adapter=-h` gives a value that starts with `-`;
/// - `-h` or `--help` (or a standalone flag such as `--version`) wherever an option may stand answers by itself,
///   unless an error came before it;
/// - after `--` every argument is positional.
extension CommandDeclaration {
    public enum Outcome: Sendable {
        case help
        /// A standalone flag, by name.
        case standalone(String)
        case arguments(ParsedArguments)
    }

    public func parse(_ arguments: [[UInt8]]) throws(UsageError) -> Outcome {
        var parsed = ParsedArguments(declaration: self)
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if !onlyPositionals, argument == Array("--".utf8) {
                onlyPositionals = true
                continue
            }
            guard !onlyPositionals, Self.isOption(argument) else {
                try acceptPositional(argument, into: &parsed)
                continue
            }
            let text = String(decoding: argument, as: UTF8.self)
            let equals = text.firstIndex(of: "=")
            let name = equals.map { String(text[..<$0]) } ?? text
            if equals == nil, Self.helpNames.contains(name) { return .help }
            guard let option = option(named: name) else { throw UsageError("unknown option '\(name)'") }
            if option.kind == .standalone, equals == nil { return .standalone(name) }
            guard option.kind != .flag && option.kind != .standalone else {
                guard equals == nil else { throw UsageError("\(name) takes no value, got '\(text)'") }
                parsed.given[name] = []
                continue
            }
            let value: String
            if let equals {
                value = String(text[text.index(after: equals)...])
            } else {
                guard index < arguments.count else { throw UsageError("\(name) needs a value") }
                let next = arguments[index]
                guard !Self.isOption(next) else {
                    let shown = String(decoding: next, as: UTF8.self)
                    throw UsageError("\(name) needs a value; '\(shown)' is an option (for a value that starts with '-', write \(name)=\(shown))")
                }
                index += 1
                value = String(decoding: next, as: UTF8.self)
            }
            if case .value = option.kind, parsed.given[name] != nil { throw UsageError("\(name) is given twice; give it once") }
            parsed.given[name, default: []].append(value)
        }
        for option in options where option.isRequired {
            if parsed.given[option.name] == nil { throw UsageError("\(option.name) is required") }
        }
        for (position, positional) in positionals.enumerated() where positional.required && parsed.positionals.count <= position {
            throw UsageError("no \(positional.name) given")
        }
        return .arguments(parsed)
    }

    private func acceptPositional(_ argument: [UInt8], into parsed: inout ParsedArguments) throws(UsageError) {
        let shown = String(decoding: argument, as: UTF8.self)
        if positionals.last?.repeats != true, parsed.positionals.count == positionals.count {
            switch positionals.count {
            case 0: throw UsageError("unexpected argument '\(shown)'")
            case 1: throw UsageError("unexpected argument '\(shown)': more than one \(positionals[0].name) given")
            default:
                throw UsageError("unexpected argument '\(shown)': \(positionals.map(\.name).joined(separator: " and ")) are given already")
            }
        }
        parsed.positionals.append(argument)
    }

    private static func isOption(_ argument: [UInt8]) -> Bool { argument.count > 1 && argument.first == UInt8(ascii: "-") }
}
