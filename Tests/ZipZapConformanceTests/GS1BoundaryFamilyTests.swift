import Testing
import ZipZap
import ZipZapOracle
@testable import ZipZapConformance
@testable import ZipZapGeneration

/// Independent checks of the generated GS1 boundary families: each vector's outcome recomputed from the AI's format
/// text, the Gregorian calendar, GS1 mod 10 and the check character pair, never from the parser the vectors test.
@Suite struct GS1BoundaryFamilyTests {
    /// A family's vectors by key (without the family name), generated with the committed registry.
    static func vectorsByKey(_ family: VectorFamily) throws -> [String: Vector] {
        let (files, registry) = try PackageFiles.generate()
        let keys = Dictionary(uniqueKeysWithValues: registry.entries.map { ($0.id, $0.key) })
        let vectors = try #require(files.first { $0.family == family.name }, "\(family.name) is not generated").vectors
        return Dictionary(uniqueKeysWithValues: vectors.compactMap { vector in
            keys[vector.id].map { (String($0.dropFirst(family.name.count + 1)), vector) }
        })
    }

    private func accepted(_ vector: Vector) -> Bool { vector.expectedTrace.first?["kind"] == .string("write") }

    private func scanned(_ vector: Vector) -> [UInt8] {
        guard case .string(let text)? = vector.events.first?["value"] else { return [] }
        return Array(text.utf8)
    }

    // MARK: Lengths

    /// One component as the format text writes it: `N6,yymmdd`, `[N2],mi`, `X..20`.
    struct FormatComponent {
        let minimum: Int, maximum: Int, optional: Bool, checks: [String]

        init(_ token: Substring) {
            let parts = token.split(separator: ",")
            optional = parts[0].hasPrefix("[")
            let core = parts[0].filter { $0 != "[" && $0 != "]" }.dropFirst()
            maximum = Int(core.hasPrefix("..") ? core.dropFirst(2) : core) ?? 0
            minimum = core.hasPrefix("..") ? 1 : maximum
            checks = parts.dropFirst().map(String.init)
        }
    }

    static func format(_ ai: String) throws -> [FormatComponent] {
        try #require(GS1AITable.current.definition(for: ai)).specification.split(separator: " ").map(FormatComponent.init)
    }

    /// C-7.26: components in order, each complete (fixed) or 1 to its maximum (variable), optional ones only left
    /// out at the end, nothing after the last.
    static func lengthIsValid(_ length: Int, _ components: [FormatComponent]) -> Bool {
        var remaining = length
        for component in components {
            if remaining == 0 { return component.optional }
            let taken = min(remaining, component.maximum)
            if taken < component.minimum { return false }
            remaining -= taken
        }
        return remaining == 0
    }

    @Test func lengthVectorsFollowTheFormat() throws {
        let vectors = try Self.vectorsByKey(.gs1Lengths)
        try #require(vectors.count > 1000, "gs1-lengths generated \(vectors.count) vectors")
        var formsSeen = Set<String>()
        for (key, vector) in vectors {
            let parts = key.split(separator: "/").map(String.init)
            let (ai, length, form) = (parts[1], try #require(Int(parts[2])), parts[3])
            formsSeen.insert(form)
            let components = try Self.format(ai)
            var valid = Self.lengthIsValid(length, components)
            if form == "run-on" {
                // Only a predefined-length value ends without FNC1 (GS1 General Specifications 7.8.5).
                valid = try #require(GS1AITable.current.definition(for: ai)).hasPredefinedLength
            }
            #expect(accepted(vector) == valid, "\(key)")
        }
        #expect(formsSeen == ["end", "fnc1-next", "run-on", "bracketed", "scan-data", "digital-link"])
    }

    @Test func lengthProbesReachEveryBoundary() throws {
        let vectors = try Self.vectorsByKey(.gs1Lengths)
        for ai in ["8008", "7007", "253", "255", "8003", "423", "4330", "8043"] {
            let components = try Self.format(ai)
            var end = 0
            for component in components {
                end += component.maximum
                for length in [end - 1, end] where length >= 1 {
                    #expect(vectors["len/\(ai)/\(length)/end"] != nil, "(\(ai)) has no probe of length \(length)")
                }
            }
            #expect(vectors["len/\(ai)/\(end + 1)/end"] != nil, "(\(ai)) has no probe past its end")
        }
    }

    // MARK: Dates

    /// GS1 General Specifications 7.12: a two-digit year 51-99 years ahead of the reference year's is in the
    /// previous century, 50-99 behind in the next, else in the reference year's (2026, C-7.5).
    static func year(twoDigits yy: Int, reference: Int = 2026) -> Int {
        let difference = yy - reference % 100
        let century = reference - reference % 100
        return difference >= 51 ? century - 100 + yy : difference <= -50 ? century + 100 + yy : century + yy
    }

    static func lastDay(month: Int, year: Int) -> Int {
        let leap = year % 400 == 0 || (year % 4 == 0 && year % 100 != 0)
        return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    }

    static func dateIsValid(_ text: String, check: String) -> Bool {
        let digits = text.compactMap(\.wholeNumberValue)
        func number(_ range: Range<Int>) -> Int { range.reduce(0) { $0 * 10 + digits[$1] } }
        switch check {
        case "yymmdd", "yymmd0", "yyyymmdd":
            let yearDigits = check == "yyyymmdd" ? 4 : 2
            let year = yearDigits == 4 ? number(0..<4) : Self.year(twoDigits: number(0..<2))
            let month = number(yearDigits..<(yearDigits + 2)), day = number((yearDigits + 2)..<(yearDigits + 4))
            guard (1...12).contains(month) else { return false }
            return (day == 0 && check == "yymmd0") || (1...lastDay(month: month, year: year)).contains(day)
        case "hh": return number(0..<2) < 24
        case "mi", "ss": return number(0..<2) < 60
        case "hhmi": return number(0..<2) < 24 && number(2..<4) < 60
        default: return false
        }
    }

    @Test func dateVectorsFollowTheCalendar() throws {
        let vectors = try Self.vectorsByKey(.gs1Dates)
        try #require(vectors.count > 300, "gs1-dates generated \(vectors.count) vectors")
        for (key, vector) in vectors {
            let parts = key.split(separator: "/").map(String.init)
            let component = try Self.format(parts[1])[try #require(Int(parts[2]))]
            let check = try #require(component.checks.first { ["yymmdd", "yymmd0", "yyyymmdd", "hh", "mi", "ss", "hhmi"].contains($0) })
            #expect(accepted(vector) == Self.dateIsValid(parts[3], check: check), "\(key)")
        }
        // The probes that tell the leap-year rules apart are there.
        for key in ["date/7006/0/000229", "date/7006/0/770229", "date/7250/0/19000229", "date/7250/0/20000229", "date/17/0/260200"] {
            #expect(vectors[key] != nil, "\(key) missing")
        }
    }

    // MARK: Check characters

    @Test func checkDigitVectorsFollowGS1Mod10() throws {
        let vectors = try Self.vectorsByKey(.gs1CheckCharacters)
        var checkDigitVectors = 0
        for (key, vector) in vectors where key.hasPrefix("csum/") {
            let parts = key.split(separator: "/").map(String.init)
            let components = try Self.format(parts[1])
            let index = try #require(Int(parts[2]))
            // The tested element is last and has every component at its longest.
            let value = scanned(vector).suffix(components.reduce(0) { $0 + $1.maximum })
            let start = value.startIndex + components[..<index].reduce(0) { $0 + $1.maximum }
            let digits = String(decoding: value[start..<(start + components[index].maximum)], as: UTF8.self)
            #expect(digits.last?.wholeNumberValue == Int(parts[3]), "\(key)")
            #expect(accepted(vector) == Oracle.isValidGS1(digits), "\(key)")
            checkDigitVectors += 1
        }
        #expect(checkDigitVectors % 10 == 0 && checkDigitVectors >= 200, "\(checkDigitVectors) check-digit vectors")
    }

    @Test func checkPairVectorsFollowTheCheckCharacterPair() throws {
        let vectors = try Self.vectorsByKey(.gs1CheckCharacters)
        var pairVectors = 0
        for (key, vector) in vectors where key.hasPrefix("pair/") {
            let parts = key.split(separator: "/").map(String.init)
            let value = String(decoding: scanned(vector).suffix(try #require(Int(parts[2]))), as: UTF8.self)
            #expect(accepted(vector) == Oracle.isValidGS1CheckCharacterPair(value), "\(key)")
            #expect(accepted(vector) == (parts[3] == "right"), "\(key)")
            pairVectors += 1
        }
        #expect(pairVectors >= 16, "\(pairVectors) check-pair vectors")
    }
}
