import Testing
@testable import ZipZap

@Suite struct AITableTests {
    let table = GS1AITable.current

    @Test func listsEveryAIOfTheRelease() {
        // GS1 Barcode Syntax Dictionary 2026-01-27: 541 AIs, 337 of them with a predefined length.
        #expect(table.release == "2026-01-27")
        #expect(table.definitions.count == 541)
        #expect(table.definitions.filter(\.hasPredefinedLength).count == 337)
        #expect(AITableData.rows.split(separator: "\n").count == 224)
        #expect(AITableData.rows.split(separator: "\n").filter { $0.split(separator: "|")[0].contains("-") }.count == 60)
    }

    @Test func everyNamedCheckIsKnownAndUsed() {
        // The 39 checks of the syntax dictionary; every one but yyyymmd0 is used by some AI of this release.
        #expect(GS1Check.allCases.count == 39)
        let used = Set(table.definitions.flatMap { $0.components.flatMap { Array($0.checks) } })
        #expect(Set(GS1Check.allCases).subtracting(used) == [.csetnumeric, .cset82, .cset39, .cset64, .yyyymmd0])
    }

    @Test func definesEachAIOnceInLexicalOrder() {
        let ais = table.definitions.map(\.ai)
        #expect(Set(ais).count == ais.count)
        #expect(ais == ais.sorted())
    }

    @Test func noAIIsAPrefixOfAnother() {
        // GS1 General Specifications 3.1: AIs are prefix-free, which is what lets a reader split unbracketed data.
        let ais = table.definitions.map(\.ai)
        for ai in ais {
            #expect(!ais.contains { $0 != ai && $0.hasPrefix(ai) }, "\(ai)")
        }
    }

    @Test func everyReferencedAIExists() {
        for definition in table.definitions {
            let patterns = definition.requisites.flatMap { $0.flatMap { $0 } } + definition.exclusions
            for pattern in patterns {
                #expect(table.definitions.contains { pattern.matches($0.code) }, "(\(definition.ai)) names \(pattern)")
            }
            for qualifier in (definition.digitalLinkQualifiers ?? []).flatMap({ $0 }) {
                #expect(table.definition(for: qualifier) != nil, "(\(definition.ai)) qualifier \(qualifier)")
            }
        }
    }

    @Test func predefinedLengthsAreFixedFormats() {
        for definition in table.definitions where definition.hasPredefinedLength {
            #expect(definition.components.allSatisfy { !$0.isOptional && $0.minLength == $0.maxLength }, "\(definition.ai)")
            #expect(definition.minLength == definition.maxLength)
        }
    }

    @Test func formatsAreWellFormed() {
        for definition in table.definitions {
            // Only the last component may vary in length; no mandatory component follows an optional one.
            let components = definition.components
            for component in components.dropLast() {
                #expect(component.minLength == component.maxLength, "\(definition.ai)")
            }
            for (earlier, later) in zip(components, components.dropFirst()) where earlier.isOptional {
                #expect(later.isOptional, "\(definition.ai)")
            }
            #expect(definition.maxLength <= 90, "\(definition.ai)")
        }
    }

    // GS1 General Specifications 3.2 (AI table): formats of well-known AIs.
    @Test(arguments: [
        ("00", "N18,csum,gcppos2", true, "SSCC"),
        ("01", "N14,csum,gcppos2", true, "GTIN"),
        ("10", "X..20", false, "BATCH/LOT"),
        ("17", "N6,yymmd0", true, "USE BY or EXPIRY"),
        ("253", "N13,csum,gcppos1 [X..17]", false, "GDTI"),
        ("3103", "N6", true, "NET WEIGHT (kg)"),
        ("3932", "N3,iso4217 N..15", false, "PRICE"),
        ("4309", "N10,latitude N10,longitude", false, "SHIP TO GEO"),
        ("8003", "N1,zero N13,csum,gcppos1 [X..16]", false, "GRAI"),
        ("8013", "X..25,csumalpha,gcppos1", false, "GMN"),
        ("8030", "Z..90", false, "DIGSIG"),
        ("8043", "N18 [N..2]", false, "PSIM"),
        ("99", "X..90", false, "INTERNAL"),
    ])
    func knowsTheFormats(ai: String, specification: String, predefined: Bool, title: String) throws {
        let definition = try #require(table.definition(for: ai))
        #expect(definition.specification == specification)
        #expect(definition.hasPredefinedLength == predefined)
        #expect(definition.title == title)
    }

    @Test func knowsDigitalLinkRoles() throws {
        let gtin = try #require(table.definition(for: "01"))
        #expect(gtin.digitalLinkQualifiers?.map { $0.map(\.description) } == [["22", "10", "21"], ["235"]])
        #expect(try #require(table.definition(for: "00")).digitalLinkQualifiers == [])
        #expect(try #require(table.definition(for: "10")).digitalLinkQualifiers == nil)
        #expect(try #require(table.definition(for: "17")).isDigitalLinkAttribute)
        #expect(try #require(table.definition(for: "21")).isDigitalLinkAttribute == false)
    }

    @Test func knowsRequisitesAndExclusions() throws {
        // As release 2026-01-27 has them, without the (03) relationships of the dictionary's later head.
        #expect(try #require(table.definition(for: "8030")).requisiteDescriptions
            == ["00,01+21,253,255,8003,8004,8006+21,8010+8011,8017,8018"])
        #expect(try #require(table.definition(for: "3920")).requisiteDescriptions == ["01", "30,31nn,32nn,35nn,36nn"])
        #expect(try #require(table.definition(for: "250")).requisiteDescriptions == ["01,8006", "21"])
        #expect(try #require(table.definition(for: "243")).requisiteDescriptions == ["01"])
        #expect(try #require(table.definition(for: "01")).exclusionDescriptions == ["255", "37"])
        #expect(try #require(table.definition(for: "03")).exclusionDescriptions == ["01", "02", "37"])
    }

    @Test func aiCodesKeepLeadingZeros() {
        #expect(GS1AICode("00")?.description == "00")
        #expect(GS1AICode("0") == nil)
        #expect(GS1AICode("12345") == nil)
        #expect(GS1AICode("1a") == nil)
        #expect(GS1AICode("00") != GS1AICode("000"))
    }
}
