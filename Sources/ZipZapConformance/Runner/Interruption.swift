#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization
import ZipZapVectors

/// SIGINT or SIGTERM during `run` or `fuzz`: the handler only records the signal; the workers see it between vectors
/// and in every wait for an adapter's answer, end their adapters' process groups and stop, and the command then
/// exits with 128 + the signal without writing a partial report.
public enum Interruption {
    private static let received = Atomic<Int32>(0)

    /// Replaces the default action (which would end the runner and leave its adapters running) for SIGINT and SIGTERM,
    /// and unblocks them in the calling thread: a parent may start the runner with them blocked (Foundation's `Process`
    /// does), and a blocked signal would wait until the run ends. Without SA_RESTART, a blocked write to an adapter
    /// returns EINTR too.
    public static func install() {
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signalNumber in [SIGINT, SIGTERM] { sigaddset(&unblocked, signalNumber) }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        for signalNumber in [SIGINT, SIGTERM] {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = { Interruption.received.store($0, ordering: .relaxed) }
            #else
            action.__sigaction_u.__sa_handler = { Interruption.received.store($0, ordering: .relaxed) }
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signalNumber, &action, nil)
        }
    }

    /// The signal received, or nil while the run goes on.
    public static var signal: Int32? {
        let value = received.load(ordering: .relaxed)
        return value == 0 ? nil : value
    }

    /// What a worker throws when the signal finds it waiting for an adapter or shrinking a finding: it ends the run.
    public static let stop = HarnessError("interrupted by a signal")

    /// `SIGTERM`, `SIGINT`, or the number.
    public static func name(_ signal: Int32) -> String {
        switch signal {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        default: "signal \(signal)"
        }
    }
}
