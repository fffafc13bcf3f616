import Testing
@testable import ZipZapConformance

/// The expectation index answers exactly what trying every entry in file order would, only faster.
@Suite struct ExpectationIndexTests {
    private func entries(_ lines: [String]) throws -> Expectations {
        try Expectations(text: lines.joined(separator: "\n"), file: "list.txt")
    }

    @Test func theFirstMatchingEntryInFileOrderWinsWhateverItsKind() throws {
        let expectations = try entries([
            "skip ZZ-001* prefix first", "xfail ZZ-00123 literal second", "xfail ZZ-0012? one-character third", "skip * everything",
        ])
        #expect(expectations.entry(for: "ZZ-00123")?.reason == "prefix first")
        #expect(expectations.entry(for: "ZZ-00999")?.reason == "everything")
        let literalFirst = try entries(["xfail ZZ-00123 literal", "skip ZZ-001* prefix"])
        #expect(literalFirst.entry(for: "ZZ-00123")?.reason == "literal")
        #expect(literalFirst.entry(for: "ZZ-00124")?.reason == "prefix")
        #expect(literalFirst.entry(for: "ZZ-00200") == nil)
    }

    @Test func staleEntriesAreTheOnesThatMatchNoId() throws {
        let expectations = try entries([
            "skip ZZ-00001 present", "skip ZZ-00002 absent", "skip ZZ-9* absent prefix", "skip *1 suffix", "skip ZZ-00001 repeated",
        ])
        let stale = expectations.staleEntries(among: [vector("ZZ-00001"), vector("ZZ-00003")])
        #expect(stale.map(\.line) == [2, 3])
    }

    private func vector(_ id: String, flags: [String] = [], clauses: [String] = []) -> Vector {
        Vector(id: id, description: "", clauses: clauses, flags: flags, provenance: .handWritten, field: FieldSpec(),
               expectedTrace: [], expectedValue: nil)
    }

    @Test func flagAndClauseSelectorsSelectByContentInFileOrder() throws {
        let expectations = try entries([
            "xfail ZZ-00002 by id", "skip flag:Slow a flag", "xfail clause:C-4 a section", "skip clause:C-6.6 a clause",
            "skip flag:Nowhere names no vector", "skip clause:C-9 cites nothing",
        ])
        let byID = vector("ZZ-00002", flags: ["Slow"])
        let byFlag = vector("ZZ-00001", flags: ["Slow"], clauses: ["C-4.2"])
        let bySection = vector("ZZ-00003", clauses: ["C-4.20"])
        let byClause = vector("ZZ-00004", clauses: ["C-6.6", "C-6.60"])
        let notSelected = vector("ZZ-00005", clauses: ["C-40.1", "C-6.61"])
        #expect(expectations.entry(for: byID)?.reason == "by id")
        #expect(expectations.entry(for: byFlag)?.reason == "a flag")
        #expect(expectations.entry(for: bySection)?.reason == "a section")
        #expect(expectations.entry(for: byClause)?.reason == "a clause")
        #expect(expectations.entry(for: notSelected) == nil)
        let stale = expectations.staleEntries(among: [byID, byFlag, bySection, byClause, notSelected])
        #expect(stale.map(\.line) == [5, 6])
    }

    @Test func selectorsWithoutANameAreErrorsWithTheirLine() {
        #expect(throws: Expectations.Error.self) { try entries(["skip flag: no name"]) }
        var caught: Expectations.Error?
        do { _ = try entries(["# fine", "xfail clause:4.2 not a clause id"]) } catch let error as Expectations.Error { caught = error } catch {}
        #expect(caught?.line == 2)
        #expect(caught?.message.contains("clause:C-4.2") == true)
    }

    @Test func runsOfStarsMatchLikeOneStar() {
        let stars = String(repeating: "*", count: 100_000)
        #expect(Glob("ZZ-" + stars + "1").matches("ZZ-00001"))
        #expect(!Glob("ZZ-" + stars + "1").matches("ZZ-00002"))
        #expect(Glob(stars).matches(""))
    }

    @Test func anIndexAgreesWithTryingEveryEntry() throws {
        let globs = ["ZZ-0*", "ZZ-00?1", "*5", "ZZ-00015", "Z*-*1*", "?Z-000??", "ZZ-1*"]
        let expectations = try entries(globs.enumerated().map { "skip \($1) reason \($0)" })
        for number in 0..<200 {
            var digits = String(number)
            while digits.count < 5 { digits = "0" + digits }
            let id = "ZZ-" + digits
            #expect(expectations.entry(for: id)?.line == expectations.entries.first { Glob($0.selector.description).matches(id) }?.line, "\(id)")
        }
    }
}
