import Foundation
import Synchronization
import ZipZapVectors

/// Runs the suite against every catalogued fault and records which vectors catch each one (the suite's kill rate) and
/// how the reports group those failures by cause.
public enum FaultCampaign {
    public struct Kill: Sendable {
        public let fault: Fault
        /// Ids of the vectors whose expectation the faulty implementation misses.
        public let catchingVectors: [String]
        /// The failures grouped by signature, as every report shows them.
        public let groups: [FailureGroup]
    }

    /// Each fault's run through the runner's own classification, in process, `jobs` faults at a time, over the
    /// vectors it can change (`Fault.reaches`: those of its source and, for a fault of one kind of rule, with a rule
    /// of that kind; the others answer as the reference does); the kills in the order of `faults`.
    public static func run(_ vectors: [(file: String, vector: Vector)], faults: [Fault] = Fault.allCases, jobs: Int = 1) -> [Kill] {
        let kills = Mutex([Kill?](repeating: nil, count: faults.count))
        let next = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, faults.count))) { _ in
            while true {
                let index = next.withLock { value in defer { value += 1 }; return value }
                guard index < faults.count else { return }
                let fault = faults[index]
                let scoped = vectors.filter { fault.reaches($0.vector) }
                let report = ConformanceRun.execute(scoped, allVectors: [], expectations: Expectations(), jobs: 1) {
                    () throws(HarnessError) -> any ImplementationUnderTest in InProcessReference(fault: fault)
                }
                let kill = Kill(fault: fault, catchingVectors: report.results.filter(\.isFailure).map(\.vector.id), groups: report.failureGroups)
                kills.withLock { $0[index] = kill }
            }
        }
        return kills.withLock { $0 }.map { $0! }
    }

    /// One line per fault: its name, how many vectors catch it in how many groups, the first few ids, and the mistake.
    public static func table(_ kills: [Kill]) -> String {
        let width = kills.map(\.fault.rawValue.count).max() ?? 0
        var lines = kills.map { kill in
            let name = kill.fault.rawValue + String(repeating: " ", count: width - kill.fault.rawValue.count)
            let count = String(kill.catchingVectors.count)
            let ids = kill.catchingVectors.prefix(4).joined(separator: " ") + (kill.catchingVectors.count > 4 ? " ..." : "")
            return "\(name)  \(String(repeating: " ", count: max(0, 4 - count.count)) + count) in \(kill.groups.count) groups"
                + "  \(ids.isEmpty ? "NOT CAUGHT" : ids)  — \(kill.fault.summary)"
        }
        let caught = kills.filter { !$0.catchingVectors.isEmpty }.count
        lines.append("kill rate: \(caught) of \(kills.count) faults caught")
        return lines.joined(separator: "\n")
    }
}
