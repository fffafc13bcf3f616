#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lines for standard output, each assembled as bytes and handed over whole to a C stream on descriptor 1, which
/// buffers as `print` does (by line on a terminal, by block in a pipe). Swift 6 cannot name C's `stdout`, hence a
/// stream of its own; `flush` before anything else writes to standard output.
struct OutputLine {
    /// The line being assembled, without its LF, after the lines already written (cleared only now and then:
    /// clearing an array costs as much as writing a short line).
    var bytes: [UInt8] = []
    /// Where the line being assembled starts in `bytes`.
    private var lineStart = 0
    private let stream = fdopen(1, "w")

    /// Puts `text` on the line: a static string's bytes are copied at once, without `String.UTF8View`'s walk.
    mutating func append(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Writes the line and its LF, and starts the next one.
    mutating func end() {
        bytes.append(0x0A)
        bytes.withUnsafeBufferPointer { _ = fwrite($0.baseAddress.unsafelyUnwrapped + lineStart, 1, $0.count - lineStart, stream) }
        if bytes.count > 4096 {
            bytes.removeAll(keepingCapacity: true)
        }
        lineStart = bytes.count
    }

    func flush() { fflush(stream) }
}
