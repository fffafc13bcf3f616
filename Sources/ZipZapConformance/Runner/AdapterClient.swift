import ZipZapVectors

/// An implementation behind an adapter process (Conformance/PROTOCOL.md). A vector during which the adapter times
/// out, exits or breaks the protocol gets a `broken` reply; the adapter is then restarted before the next vector.
public final class AdapterClient: ImplementationUnderTest {
    public struct Options: Sendable {
        public var timeout: Double = 2
        public var handshakeTimeout: Double = 10
        public var maximumConsecutiveRestarts = 3
        public init() {}
    }

    public let command: String
    public let options: Options
    public private(set) var name = ""
    public private(set) var version = ""
    public private(set) var capabilities = Capabilities(sources: [], rules: [], normalizations: [], fixtures: [])
    private var process: AdapterProcess?
    private var seq = 0
    private var failedStarts = 0

    /// Starts the adapter and reads its handshake; a failure here is a harness error.
    public init(command: String, options: Options = Options()) throws(HarnessError) {
        self.command = command
        self.options = options
        try start()
    }

    private func start() throws(HarnessError) {
        let started: AdapterProcess
        do { started = try AdapterProcess(command: command) } catch {
            throw HarnessError("cannot start the adapter '\(command)': \(error)")
        }
        guard started.send(ProtocolMessages.start(suiteVersion: ConformanceSuite.version)) else {
            throw HarnessError("the adapter '\(command)' closed its input at once (\(started.exitStatus(waiting: 1)))\(Self.tail(started))")
        }
        do {
            let hello = try ProtocolMessages.started(try started.readLine(timeout: options.handshakeTimeout))
            if process == nil || name.isEmpty {
                name = hello.name
                version = hello.version
                capabilities = hello.capabilities
            }
        } catch let failure as AdapterProcess.Failure {
            started.kill()
            throw HarnessError("the adapter '\(command)' did not complete the handshake: \(describe(failure, started))")
        } catch {
            started.kill()
            throw HarnessError("the adapter '\(command)' did not complete the handshake: \(error)\(Self.tail(started))")
        }
        process = started
        seq = 0
    }

    public func run(_ vector: Vector) throws(HarnessError) -> ImplementationReply {
        if process == nil {
            do {
                try start()
                failedStarts = 0
            } catch {
                failedStarts += 1
                if failedStarts >= options.maximumConsecutiveRestarts {
                    throw HarnessError("the adapter could not be restarted \(failedStarts) times in a row; last: \(error.message)")
                }
                return .broken(message: "the adapter could not be restarted: \(error.message)")
            }
        }
        guard let process else { return .broken(message: "no adapter process") }
        seq += 1
        guard process.send(ProtocolMessages.run(seq: seq, vector: vector)) else {
            return restart(after: "the adapter stopped reading its input (\(process.exitStatus(waiting: 0.5)))\(Self.tail(process))")
        }
        let line: [UInt8]
        do { line = try process.readLine(timeout: options.timeout) } catch {
            if error == .interrupted {
                process.kill()
                self.process = nil
                throw Interruption.stop
            }
            return restart(after: describe(error, process))
        }
        do {
            switch try ProtocolMessages.response(line, seq: seq) {
            case .result(let trace, let value): return .result(trace: trace, value: value)
            case .refused(let refusal): return .refused(refusal)
            case .skipped(let reason): return .skipped(reason: reason)
            case .error(let message): return .error(message: message)
            }
        } catch {
            return restart(after: "protocol violation: \(error.message)")
        }
    }

    /// Kills the adapter; the next vector starts a new one.
    private func restart(after message: String) -> ImplementationReply {
        process?.kill()
        process = nil
        return .broken(message: message)
    }

    private func describe(_ failure: AdapterProcess.Failure, _ process: AdapterProcess) -> String {
        switch failure {
        case .timedOut: "timed out after \(options.timeout) s" + Self.tail(process)
        case .closed(let status): "the adapter closed its output (\(status))" + Self.tail(process)
        case .lineTooLong: "protocol violation: a line longer than \(AdapterProcess.maximumLineBytes >> 20) MiB"
        case .interrupted: Interruption.stop.message
        }
    }

    private static func tail(_ process: AdapterProcess) -> String {
        let tail = process.stderrTail()
        return tail.isEmpty ? "" : "; its last stderr lines:\n" + tail.split(separator: "\n").map { "    | " + $0 }.joined(separator: "\n")
    }

    public func shutdown() {
        guard let process else { return }
        _ = process.send(ProtocolMessages.stop)
        process.stop(grace: 2)
        self.process = nil
    }
}
