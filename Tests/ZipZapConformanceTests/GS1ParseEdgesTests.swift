import Testing
import ZipZap
@testable import ZipZapConformance

/// The answers of `gs1-parse-edges`' vectors for (00) repeated and for a requisite with the exclusions off,
/// recomputed from SPEC C-7.3, C-7.9, C-7.10 and C-7.43 and the inputs' text, not by the parser.
@Suite struct GS1ParseEdgesTests {
    /// GS1's mod-10 check digit (SPEC C-4.5): weights 3 and 1 from the right, the last digit the check.
    private static func hasValidCheckDigit(_ digits: Substring) -> Bool {
        let values = digits.map { Int(String($0))! }
        let sum = values.dropLast().reversed().enumerated().reduce(0) { $0 + $1.element * ($1.offset.isMultiple(of: 2) ? 3 : 1) }
        return (10 - sum % 10) % 10 == values.last
    }

    private func parse(_ key: String) throws -> (input: String, case: GS1ParseCase, expected: JSONValue?) {
        let vector = try #require(try FamilyVectors.byKey(named: "gs1-parse-edges")[key], "\(key) is not generated")
        let parse = try #require(vector.gs1)
        return (String(decoding: parse.input, as: UTF8.self), parse, vector.expectedTrace.first)
    }

    /// Two SSCCs, each 18 digits with a valid check digit and different from each other: the repeat's value is
    /// `conflictingDuplicate` at its first byte (C-7.10, C-7.43), bracketed after `(00)…(00)`, unbracketed after
    /// `^00…00`.
    @Test(arguments: [("repeat-of-00", "(00)", "(00)"), ("repeat-of-00-unbracketed", "^00", "00")])
    func repeatedSSCCConflicts(key: String, firstAI: String, secondAI: String) throws {
        let (input, parse, expected) = try parse(key)
        #expect(parse.relaxed.isEmpty)
        #expect(input.hasPrefix(firstAI))
        let first = input.dropFirst(firstAI.count).prefix(18)
        let rest = input.dropFirst(firstAI.count + 18)
        #expect(rest.hasPrefix(secondAI))
        let second = rest.dropFirst(secondAI.count)
        #expect(first.count == 18 && second.count == 18 && first.allSatisfy(\.isNumber) && second.allSatisfy(\.isNumber))
        #expect(Self.hasValidCheckDigit(first) && Self.hasValidCheckDigit(second) && first != second)
        let offset = firstAI.count + 18 + secondAI.count
        #expect(expected == GS1ParseOutcome.rejected(kind: "conflictingDuplicate", ai: "00", offset: offset))
    }

    /// (3100) excludes every (310n) and requires (01) or (02) (the syntax dictionary: `req=01,02 ex=310n`); with only
    /// the exclusions off (C-7.3), the first element's requisite is what fails (C-7.9), at its value (C-7.43).
    @Test func requisiteWithExclusionsOff() throws {
        let (input, parse, expected) = try parse("requisite-with-exclusions-off")
        #expect(parse.relaxed == .exclusions)
        #expect(input == "(3100)000500(3101)000050")
        #expect(!input.contains("(01)") && !input.contains("(02)"))
        #expect(expected == GS1ParseOutcome.rejected(kind: "missingRequisite", ai: "3100", offset: "(3100)".count))
    }
}
