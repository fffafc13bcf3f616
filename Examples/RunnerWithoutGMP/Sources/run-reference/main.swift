#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ZipZapConformance

// Runs the reference over every committed vector through the in-process API, as ZipZapKit's tests do, and exits
// with the report's code: 0 only when every vector passed.
let suite = InProcessSuite.load()
for problem in suite.problems { print("problem: \(problem)") }
let report = InProcessSuite.run(ReferenceImplementation(), suite: suite)
print("\(report.results.count) vectors: \(report.count(.passed)) passed, \(report.count(.failed)) failed, "
    + "\(report.count(.skipped)) skipped, \(report.count(.unsupported)) unsupported")
exit(suite.problems.isEmpty ? report.exitCode : 1)
