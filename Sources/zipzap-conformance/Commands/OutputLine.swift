#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lines for standard output, each assembled as bytes and handed over whole to a C stream on descriptor 1, which
/// buffers as `print` does (by line on a terminal, by block in a pipe). Swift 6 cannot name C's `stdout`, hence a
/// stream of its own; `flush` before anything else writes to standard output.
struct OutputLine {
    /// The line being assembled, without its LF.
    var bytes: [UInt8] = []
    private let stream = fdopen(1, "w")

    /// Writes the line and its LF, and starts the next one.
    mutating func end() {
        bytes.append(0x0A)
        bytes.withUnsafeBufferPointer { _ = fwrite($0.baseAddress, 1, $0.count, stream) }
        bytes.removeAll(keepingCapacity: true)
    }

    func flush() { fflush(stream) }
}
