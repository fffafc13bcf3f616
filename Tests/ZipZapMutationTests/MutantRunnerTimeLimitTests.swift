#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import ZipZapMutation

/// The per-mutant limit is CPU time: a process that spins is stopped once it has used the limit, and one that only
/// waits (as a mutant does on a machine loaded by other work) is not stopped for the wall-clock time it takes.
@Suite struct MutantRunnerTimeLimitTests {
    @Test func aSpinningProcessIsStoppedByItsCPUTime() {
        let runner = MutantRunner(binary: "/bin/sh", arguments: ["-c", "while :; do :; done"], jobs: 1, timeLimit: 0.3)
        let result = runner.runOnce(mutant: 1)
        #expect(result.outcome == .timedOut)
        #expect(result.seconds < 3, "stopped by the wall-clock net (\(result.seconds) s), not by its CPU time")
    }

    @Test func aWaitingProcessOutlivesALimitItsCPUTimeDoesNotReach() {
        let runner = MutantRunner(binary: "/bin/sh", arguments: ["-c", "sleep 1"], jobs: 1, timeLimit: 0.3)
        let result = runner.runOnce(mutant: 1)
        #expect(result.outcome == .survived)
        #expect(result.seconds >= 1)
    }

    @Test func cpuSecondsReadsARunningProcess() {
        #expect(MutantRunner.cpuSeconds(of: getpid()).map { $0 >= 0 } == true)
        #expect(MutantRunner.cpuSeconds(of: -1) == nil)
    }
}
