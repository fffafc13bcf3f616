import Testing
@testable import ZipZapConformance

/// The suite catches every catalogued fault, and the mutant pipeline without a fault is the reference.
@Suite struct FaultTests {
    /// The field vectors: a GS1 parser vector runs the reference itself whatever the faults
    /// (`gs1ParserVectorsRunTheReferenceUnderEveryFault`), so it can catch none and the campaign leaves it out.
    private static let fieldVectors = PackageFiles.suite.vectors.filter { $0.vector.gs1 == nil }

    /// Every catalogued fault against the field vectors it reaches, run once for every test here, two faults at a time.
    private static let campaign = FaultCampaign.run(fieldVectors, jobs: 2)

    private func vectors() throws -> [Vector] {
        #expect(PackageFiles.suite.problems.isEmpty)
        return Self.fieldVectors.map(\.vector)
    }

    /// The vectors that catch `fault` planted alone, from the campaign.
    private func caught(by fault: Fault) throws -> Set<String> {
        Set(try #require(Self.campaign.first { $0.fault == fault }).catchingVectors)
    }

    private func caught(by faults: [Fault], among vectors: [Vector]) throws -> Set<String> {
        Set(vectors.filter { VectorCheck.difference($0, FaultyReference.run($0, faults: faults)) != nil }.map(\.id))
    }

    /// The campaign runs a fault on the vectors it reaches alone (`Fault.reaches`: its source's and, for a fault of
    /// one kind of rule, those with such a rule), so every other vector must answer as the reference does, or the
    /// campaign would miss vectors that catch the fault. A fault of another source leaves a source vector's events as
    /// they are (every fault against every source vector; the pipeline's faults never reach those vectors).
    @Test func aFaultLeavesTheEventsOfAnotherSourceAlone() throws {
        let sourceVectors = try vectors().compactMap { vector -> (Vector, SourceEvents)? in
            guard case .source(let events) = vector.input.decoded else { return nil }
            return (vector, events)
        }
        #expect(Set(sourceVectors.map(\.0.source)) == [.camera, .hardware, .hid, .typing])
        for fault in Fault.allCases {
            for (vector, events) in sourceVectors where vector.source != fault.source {
                let (changed, causes) = FaultyReference.sourceChange(fault, events)
                #expect(changed == events && causes == nil, "\(fault.rawValue) changes the events of \(vector.id)")
            }
        }
    }

    /// The first three vectors that catch each fault, those most sensitive to a change in their step, with the
    /// reference's answers.
    private static let sensitive: [(vector: Vector, reference: ReferenceEngine.Result)] = {
        let byID = Dictionary(fieldVectors.map { ($0.vector.id, $0.vector) }) { first, _ in first }
        return campaign.flatMap { kill in kill.catchingVectors.prefix(3).compactMap { byID[$0] } }.map { ($0, ReferenceEngine.run($0)) }
    }()

    /// Each fault answers as the reference on the sensitive vectors it does not reach (one fault a test case, so that
    /// the cases share the cores).
    @Test(arguments: Fault.allCases)
    func aFaultChangesNothingItDoesNotReach(_ fault: Fault) {
        for (vector, reference) in Self.sensitive where !fault.reaches(vector) {
            #expect(FaultyReference.run(vector, fault: fault) == reference, "\(fault.rawValue) changes \(vector.id)")
        }
    }

    /// The sensitive vectors come from every source, and include direct vectors that a rule's fault does not reach
    /// (a field with other rules or none), which the test above runs.
    @Test func theSensitiveVectorsIncludeVectorsEveryKindOfFaultMisses() {
        #expect(Set(Self.sensitive.map(\.vector.source)) == Set(SourceKind.allCases))
        let unreached = Self.sensitive.reduce(0) { count, entry in
            count + Fault.allCases.filter { fault in
                !fault.reaches(entry.vector) && fault.changedRule != nil && entry.vector.source == fault.source
            }.count
        }
        #expect(unreached > 100)
    }

    @Test func gs1ParserVectorsRunTheReferenceUnderEveryFault() {
        let parserVectors = PackageFiles.suite.vectors.map(\.vector).filter { $0.gs1 != nil }
        #expect(parserVectors.count > 1_000)
        for vector in parserVectors {
            #expect(FaultyReference.run(vector, faults: Fault.allCases) == ReferenceEngine.run(vector), "\(vector.id)")
        }
    }

    /// Three faults of different steps (a rule, another rule, a source) planted at once: each still fails the vectors
    /// that it alone of the three fails.
    @Test func faultsPlantedTogetherAreAllApplied() throws {
        let faults: [Fault] = [.checkDigitWeightsSwapped, .lengthInBytes, .hidTabTerminates]
        let alone = try faults.map { try caught(by: $0) }
        let together = try caught(by: faults, among: try vectors().filter { vector in faults.contains { $0.reaches(vector) } })
        for (index, fault) in faults.enumerated() {
            let others = alone.indices.filter { $0 != index }.reduce(into: Set<String>()) { $0.formUnion(alone[$1]) }
            let own = alone[index].subtracting(others)
            #expect(!own.isEmpty, "no vector catches \(fault.rawValue) alone")
            #expect(own.isSubset(of: together), "\(fault.rawValue) is lost among the three: \(own.subtracting(together).sorted().prefix(5))")
        }
        #expect(InProcessReference(faults: faults).name
            == "reference with faults checkDigitWeightsSwapped, lengthInBytes, hidTabTerminates")
    }

    /// Three faults of different steps planted at once (a pattern, the HID path, the hardware scanner) come out of the reports as
    /// three groups, one a mistake, each holding exactly the vectors its fault alone fails (issue 28).
    @Test func threeFaultsAtOnceAreThreeGroups() throws {
        let faults: [Fault] = [.patternAnchorsIgnored, .hidTabTerminates, .hardwareNeverRepeatsSignal]
        let reached = Self.fieldVectors.filter { vector in faults.contains { $0.reaches(vector.vector) } }
        let report = ConformanceRun.execute(reached, allVectors: [], expectations: Expectations(), jobs: 2) {
            () throws(HarnessError) -> any ImplementationUnderTest in InProcessReference(faults: faults)
        }
        let groups = report.failureGroups.map { "\($0.results.count) × \($0.signature)" }
        #expect(report.failureGroups.count == 3, "\(groups)")
        let alone = try faults.map { try caught(by: $0) }
        let grouped = Set(report.failureGroups.map { Set($0.results.map(\.vector.id)) })
        #expect(grouped == Set(alone), "each group is one fault's vectors: \(groups)")
    }

    /// Two faults of the same step: the later one named decides, as `adapter --help` says.
    @Test func ofTwoFaultsOfTheSameRuleTheLaterWins() throws {
        let checkDigitVectors = try vectors().filter { $0.field.rules.contains(.checkDigit) && $0.source == .direct }
        for vector in checkDigitVectors {
            #expect(FaultyReference.run(vector, faults: [.checkDigitIgnored, .checkDigitWeightsSwapped])
                == FaultyReference.run(vector, fault: .checkDigitWeightsSwapped), "\(vector.id)")
        }
        #expect(try caught(by: [.checkDigitWeightsSwapped, .checkDigitIgnored], among: checkDigitVectors)
            == caught(by: [.checkDigitIgnored], among: checkDigitVectors))
    }

    @Test func mutantPipelineWithoutAFaultIsTheReference() throws {
        for vector in try vectors() where vector.source == .direct {
            guard case .direct(let scans) = vector.input.decoded else { continue }
            let result = MutantPipeline().run(field: vector.field, scans: scans)
            #expect(result == ReferenceEngine.run(vector), "\(vector.id)")
        }
    }

    /// Every fault is caught, and the reports put its failures in one or two groups: one mistake, one or two causes
    /// to read (Docs/failure-triage.md).
    @Test func everyFaultIsCaughtInOneOrTwoGroups() throws {
        #expect(PackageFiles.suite.problems.isEmpty)
        print(FaultCampaign.table(Self.campaign))
        #expect(Fault.allCases.count >= 20)
        #expect(Self.campaign.map(\.fault) == Fault.allCases)
        for kill in Self.campaign {
            #expect(!kill.catchingVectors.isEmpty, "no vector catches \(kill.fault.rawValue): \(kill.fault.summary)")
            let groups = kill.groups.map { "\($0.results.count) × \($0.signature) (\($0.variantLine()))" }.joined(separator: "; ")
            #expect((1...2).contains(kill.groups.count), "\(kill.fault.rawValue) makes \(kill.groups.count) groups: \(groups)")
            #expect(kill.groups.reduce(0) { $0 + $1.results.count } == kill.catchingVectors.count)
        }
    }
}
