#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ZipZapVectors

/// A child started with `posix_spawn` as the leader of a new process group, so that ending the group also ends what
/// the child started (a shell's children, a JVM's helpers). The child gets SIGPIPE, SIGINT and SIGTERM back at their
/// default actions and no signal blocked, whatever the runner set for itself.
final class ProcessGroupLeader {
    struct SpawnError: Error, CustomStringConvertible {
        let call: String
        let code: Int32
        var description: String { "\(call): \(String(cString: strerror(code)))" }
    }

    /// How the child ended.
    enum Termination: Equatable {
        case exited(Int32)
        case signaled(Int32)
    }

    let pid: pid_t
    private(set) var termination: Termination?
    private var groupEnded = false

    /// Runs `arguments` (a path, then its arguments) with the given descriptors as its standard input, output and error.
    init(_ arguments: [String], input: Int32, output: Int32, error: Int32) throws(SpawnError) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (from, to) in [(input, 0), (output, 1), (error, 2)] { posix_spawn_file_actions_adddup2(&actions, from, Int32(to)) }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t(), none = sigset_t()
        sigemptyset(&defaults)
        for signalNumber in [SIGPIPE, SIGINT, SIGTERM] { sigaddset(&defaults, signalNumber) }
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, arguments[0], &actions, &attributes, argv, environ)
        guard status == 0 else { throw SpawnError(call: "posix_spawn \(arguments[0])", code: status) }
        pid = child
    }

    /// Whether the child has not ended yet; reaps it once it has.
    var isRunning: Bool {
        guard termination == nil else { return false }
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return true }
        termination = Self.decode(status)
        return false
    }

    /// Ends the whole group: SIGTERM, a moment to go, then SIGKILL for whatever is left, and reaps the leader.
    /// Members the leader left behind are ended even when it has already exited.
    func endGroup(grace: Double = 0.2) {
        guard !groupEnded else { return }
        groupEnded = true
        kill(-pid, SIGTERM)
        var waited = 0.0
        while isRunning && waited < grace {
            usleep(10_000)
            waited += 0.01
        }
        kill(-pid, SIGKILL)
        guard termination == nil else { return }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        termination = Self.decode(status)
    }

    /// The wait status's parts (the W* macros do not import into Swift).
    private static func decode(_ status: Int32) -> Termination {
        status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signaled(status & 0x7F)
    }
}
