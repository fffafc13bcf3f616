#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ZipZap

/// `zipzap-conformance gs1 INPUT | - | --list-ais`: parses GS1 data and prints `OK (bracketed form)` or
/// `ERROR message` for each input. Exit status 0 when every input was OK, 1 otherwise, 2 on bad usage.
func runGS1Command(_ arguments: [String]) -> Int32 {
    let usage = "usage: zipzap-conformance gs1 INPUT | - | --list-ais"
    guard arguments.count == 1, let argument = arguments.first else {
        printToStandardError(usage)
        return 2
    }
    switch argument {
    case "--list-ais":
        for definition in GS1AITable.current.definitions {
            print("\(definition.ai)\t\(definition.title)\t\(definition.specification)")
        }
        return 0
    case "-":
        var allValid = true
        while let line = readLine(strippingNewline: true) {
            allValid = report(Array(line.utf8)) && allValid
        }
        return allValid ? 0 : 1
    default:
        if argument.hasPrefix("--") {
            printToStandardError(usage)
            return 2
        }
        return report(Array(argument.utf8)) ? 0 : 1
    }
}

/// Prints one input's outcome; true when it was valid.
private func report(_ input: [UInt8]) -> Bool {
    switch GS1.parse(input) {
    case .success(let elements):
        print("OK \(elements.bracketed)")
        return true
    case .failure(let error):
        print("ERROR \(error.message)")
        return false
    }
}

private func printToStandardError(_ message: String) {
    let bytes = Array((message + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}
