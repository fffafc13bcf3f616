import Foundation
import Testing
import ZipZap
@testable import ZipZapConformance
@testable import ZipZapDifferentialFuzzing
@testable import ZipZapGeneration

/// `fuzz`: the reference agrees with itself, planted faults are found and shrunk to minimal vectors, findings are
/// vectors the suite reads and adopts, and a campaign depends on its seed alone.
@Suite struct FuzzTests {
    private func campaign(_ fault: Fault?, areas: [FuzzArea] = FuzzArea.allCases, cases: Int, seed: UInt64 = 1, jobs: Int = 1) -> FuzzCampaign.Report {
        FuzzCampaign.run(FuzzCampaign.Options(seed: seed, cases: cases, jobs: jobs, areas: areas)) { () throws(HarnessError) -> any ImplementationUnderTest in
            InProcessReference(fault: fault)
        }
    }

    /// Whether the faulty reference answers `vector` as the reference does, both computed afresh.
    private func agrees(_ vector: Vector, _ fault: Fault) -> Bool {
        ReferenceEngine.run(vector) == FaultyReference.run(vector, fault: fault)
    }

    @Test func theReferenceAgreesWithItself() {
        let report = campaign(nil, cases: 600, seed: 11)
        #expect(report.progress.cases == 600)
        #expect(report.findings.isEmpty, "\(report.findings.map(\.difference))")
        #expect(report.progress.unrunnable == 0)
        #expect(report.exitCode == 0)
    }

    /// The fault needs two failing rules to show (the first must be named), or two frames of one barcode (the second
    /// must not be reported again): the shrunk vector has exactly that, and dropping any one event or rule makes the
    /// faulty reference agree.
    @Test(arguments: [(Fault.handlerGetsLastFailingRule, FuzzArea.core), (.cameraNotDeduplicated, .camera), (.hidNoBurstDetection, .hid)])
    func aShrunkFindingIsMinimal(_ fault: Fault, _ area: FuzzArea) throws {
        let report = campaign(fault, areas: [area], cases: 60)
        let finding = try #require(report.findings.first, "no finding for \(fault)")
        #expect(report.exitCode == 1)
        for finding in report.findings {
            let vector = finding.vector
            #expect(!agrees(vector, fault))
            for index in vector.events.indices {
                var fewer = vector
                fewer.input = SourceInput(vector.input.decoded.removingEvent(at: index))
                #expect(agrees(fewer, fault), "\(vector.id) still disagrees without event \(index)")
            }
            for index in vector.field.rules.indices {
                var fewer = vector
                fewer.field.rules.remove(at: index)
                #expect(agrees(fewer, fault), "\(vector.id) still disagrees without rule \(index)")
            }
        }
        switch fault {
        case .handlerGetsLastFailingRule: #expect(finding.vector.field.rules.count == 2 && finding.vector.events.count == 1)
        case .cameraNotDeduplicated: #expect(finding.vector.events.count == 2)
        default: #expect(finding.vector.events.count >= 2)
        }
    }

    @Test func aFindingIsAVectorThatVerifyAccepts() throws {
        let report = campaign(.checkDigitIgnored, areas: [.core], cases: 400)
        let finding = try #require(report.findings.first)
        let file = finding.file
        #expect(!String(decoding: file.bytes, as: UTF8.self).contains("\"id\""))
        let (loaded, problems) = SuiteLoader.loadFile(bytes: file.bytes, displayName: file.name, knownClauses: try PackageFiles.specClauses())
        #expect(problems.isEmpty)
        let vector = try #require(loaded?.vectors.first)
        #expect(vector.id + ".json" == file.name && vector.id.hasPrefix("fuzz-") && vector.id.count == 17)
        guard case .fuzz(let seed, let index, _) = vector.provenance else { Issue.record("provenance \(vector.provenance)"); return }
        #expect(seed == 1 && index == finding.caseIndex)
        // What verify does with each vector: the reference passes it; and it catches the fault it was found with.
        #expect(VectorCheck.difference(vector, ReferenceEngine.run(vector)) == nil)
        #expect(VectorCheck.difference(vector, FaultyReference.run(vector, fault: .checkDigitIgnored)) != nil)
        #expect(vector.field.rules == [.checkDigit])
    }

    @Test func generateAdoptsAFindingWithAnIDThatStays() throws {
        let finding = try #require(campaign(.lengthInBytes, areas: [.core], cases: 600).findings.first)
        let folder = NSTemporaryDirectory() + "zipzap-findings-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileSystem.writeAtomically(finding.file.bytes, to: folder + "/" + finding.file.name)
        let clauses = try PackageFiles.specClauses()
        let family = try #require(try VectorFamily.findings(in: folder, knownClauses: clauses))
        var registry = IDRegistry()
        let adopted = try #require(try VectorGenerator.generate([family], registry: &registry, knownClauses: clauses).first?.vectors.first)
        #expect(adopted.id == "ZZ-00001")
        #expect(adopted.expectedTrace == finding.vector.expectedTrace && adopted.expectedValue == finding.vector.expectedValue)
        #expect(registry.entries.map(\.key) == ["fuzz-findings/" + finding.vector.id])
        let again = try VectorGenerator.generate([family], registry: &registry, knownClauses: clauses)
        #expect(again.first?.vectors.first?.id == "ZZ-00001")
        // Written with its id, read back with it.
        let text = JSONWriter().compact(adopted.json)
        #expect(text.contains("\"id\": \"ZZ-00001\""))
    }

    @Test func generateRefusesAFindingTheReferenceNoLongerGives() throws {
        let finding = try #require(campaign(.checkDigitIgnored, areas: [.core], cases: 400).findings.first)
        var vector = finding.vector
        vector.expectedTrace = []
        let file = VectorFile(family: vector.id, description: "edited", flags: [], vectors: [vector])
        let folder = NSTemporaryDirectory() + "zipzap-findings-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileSystem.writeAtomically(Array(JSONWriter().document(file.json(suiteVersion: ConformanceSuite.version)).utf8), to: folder + "/f.json")
        let family = try #require(try VectorFamily.findings(in: folder, knownClauses: nil))
        var registry = IDRegistry()
        #expect(throws: VectorGenerator.Failure.self) { try VectorGenerator.generate([family], registry: &registry) }
    }

    @Test func aVectorWithoutAnIDMustBeAFuzzFinding() throws {
        let finding = try #require(campaign(.checkDigitIgnored, areas: [.core], cases: 400).findings.first)
        var vector = finding.vector
        vector.provenance = .handWritten
        let document = JSONWriter().compact(vector.json).replacingOccurrences(of: "\"id\": \"\(vector.id)\", ", with: "")
        #expect(!document.contains("\"id\""))
        #expect(throws: JSONReader.Error.self) { try Vector(JSONReader(try JSONParser.parse(Array(document.utf8)))) }
    }

    @Test func aCampaignDependsOnItsSeedNotOnItsJobs() throws {
        let generator = FuzzGenerator(seed: 5, scope: FuzzScope(areas: FuzzArea.allCases, capabilities: .reference))
        let first = (0..<200).compactMap { generator.fuzzCase($0)?.1 }
        #expect(first == (0..<200).compactMap { generator.fuzzCase($0)?.1 })
        let other = FuzzGenerator(seed: 6, scope: generator.scope)
        #expect(first != (0..<200).compactMap { other.fuzzCase($0)?.1 })
        let one = campaign(.rulesRunInReverse, areas: [.core, .patterns], cases: 300, jobs: 1)
        let two = campaign(.rulesRunInReverse, areas: [.core, .patterns], cases: 300, jobs: 2)
        #expect(!one.findings.isEmpty)
        #expect(one.findings.map(\.vector) == two.findings.map(\.vector))
        #expect(one.progress.disagreements == two.progress.disagreements)
    }

    /// Each area makes requests of its own kind, and only what the capabilities declare: a port without camera,
    /// hardware, GS1 or type filter is sent none of them, and still gets runnable cases.
    @Test func requestsStayWithinTheAreaAndTheCapabilities() {
        for area in FuzzArea.allCases {
            let generator = FuzzGenerator(seed: 3, scope: FuzzScope(areas: [area], capabilities: .reference))
            let vectors = (0..<150).compactMap { generator.fuzzCase($0)?.1 }
            #expect(vectors.count == 150)
            #expect(vectors.allSatisfy { $0.gs1 != nil ? area == .gs1 : $0.source == area.source }, "\(area)")
            if area == .gs1 { #expect(vectors.contains { $0.gs1 != nil } && vectors.contains { $0.field.rules.contains(.gs1(relaxed: [])) }) }
        }
        let port = Capabilities(
            sources: ["direct", "hid", "typing"], rules: ["checkDigit", "length", "matches", "custom"],
            normalizations: Set(NormalizationForm.allCases.map(\.rawValue)), fixtures: ["assetTag", "mod97", "typeIs"], features: [])
        let scope = FuzzScope(areas: FuzzArea.allCases, capabilities: port)
        #expect(scope.areas == [.core, .patterns, .hid, .typing])
        let generator = FuzzGenerator(seed: 3, scope: scope)
        let vectors = (0..<400).compactMap { generator.fuzzCase($0)?.1 }
        #expect(vectors.count > 360)
        #expect(vectors.allSatisfy { port.missing(for: $0).isEmpty && $0.field.types == nil && $0.expectedError == nil })
    }
}
