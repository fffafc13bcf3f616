#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What running the vectors against one mutant gave.
public enum Outcome: String, Sendable, CaseIterable {
    /// A vector failed (`verify` exited 1).
    case killed
    /// The program died on a signal (a trap: index out of range, overflow).
    case crashed
    /// The run used more CPU time than the time limit (an endless loop) and was stopped.
    case timedOut = "timed-out"
    /// Every vector passed.
    case survived
    /// No vector reaches the site (coverage pre-pass); not run, counted as survived.
    case unreached
    /// Marked equivalent in the committed list; not run, not scored.
    case equivalent
    /// Unreached, in a function no vector can reach (`OutOfReachList`); not run, not scored.
    case outOfReach = "out-of-reach"

    public var isKilled: Bool { self == .killed || self == .crashed || self == .timedOut }
}

/// Runs `verify` once per mutant, `jobs` processes at a time, each with `ZIPZAP_MUTANT` set and a time limit.
/// The limit is the process's CPU time, not the wall clock: on a machine loaded by other work a mutant no slower
/// than the original would otherwise pass a wall-clock limit and count as killed. Ten times the limit of wall-clock
/// time remains as a net for a process that sleeps or blocks.
public struct MutantRunner {
    public let binary: String
    public let arguments: [String]
    public let jobs: Int
    public let timeLimit: Double
    /// When set, the mutants of a group (the same source file) learn from each other: a mutant runs with
    /// `--first FILE`, the vector file whose vector failed for the group's last killed mutant, so that
    /// `verify --fail-fast` reads it before the others. When no vector fails every file is still read, so the verdict
    /// is the one of the suite's order (the reference keeps nothing from one vector to the next but tables built
    /// once); a killed mutant mostly reads one file instead of every file before its killer.
    public var learning: Learning?

    /// Which group a mutant is in, and the folder where each run's output is kept until the run ends.
    public struct Learning {
        public var group: (Int) -> String
        public var outputFolder: String

        public init(group: @escaping (Int) -> String, outputFolder: String) {
            self.group = group
            self.outputFolder = outputFolder
        }
    }

    public init(binary: String, arguments: [String], jobs: Int, timeLimit: Double) {
        self.binary = binary
        self.arguments = arguments
        self.jobs = max(jobs, 1)
        self.timeLimit = timeLimit
    }

    public struct Result: Sendable {
        public let outcome: Outcome
        public let seconds: Double

        public init(outcome: Outcome, seconds: Double) {
            self.outcome = outcome
            self.seconds = seconds
        }
    }

    /// One run, with extra environment variables; the exit status or signal, and the seconds it took.
    public func runOnce(mutant: Int, environment: [String] = []) -> Result {
        run([mutant], environment: environment, progress: { _, _ in })[0]
    }

    /// Runs every mutant; `progress(done, total)` after each.
    public func run(_ mutants: [Int], environment: [String] = [], progress: (Int, Int) -> Void) -> [Result] {
        var results = [Result?](repeating: nil, count: mutants.count)
        var running: [pid_t: (slot: Int, started: Double)] = [:]
        var next = 0, done = 0
        /// Per group, the vector file of the last kill; where each run's output goes while the groups learn.
        var killerFile: [String: String] = [:]
        func outputPath(_ slot: Int) -> String? { learning.map { "\($0.outputFolder)/mutant-\(slot).out" } }
        while done < mutants.count {
            while running.count < jobs, next < mutants.count {
                let first = learning.flatMap { killerFile[$0.group(mutants[next])] }.map { ["--first", $0] } ?? []
                let pid = spawn(mutant: mutants[next], environment: environment, extraArguments: first, output: outputPath(next))
                if pid > 0 {
                    running[pid] = (next, Self.now())
                } else {
                    results[next] = Result(outcome: .crashed, seconds: 0)
                    done += 1
                }
                next += 1
            }
            var status: Int32 = 0
            // Its own children only: a `waitpid(-1)` would also reap, and lose, the children of the rest of the process
            // (other tests running beside it).
            let pid = running.keys.first { waitpid($0, &status, WNOHANG) == $0 } ?? 0
            if pid > 0, let entry = running.removeValue(forKey: pid) {
                let signal = status & 0x7f, code = (status >> 8) & 0xff
                let outcome: Outcome = signal != 0 ? .crashed : code == 0 ? .survived : .killed
                results[entry.slot] = Result(outcome: outcome, seconds: Self.now() - entry.started)
                if let learning, let path = outputPath(entry.slot) {
                    if outcome == .killed, let file = Self.failingFile(inOutputAt: path) {
                        killerFile[learning.group(mutants[entry.slot])] = file
                    }
                    unlink(path)
                }
                done += 1
                progress(done, mutants.count)
                continue
            }
            let now = Self.now()
            // `verify` runs on one thread, so its CPU time cannot pass its wall-clock time: /proc is read only for a
            // run that has taken the limit in wall-clock time, not on every poll.
            for (pid, entry) in running where now - entry.started > timeLimit
                && (now - entry.started > timeLimit * 10 || Self.cpuSeconds(of: pid) ?? 0 > timeLimit) {
                kill(pid, SIGKILL)
                var ignored: Int32 = 0
                waitpid(pid, &ignored, 0)
                running[pid] = nil
                if let path = outputPath(entry.slot) { unlink(path) }
                results[entry.slot] = Result(outcome: .timedOut, seconds: now - entry.started)
                done += 1
                progress(done, mutants.count)
            }
            usleep(2_000)
        }
        return results.map { $0! }
    }

    /// The vector file `verify` names in its first failure, `FAIL ID (FILE): ...`; nil when there is none.
    static func failingFile(inOutputAt path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var line: UnsafeMutablePointer<CChar>?
        var size = 0
        defer { free(line) }
        while getline(&line, &size, file) > 0, let line {
            let text = String(cString: line)
            guard text.hasPrefix("FAIL "), let open = text.firstIndex(of: "("),
                  let close = text[open...].firstIndex(of: ")") else { continue }
            return String(text[text.index(after: open)..<close])
        }
        return nil
    }

    private func spawn(mutant: Int, environment: [String], extraArguments: [String] = [], output: String? = nil) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output ?? "/dev/null", output == nil ? O_WRONLY : O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var inherited: [String] = []
        var entry = environ
        while let pointer = entry.pointee {
            let variable = String(cString: pointer)
            if !variable.hasPrefix("ZIPZAP_MUTANT") { inherited.append(variable) }
            entry += 1
        }
        // A trapping mutant is killed by the trap; the backtrace Swift would print first costs a second or more.
        let env = inherited + ["ZIPZAP_MUTANT=\(mutant)", "SWIFT_BACKTRACE=enable=no"] + environment
        let argv = ([binary] + arguments + extraArguments).map { strdup($0) } + [nil]
        let envp = env.map { strdup($0) } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, binary, &actions, nil, argv, envp)
        return status == 0 ? pid : -1
    }

    /// User and system time of a running process, from `/proc/PID/stat` (fields 14 and 15, in clock ticks, after
    /// the command name in parentheses, which may hold spaces); nil where there is no such file.
    static func cpuSeconds(of pid: pid_t) -> Double? {
        guard let file = fopen("/proc/\(pid)/stat", "r") else { return nil }
        defer { fclose(file) }
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = fread(&buffer, 1, buffer.count, file)
        guard let close = buffer[..<count].lastIndex(of: UInt8(ascii: ")")) else { return nil }
        let fields = buffer[(close + 1)..<count].split(separator: UInt8(ascii: " "))
        guard fields.count > 12, let user = Int(String(decoding: fields[11], as: UTF8.self)),
              let system = Int(String(decoding: fields[12], as: UTF8.self)) else { return nil }
        return Double(user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
