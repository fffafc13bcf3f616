import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One adapter process: its standard input and output as pipes, its standard error in a log file, and line reads
/// that give up after a deadline.
final class AdapterProcess {
    enum Failure: Error, Equatable {
        case timedOut
        case closed(status: String)
        case lineTooLong
    }

    static let maximumLineBytes = 16 << 20

    private let process = Process()
    private let input: FileHandle
    private let outputDescriptor: Int32
    private var buffer = LineBuffer()
    /// Where `read` puts what arrives: allocated once, since zeroing 64 KiB for every reply cost more than the reply.
    private var chunk = [UInt8](repeating: 0, count: 65536)
    let stderrPath: String

    /// Starts `command` with `/bin/sh -c 'exec COMMAND'`, so shell quoting works and signals reach the adapter.
    init(command: String) throws {
        signal(SIGPIPE, SIG_IGN)
        let stdinPipe = Pipe(), stdoutPipe = Pipe()
        stderrPath = NSTemporaryDirectory() + "zipzap-adapter-\(getpid())-\(UUID().uuidString.prefix(8)).stderr"
        _ = FileManager.default.createFile(atPath: stderrPath, contents: nil)
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec " + command]
        process.standardInput = stdinPipe
        process.standardOutput = stdoutPipe
        process.standardError = FileHandle(forWritingAtPath: stderrPath)
        try process.run()
        input = stdinPipe.fileHandleForWriting
        outputDescriptor = stdoutPipe.fileHandleForReading.fileDescriptor
    }

    /// Writes one line; false when the adapter no longer reads its input.
    func send(_ line: String) -> Bool {
        var bytes = Array(line.utf8)
        bytes.append(0x0A)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(input.fileDescriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    /// The next line of output (without its line break), waiting at most `timeout` seconds.
    func readLine(timeout: Double) throws(Failure) -> [UInt8] {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let line = buffer.takeLine() { return line }
            guard buffer.pendingCount <= Self.maximumLineBytes else { throw .lineTooLong }
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { throw .timedOut }
            var descriptor = pollfd(fd: outputDescriptor, events: Int16(POLLIN), revents: 0)
            // Answers usually come within tens of microseconds: look without sleeping first, because waking an idle
            // virtual CPU costs more than the answer itself.
            var ready: Int32 = 0
            for _ in 0..<InputLines.spinPolls where ready == 0 {
                ready = poll(&descriptor, 1, 0)
                if ready == 0 { sched_yield() }
            }
            if ready == 0 { ready = poll(&descriptor, 1, Int32(min(remaining * 1000, 1000).rounded(.up))) }
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { continue }
            let count = chunk.withUnsafeMutableBytes { read(outputDescriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw .closed(status: exitStatus(waiting: 0.5)) }
            buffer.append(chunk[..<count])
        }
    }

    /// Asks the adapter to stop, then kills it if it is still running after `grace` seconds.
    func stop(grace: Double) {
        try? input.close()
        let deadline = Date().addingTimeInterval(grace)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        kill()
    }

    func kill() {
        if process.isRunning {
            Glibc.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? input.close()
    }

    /// How the process ended, for reports: "exit status 3", "killed by signal 11", or "still running".
    func exitStatus(waiting: Double) -> String {
        let deadline = Date().addingTimeInterval(waiting)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        guard !process.isRunning else { return "output closed, process still running" }
        switch process.terminationReason {
        case .uncaughtSignal: return "killed by signal \(process.terminationStatus)"
        default: return "exit status \(process.terminationStatus)"
        }
    }

    /// The last lines the adapter wrote to standard error.
    func stderrTail(lines: Int = 5) -> String {
        guard let data = FileManager.default.contents(atPath: stderrPath) else { return "" }
        let text = String(decoding: data.suffix(4096), as: UTF8.self)
        return text.split(separator: "\n").suffix(lines).joined(separator: "\n")
    }

    deinit {
        kill()
        try? FileManager.default.removeItem(atPath: stderrPath)
    }
}
