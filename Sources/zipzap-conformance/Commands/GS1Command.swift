#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ZipZap

/// `zipzap-conformance gs1 INPUT | - | --list-ais`: parses GS1 data and prints `OK (bracketed form)` or
/// `ERROR message` for each input. Exit status 0 when every input was OK, 1 otherwise, 2 on bad usage.
enum GS1Command {
    static let usage = """
        usage: zipzap-conformance gs1 INPUT       parse one input
               zipzap-conformance gs1 -           parse one input per line of standard input (a GS byte is FNC1)
               zipzap-conformance gs1 --list-ais  the AI table, one AI a line: AI, tab, title, tab, format
          the form is detected: '(' bracketed, ']' scan data with an AIM identifier, http(s):// Digital Link,
          anything else (a leading '^' or GS among them) unbracketed; prints 'OK (01)...' or 'ERROR message'
        """

    static func run(_ arguments: [[UInt8]]) -> Int32 {
        guard arguments.count == 1, let argument = arguments.first else {
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
            var lines = StandardInputLines()
            while let line = lines.next() { allValid = report(line) && allValid }
            return allValid ? 0 : 1
        case let text where text.hasPrefix("--"):
            printError("zipzap-conformance gs1: unknown option '\(text)'\n\(usage)")
            return 2
        default:
            return report(argument) ? 0 : 1
        }
    }

    /// Prints one input's outcome; true when it was valid.
    private static func report(_ input: [UInt8]) -> Bool {
        switch GS1.parse(input) {
        case .success(let elements):
            print("OK \(elements.bracketed)")
            return true
        case .failure(let error):
            print("ERROR \(error.message)")
            return false
        }
    }
}

/// Standard input split into lines as raw bytes (a trailing CR dropped), so invalid UTF-8 reaches the parser as it
/// was sent.
struct StandardInputLines {
    private var buffer: [UInt8] = []
    private var finished = false

    mutating func next() -> [UInt8]? {
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                var line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                if line.last == 0x0D { line.removeLast() }
                return line
            }
            if finished {
                guard !buffer.isEmpty else { return nil }
                defer { buffer = [] }
                return buffer
            }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { finished = true } else { buffer.append(contentsOf: chunk[..<count]) }
        }
    }
}
