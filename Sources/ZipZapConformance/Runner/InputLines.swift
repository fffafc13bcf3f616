#if canImport(Glibc)
import Glibc
#endif

/// Lines of a file descriptor as raw bytes (line break removed), read in large chunks. Before blocking it looks a
/// few hundred times without sleeping, because in a request–answer conversation the next line usually arrives
/// within microseconds and waking an idle virtual CPU costs more than that.
struct InputLines {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var scanned = 0
    private var finished = false
    private var chunk = [UInt8](repeating: 0, count: 65536)

    /// Non-blocking looks before a blocking read; between them the CPU is offered to whoever can run, so spinning
    /// never starves the process that is writing the line.
    static let spinPolls = 200

    init(descriptor: Int32) { self.descriptor = descriptor }

    mutating func next() -> [UInt8]? {
        while true {
            if let newline = buffer[scanned...].firstIndex(of: 0x0A) {
                let line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                scanned = 0
                return line
            }
            scanned = buffer.count
            if finished {
                guard !buffer.isEmpty else { return nil }
                defer { buffer = [] }
                return buffer
            }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            var ready: Int32 = 0
            for _ in 0..<InputLines.spinPolls where ready == 0 {
                ready = poll(&poller, 1, 0)
                if ready == 0 { sched_yield() }
            }
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { finished = true } else { buffer.append(contentsOf: chunk[..<count]) }
        }
    }
}
