import Testing
import ZipZap
@testable import ZipZapConformance
@testable import ZipZapGeneration

/// The committed suite: byte-identical to a fresh generation, ids stable, every clause cited, the coverage the
/// spec asks for.
@Suite struct VectorSuiteTests {
    @Test func committedFilesAreWhatTheGeneratorWrites() throws {
        let (files, registry) = try PackageFiles.generate()
        let rendered = VectorSuite.render(try VectorLayout.publish(files), registry: registry, suiteVersion: ConformanceSuite.version)
        // The committed files were written by another process (another hash seed): equal bytes also show that
        // generating does not depend on the process. A second generation here (100 s of a debug build) showed no more.
        for file in rendered {
            let onDisk = try FileSystem.read(PackageFiles.vectors + "/" + file.name)
            #expect(onDisk == file.bytes, "\(file.name) differs: run 'swift run zipzap-conformance generate' and review the diff")
        }
    }

    @Test func loadedSuiteIsCleanAndPassesTheReference() throws {
        #expect(try !PackageFiles.specClauses().isEmpty)
        let suite = PackageFiles.suite
        #expect(suite.problems.isEmpty, "\(suite.problems)")
        #expect(suite.vectors.count > 700)
        for (_, vector) in suite.vectors {
            let result = ReferenceEngine.run(vector)
            #expect(VectorCheck.difference(vector, result) == nil, "\(vector.id)")
        }
    }

    @Test func idsAreUniqueAndRegistered() throws {
        let (files, registry) = try PackageFiles.generate()
        let ids = files.flatMap(\.vectors).map(\.id)
        #expect(Set(ids).count == ids.count)
        let registered = Set(registry.entries.map(\.id))
        #expect(ids.allSatisfy(registered.contains))
        #expect(Set(registry.entries.map(\.key)).count == registry.entries.count)
    }

    @Test func everyClauseIsCitedByAVector() throws {
        let (files, _) = try PackageFiles.generate()
        let cited = Set(files.flatMap(\.vectors).flatMap(\.clauses))
        // C-13 settles what a fuzz finding is, not how an implementation behaves: only findings cite it (C-13.2), and
        // the suite has them only once it adopts some (C-13.5).
        let uncited = try PackageFiles.specClauses().subtracting(cited).filter { !$0.hasPrefix("C-13.") }.sorted()
        #expect(uncited.isEmpty, "clauses no vector cites: \(uncited)")
    }

    @Test func coverageOfRulesFormsTypesAndFixtures() throws {
        let vectors = try PackageFiles.generate().files.flatMap(\.vectors)
        let fields = vectors.map(\.field)
        #expect(Set(fields.map(\.normalization)) == Set(NormalizationForm.allCases))
        let fixtures = Set(fields.flatMap(\.rules).compactMap { rule -> String? in
            if case .custom(let fixture) = rule { return fixture.name } else { return nil }
        })
        #expect(fixtures == ["assetTag", "mod97", "typeIs"])
        #expect(fields.contains { $0.rules.contains(.checkDigit) })
        #expect(fields.contains { $0.rules.contains { if case .length = $0 { true } else { false } } })
        // Every barcode type meets .checkDigit and a normalization form other than none.
        for type in BarcodeType.allCases {
            let carrying = vectors.filter { vector in
                vector.events.contains { $0["type"] == .string(type.rawValue) }
            }
            #expect(carrying.contains { $0.field.rules.contains(.checkDigit) }, "\(type) never meets checkDigit")
            #expect(carrying.contains { $0.field.normalization != .none }, "\(type) is never normalized")
        }
    }
}

/// Independent checks of the generated families: each asserts, from the mathematics or the spec's own table, what
/// the reference's expected outcomes must be.
@Suite struct GeneratedFamilyTests {
    private func vectors(generator: String) throws -> [Vector] {
        try PackageFiles.generate().files.flatMap(\.vectors).filter {
            if case .generated(let name, _) = $0.provenance { name == generator } else { false }
        }
    }

    private func kind(_ vector: Vector) -> JSONValue? { vector.expectedTrace.first?["kind"] }

    private func scannedDigits(_ vector: Vector) -> [Int] {
        guard case .string(let text)? = vector.events.first?["value"] else { return [] }
        return text.utf8.map { Int($0) - 48 }
    }

    @Test func everySingleDigitSubstitutionIsRejected() throws {
        let family = try vectors(generator: "single-digit-substitution")
        #expect(family.count == (8 + 12 + 13 + 14) * 9)
        for vector in family {
            #expect(vector.expectedTrace.first?["step"] == .string("checkDigit"), "\(vector.id)")
        }
    }

    @Test func adjacentTranspositionsPassExactlyWhenTheDigitsDifferByFive() throws {
        let family = try vectors(generator: "adjacent-transposition")
        #expect(!family.isEmpty)
        let bases = VectorFamily.checkDigitBases.map { $0.value.utf8.map { Int($0) - 48 } }
        for vector in family {
            let digits = scannedDigits(vector)
            guard let base = bases.first(where: { $0.count == digits.count }),
                  let swap = (0..<digits.count - 1).first(where: { digits[$0] != base[$0] }) else {
                Issue.record("\(vector.id): cannot find its base GTIN")
                continue
            }
            let blind = abs(base[swap] - base[swap + 1]) == 5
            #expect(kind(vector) == .string(blind ? "write" : "reject"), "\(vector.id)")
        }
    }

    @Test func typeSetMembershipFollowsSpecTable() throws {
        // SPEC C-2.4, written out again here from the spec's text.
        let retail: Set = ["upcA", "upcE", "ean13", "ean8"]
        let table: [String: Set<String>] = [
            "retailProduct": retail,
            "gtin": retail.union(["itf14"]),
            "gs1": ["gs1128", "gs1DataBar", "gs1DataBarLimited", "gs1DataBarExpanded", "gs1QR", "gs1DataMatrix", "gs1DotCode"],
            "linear": retail.union(["itf14", "interleaved2of5", "code39", "code93", "codabar", "code128", "gs1128",
                                    "gs1DataBar", "gs1DataBarLimited", "gs1DataBarExpanded"]),
            "twoDimensional": ["pdf417", "microPDF417", "qr", "microQR", "gs1QR", "dataMatrix", "gs1DataMatrix", "aztec",
                               "dotCode", "gs1DotCode"],
            "all": Set(BarcodeType.allCases.map(\.rawValue)),
        ]
        let family = try vectors(generator: "type-set-membership")
        #expect(family.count == table.count * BarcodeType.allCases.count)
        let registry = try PackageFiles.generate().registry
        for vector in family {
            let key = registry.entries.first { $0.id == vector.id }!.key.split(separator: "/")
            let set = String(key[2]), type = String(key[3])
            let member = table[set]!.contains(type)
            #expect(kind(vector) == .string(member ? "write" : "ignore"), "\(vector.id) \(set) \(type)")
        }
    }

    @Test func otherTypesPassCheckDigit() throws {
        let family = try vectors(generator: "other-types-pass")
        #expect(family.count == BarcodeType.allCases.count - 5)
        #expect(family.allSatisfy { kind($0) == .string("write") })
    }

    @Test func everyTypeAsGTIN14IsAcceptedExactlyWhenItsSampleIsAGTIN() throws {
        for vector in try vectors(generator: "every-type-gtin14") {
            let digits = scannedDigits(vector)
            let looksLikeGTIN = [8, 12, 13, 14].contains(digits.count) && digits.allSatisfy { (0...9).contains($0) }
            let isUPCE = vector.events.first?["type"] == .string("upcE")
            // SPEC C-3.8: the GS1 types' sample is the element string (01)09520123456788, which carries a GTIN.
            let carriesGTIN = BarcodeTypeSet.gs1.members.contains { vector.events.first?["type"] == .string($0.rawValue) }
            #expect(kind(vector) == .string(looksLikeGTIN || isUPCE || carriesGTIN ? "write" : "reject"), "\(vector.id)")
        }
    }
}
