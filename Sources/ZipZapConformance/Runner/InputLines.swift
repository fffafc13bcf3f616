#if canImport(Glibc)
import Glibc
#endif
import ZipZapVectors

/// Lines of a file descriptor as raw bytes (the LF or CRLF removed), read in large chunks. Before blocking it looks a
/// few hundred times without sleeping, because in a request–answer conversation the next line usually arrives
/// within microseconds and waking an idle virtual CPU costs more than that.
public struct InputLines {
    private let descriptor: Int32
    private var buffer = LineBuffer()
    private var finished = false
    private var chunk = [UInt8](repeating: 0, count: 65536)

    /// Non-blocking looks before a blocking read; between them the CPU is offered to whoever can run, so spinning
    /// never starves the process that is writing the line.
    static let spinPolls = 200

    public init(descriptor: Int32) { self.descriptor = descriptor }

    public mutating func next() -> [UInt8]? {
        var line: [UInt8] = []
        return next(into: &line) ? line : nil
    }

    /// The next line into `line`, reusing its storage (`gs1 -` reads lines by the thousand and drops each before the
    /// next); false at the end of the stream.
    public mutating func next(into line: inout [UInt8]) -> Bool {
        while true {
            if buffer.takeLine(into: &line) {
                if line.last == 0x0D { line.removeLast() }
                return true
            }
            if finished { return buffer.takeRest(into: &line) }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            var ready: Int32 = 0
            for _ in 0..<InputLines.spinPolls where ready == 0 {
                ready = poll(&poller, 1, 0)
                if ready == 0 { sched_yield() }
            }
            let count = retryingInterrupted { chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) } }
            if count <= 0 { finished = true } else { buffer.append(chunk[..<count]) }
        }
    }
}
