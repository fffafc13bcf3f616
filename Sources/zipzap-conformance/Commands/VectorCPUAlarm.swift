#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `verify --vector-time-limit`'s limit while a vector runs: a vector that never ends (a mutant whose loop lost its
/// step) fails when it has spent the limit in CPU time, as one that ends late fails when it ends, instead of holding
/// the process until the mutation runner's wall-clock limit. The process's CPU-time timer (SIGPROF); the handler
/// writes one line and exits 1, the status of a failed vector.
enum VectorCPUAlarm {
    static func arm(seconds: Double) {
        _ = handlerInstalled
        set(seconds)
    }

    /// The handler, installed the first time a vector is timed, not again for every vector.
    private static let handlerInstalled: Void = {
        signal(SIGPROF) { _ in
            let message: StaticString = "FAIL: a vector reached the per-vector limit of CPU time and was stopped\n"
            _ = write(1, message.utf8Start, message.utf8CodeUnitCount)
            _exit(1)
        }
    }()

    static func disarm() { set(0) }

    private static func set(_ seconds: Double) {
        let whole = seconds.rounded(.down)
        var timer = itimerval(it_interval: timeval(),
                              it_value: timeval(tv_sec: Int(whole), tv_usec: suseconds_t((seconds - whole) * 1e6)))
        #if canImport(Glibc)
        setitimer(__itimer_which_t(ITIMER_PROF.rawValue), &timer, nil)
        #else
        setitimer(ITIMER_PROF, &timer, nil)
        #endif
    }
}
