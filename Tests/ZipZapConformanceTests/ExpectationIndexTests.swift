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
        let stale = expectations.staleEntries(among: ["ZZ-00001", "ZZ-00003"])
        #expect(stale.map(\.line) == [2, 3])
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
            #expect(expectations.entry(for: id)?.line == expectations.entries.first { $0.glob.matches(id) }?.line, "\(id)")
        }
    }
}
