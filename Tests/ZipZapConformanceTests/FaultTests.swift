import Testing
@testable import ZipZapConformance

/// The suite catches every catalogued fault, and the mutant pipeline without a fault is the reference.
@Suite struct FaultTests {
    private func vectors() throws -> [Vector] {
        let suite = SuiteLoader.load(folder: PackageFiles.vectors, knownClauses: nil)
        #expect(suite.problems.isEmpty)
        return suite.vectors.map(\.vector)
    }

    @Test func mutantPipelineWithoutAFaultIsTheReference() throws {
        for vector in try vectors() where vector.source == .direct && vector.gs1 == nil {
            guard case .direct(let scans) = try SourceEventsJSON.decode(source: vector.source, configuration: nil, events: vector.events) else {
                continue
            }
            let result = MutantPipeline().run(field: vector.field, scans: scans)
            #expect(result == (try ReferenceEngine.run(vector)), "\(vector.id)")
        }
    }

    /// Every fault is caught, and the reports put its failures in one or two groups: one mistake, one or two causes
    /// to read (Docs/failure-triage.md).
    @Test func everyFaultIsCaughtInOneOrTwoGroups() throws {
        let suite = SuiteLoader.load(folder: PackageFiles.vectors, knownClauses: nil)
        #expect(suite.problems.isEmpty)
        let kills = FaultCampaign.run(suite.vectors)
        print(FaultCampaign.table(kills))
        #expect(Fault.allCases.count >= 20)
        for kill in kills {
            #expect(!kill.catchingVectors.isEmpty, "no vector catches \(kill.fault.rawValue): \(kill.fault.summary)")
            let groups = kill.groups.map { "\($0.results.count) × \($0.signature) (\($0.variantLine()))" }.joined(separator: "; ")
            #expect((1...2).contains(kill.groups.count), "\(kill.fault.rawValue) makes \(kill.groups.count) groups: \(groups)")
            #expect(kill.groups.reduce(0) { $0 + $1.results.count } == kill.catchingVectors.count)
        }
    }
}
