import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif
import ZipZapVectors

/// One adapter process, the leader of its own process group: its standard input and output as pipes, its standard
/// error in a log file, and line reads that give up after a deadline or when the run is interrupted.
final class AdapterProcess {
    enum Failure: Error, Equatable {
        case timedOut
        case closed(status: String)
        case lineTooLong
        /// SIGINT or SIGTERM arrived while waiting (`Interruption`).
        case interrupted
    }

    static let maximumLineBytes = 16 << 20

    private let process: ProcessGroupLeader
    private let inputDescriptor: Int32
    private var inputOpen = true
    private let outputDescriptor: Int32
    private var buffer = LineBuffer()
    /// Where `read` puts what arrives: allocated once, since zeroing 64 KiB for every reply cost more than the reply.
    private var chunk = [UInt8](repeating: 0, count: 65536)
    let stderrPath: String

    /// Starts `command` with `/bin/sh -c 'exec COMMAND'`, so shell quoting works and signals reach the adapter.
    init(command: String) throws(ProcessGroupLeader.SpawnError) {
        signal(SIGPIPE, SIG_IGN)
        let stderrPath = NSTemporaryDirectory() + "zipzap-adapter-\(getpid())-\(UUID().uuidString.prefix(8)).stderr"
        self.stderrPath = stderrPath
        // No other adapter may start between a pipe's creation and its close-on-exec flag, or it would inherit the
        // parent's ends and keep the pipe open past our close (Glibc does not export pipe2).
        let (stdinPipe, stdoutPipe, started) = try Self.spawning.withLock { _ throws(ProcessGroupLeader.SpawnError) in
            let stdinPipe = try Self.pipe(), stdoutPipe = try Self.pipe()
            let stderrFile = open(stderrPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
            defer { for descriptor in [stdinPipe.read, stdoutPipe.write, stderrFile] where descriptor >= 0 { close(descriptor) } }
            do throws(ProcessGroupLeader.SpawnError) {
                guard stderrFile >= 0 else { throw ProcessGroupLeader.SpawnError(call: "open \(stderrPath)", code: errno) }
                let started = try ProcessGroupLeader(
                    ["/bin/sh", "-c", "exec " + command], input: stdinPipe.read, output: stdoutPipe.write, error: stderrFile)
                return (stdinPipe, stdoutPipe, started)
            } catch {
                close(stdinPipe.write)
                close(stdoutPipe.read)
                throw error
            }
        }
        process = started
        inputDescriptor = stdinPipe.write
        outputDescriptor = stdoutPipe.read
    }

    private static let spawning = Mutex(())

    private static func pipe() throws(ProcessGroupLeader.SpawnError) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard Glibc.pipe(&ends) == 0 else { throw ProcessGroupLeader.SpawnError(call: "pipe", code: errno) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    /// Writes one line; false when the adapter no longer reads its input.
    func send(_ line: String) -> Bool {
        var bytes = Array(line.utf8)
        bytes.append(0x0A)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(inputDescriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR && Interruption.signal == nil { continue }
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
            guard Interruption.signal == nil else { throw .interrupted }
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
            if ready == 0 { ready = poll(&descriptor, 1, Int32(min(remaining * 1000, 250).rounded(.up))) }
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { continue }
            let count = retryingInterrupted { chunk.withUnsafeMutableBytes { read(outputDescriptor, $0.baseAddress, $0.count) } }
            guard count > 0 else { throw .closed(status: exitStatus(waiting: 0.5)) }
            buffer.append(chunk[..<count])
        }
    }

    /// Asks the adapter to stop, then ends its process group if it is still running after `grace` seconds.
    func stop(grace: Double) {
        closeInput()
        let deadline = Date().addingTimeInterval(grace)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        kill()
    }

    /// Ends the adapter and every process of its group.
    func kill() {
        process.endGroup()
        closeInput()
    }

    private func closeInput() {
        guard inputOpen else { return }
        close(inputDescriptor)
        inputOpen = false
    }

    /// How the process ended, for reports: "exit status 3", "killed by signal 11", or "still running".
    func exitStatus(waiting: Double) -> String {
        let deadline = Date().addingTimeInterval(waiting)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        switch process.termination {
        case nil: return "output closed, process still running"
        case .signaled(let signal): return "killed by signal \(signal)"
        case .exited(let status): return "exit status \(status)"
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
        close(outputDescriptor)
        try? FileManager.default.removeItem(atPath: stderrPath)
    }
}
