import CommandLineOptions
import ZipZap
import ZipZapConformance

/// `zipzap-conformance gs1 INPUT | - | --list-ais | --compare-dictionary FILE`: parses GS1 data and prints `OK (bracketed form)` or
/// `ERROR message` for each input. Exit status 0 when every input was OK, 1 otherwise, 2 on bad usage.
enum GS1Command {
    static let declaration = CommandDeclaration(
        "zipzap-conformance gs1",
        about: [
            "the form is detected: '(' bracketed, ']' scan data with an AIM identifier, http(s):// Digital Link,",
            "anything else (a leading '^' or GS among them) unbracketed; prints 'OK (01)...' or 'ERROR message'",
        ],
        positionals: [PositionalDeclaration("INPUT", help: "one input to parse; '-': one input per line of standard input (a GS byte is FNC1)")],
        options: GS1CheckSwitches.options + [
            .flag("--list-ais", help: "the AI table instead, one AI a line: AI, tab, title, tab, format"),
            .value("--compare-dictionary", "FILE", help: "instead, every difference between a GS1 Barcode Syntax Dictionary file and "
                + "the AI table, one a line: AI, field, ours, theirs (tab-separated); exit 0 when none, 1 when some, 2 for a bad file"),
        ],
        notes: ["exit status: 0 every input was OK, 1 some was not, 2 usage"])

    static func run(_ arguments: ParsedArguments) throws(UsageError) -> Int32 {
        let relaxed = GS1CheckSwitches.relaxations(arguments)
        let listAIs = arguments.flag("--list-ais")
        if let file = try arguments.path("--compare-dictionary") {
            guard arguments.positionals.isEmpty, relaxed.isEmpty, !listAIs else {
                throw UsageError("--compare-dictionary takes one FILE and nothing else")
            }
            return GS1CompareDictionaryCommand.run(file)
        }
        if listAIs {
            guard arguments.positionals.isEmpty, relaxed.isEmpty else { throw UsageError("--list-ais takes nothing else") }
            for definition in GS1AITable.current.definitions {
                print("\(definition.ai)\t\(definition.title)\t\(definition.specification)")
            }
            return 0
        }
        guard let argument = arguments.positionals.first else { throw UsageError("give exactly one INPUT, '-' or '--list-ais'") }
        let options = GS1Options(relaxing: relaxed)
        switch String(decoding: argument, as: UTF8.self) {
        case "-":
            var allValid = true
            var lines = InputLines(descriptor: 0)
            var number = 0
            var output = OutputLine()
            var line: [UInt8] = []
            while lines.next(into: &line) {
                number += 1
                // A byte order mark an editor put before the first line is not GS1 data.
                let input = number == 1 ? Array(TextLines.withoutByteOrderMark(line)) : line
                allValid = report(input, options, to: &output) && allValid
            }
            output.flush()
            return allValid ? 0 : 1
        default:
            return report(argument, options) ? 0 : 1
        }
    }

    /// Prints one input's outcome; true when it was valid. The line is put together as bytes and written in one
    /// call: `gs1 -` reads inputs by the thousand.
    private static func report(_ input: [UInt8], _ options: GS1Options, to output: inout OutputLine) -> Bool {
        let valid: Bool
        switch GS1.parse(input, options: options) {
        case .success(let elements):
            output.append("OK ")
            elements.appendBracketed(to: &output.bytes)
            valid = true
        case .failure(let error):
            output.append("ERROR ")
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
