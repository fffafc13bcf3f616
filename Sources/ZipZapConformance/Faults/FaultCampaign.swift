/// Runs the suite against every catalogued fault and records which vectors catch each one: the suite's kill rate.
public enum FaultCampaign {
    public struct Kill: Sendable {
        public let fault: Fault
        /// Ids of the vectors whose expectation the faulty implementation misses.
        public let catchingVectors: [String]
    }

    public static func run(_ vectors: [Vector], faults: [Fault] = Fault.allCases) -> [Kill] {
        faults.map { fault in
            Kill(fault: fault, catchingVectors: vectors.compactMap { vector in
                guard let result = try? FaultyReference.run(vector, fault: fault) else { return vector.id }
                return VectorCheck.difference(vector, result) == nil ? nil : vector.id
            })
        }
    }

    /// One line per fault: its name, how many vectors catch it, the first few ids, and the mistake.
    public static func table(_ kills: [Kill]) -> String {
        let width = kills.map(\.fault.rawValue.count).max() ?? 0
        var lines = kills.map { kill in
            let name = kill.fault.rawValue + String(repeating: " ", count: width - kill.fault.rawValue.count)
            let count = String(kill.catchingVectors.count)
            let ids = kill.catchingVectors.prefix(4).joined(separator: " ") + (kill.catchingVectors.count > 4 ? " ..." : "")
            return "\(name)  \(String(repeating: " ", count: max(0, 4 - count.count)) + count)  \(ids.isEmpty ? "NOT CAUGHT" : ids)  — \(kill.fault.summary)"
        }
        let caught = kills.filter { !$0.catchingVectors.isEmpty }.count
        lines.append("kill rate: \(caught) of \(kills.count) faults caught")
        return lines.joined(separator: "\n")
    }
}
