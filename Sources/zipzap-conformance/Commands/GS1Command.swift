import ZipZap
import ZipZapConformance

/// `zipzap-conformance gs1 INPUT | - | --list-ais`: parses GS1 data and prints `OK (bracketed form)` or
/// `ERROR message` for each input. Exit status 0 when every input was OK, 1 otherwise, 2 on bad usage.
enum GS1Command {
    static let usage = """
        usage: zipzap-conformance gs1 [SWITCH...] INPUT  parse one input
               zipzap-conformance gs1 [SWITCH...] -      parse one input per line of standard input (a GS byte is FNC1)
               zipzap-conformance gs1 --list-ais         the AI table, one AI a line: AI, tab, title, tab, format
               zipzap-conformance gs1 --compare-dictionary FILE
                 every difference between a GS1 Barcode Syntax Dictionary file and the AI table, one a line:
                 AI, field, ours, theirs (tab-separated); exit 0 when none, 1 when some, 2 for a bad file
        \(GS1CheckSwitches.usage)
          the form is detected: '(' bracketed, ']' scan data with an AIM identifier, http(s):// Digital Link,
          anything else (a leading '^' or GS among them) unbracketed; prints 'OK (01)...' or 'ERROR message'
        """

    static func run(_ arguments: [[UInt8]]) -> Int32 {
        if arguments.first == Array("--compare-dictionary".utf8) {
            guard arguments.count == 2 else {
                printError("zipzap-conformance gs1: --compare-dictionary needs exactly one FILE\n\(usage)")
                return 2
            }
            return GS1CompareDictionaryCommand.run(String(decoding: arguments[1], as: UTF8.self))
        }
        // `--` ends the options: what follows is the INPUT itself, even when it starts with `-`.
        if let end = arguments.firstIndex(of: Array("--".utf8)) {
            let (relaxed, rest) = GS1CheckSwitches.split(Array(arguments[..<end]))
            let inputs = arguments[(end + 1)...]
            guard rest.isEmpty, inputs.count == 1, let input = inputs.first else {
                printError("zipzap-conformance gs1: give [SWITCH...] -- INPUT, exactly one INPUT after '--'\n\(usage)")
                return 2
            }
            return report(input, GS1Options(relaxing: relaxed)) ? 0 : 1
        }
        let (relaxed, rest) = GS1CheckSwitches.split(arguments)
        let options = GS1Options(relaxing: relaxed)
        if rest.count > 1, let option = rest.first, option.starts(with: Array("--".utf8)) {
            return unknownOption(String(decoding: option, as: UTF8.self))
        }
        guard rest.count == 1, let argument = rest.first else {
            printError("zipzap-conformance gs1: give exactly one INPUT, '-' or '--list-ais'\n\(usage)")
            return 2
        }
        switch String(decoding: argument, as: UTF8.self) {
        case "--list-ais":
            for definition in GS1AITable.current.definitions {
                print("\(definition.ai)\t\(definition.title)\t\(definition.specification)")
            }
            return 0
        case "-":
            var allValid = true
            var lines = InputLines(descriptor: 0)
            var number = 0
            var output = OutputLine()
            while let line = lines.next() {
                number += 1
                // A byte order mark an editor put before the first line is not GS1 data.
                let input = number == 1 ? Array(TextLines.withoutByteOrderMark(line)) : line
                allValid = report(input, options, to: &output) && allValid
            }
            output.flush()
            return allValid ? 0 : 1
        case let text where text.hasPrefix("--"):
            return unknownOption(text)
        default:
            return report(argument, options) ? 0 : 1
        }
    }

    private static func unknownOption(_ text: String) -> Int32 {
        printError("zipzap-conformance gs1: unknown option '\(text)'\n\(usage)")
        return 2
    }

    /// Prints one input's outcome; true when it was valid. The line is put together as bytes and written in one
    /// call: `gs1 -` reads inputs by the thousand.
    private static func report(_ input: [UInt8], _ options: GS1Options, to output: inout OutputLine) -> Bool {
        let valid: Bool
        switch GS1.parse(input, options: options) {
        case .success(let elements):
            output.bytes.append(contentsOf: "OK ".utf8)
            elements.appendBracketed(to: &output.bytes)
            valid = true
        case .failure(let error):
            output.bytes.append(contentsOf: "ERROR ".utf8)
            output.bytes.append(contentsOf: error.message.utf8)
            valid = false
        }
        output.end()
        return valid
    }

    private static func report(_ input: [UInt8], _ options: GS1Options) -> Bool {
        var output = OutputLine()
        defer { output.flush() }
        return report(input, options, to: &output)
    }
}
