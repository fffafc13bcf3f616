#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lines for standard output, each assembled as bytes and handed to a C stream on descriptor 1. On a terminal each
/// line is handed over at its end, and the stream writes it by line, as `print` would; elsewhere the stream writes
/// by block anyway, so lines are handed over some 4 KiB at a time (a call to `fwrite` costs as much as a short
/// line's parse). Swift 6 cannot name C's `stdout`, hence a stream of its own; `flush` before anything else writes
/// to standard output.
struct OutputLine {
    /// The line being assembled, without its LF, after the lines not yet handed over.
    var bytes: [UInt8] = []
    private let stream = fdopen(1, "w")
    private let byLine = isatty(1) != 0

    /// Puts `text` on the line: a static string's bytes are copied at once, without `String.UTF8View`'s walk.
    mutating func append(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Ends the line with its LF and starts the next one.
    mutating func end() {
        bytes.append(0x0A)
        if byLine || bytes.count > 4096 { handOver() }
    }

    mutating func flush() {
        handOver()
        fflush(stream)
    }

    private mutating func handOver() {
        bytes.withUnsafeBufferPointer { _ = fwrite($0.baseAddress, 1, $0.count, stream) }
        bytes.removeAll(keepingCapacity: true)
    }
}
