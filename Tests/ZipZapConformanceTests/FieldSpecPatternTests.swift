import Foundation
import Testing
import ZipZap
import ZipZapVectors

/// A vector's pattern is checked when the vector is read and compiled when its rule is first built
/// (`FieldSpec.Pattern`): the check finds what compiling finds, and the compiled pattern is the one the source says.
@Suite struct FieldSpecPatternTests {
    @Test(arguments: ["a(?=b)", "[z-a]", "a{1001}", "((a{1000}){1000}){1000}", "(ab", String(repeating: "a", count: 4097)])
    func aSourceOutsideTheSubsetIsRefusedAsCompilingRefusesIt(source: String) throws {
        let compiling = try #require(throws: PatternError.self) { try PortablePattern(source) }
        #expect(throws: compiling) { try FieldSpec.Pattern(source) }
        guard case .refused(let refused) = FieldSpec.Rule.pattern(source) else {
            Issue.record("\(source) was not refused")
            return
        }
        #expect(refused.reason == compiling.reason.name && refused.offset == compiling.offset)
    }

    @Test func theCompiledPatternIsTheSources() throws {
        let pattern = try FieldSpec.Pattern(#"^LOC-\d{4}$"#)
        #expect(pattern.size == 10)
        #expect(pattern.compiled.source == #"^LOC-\d{4}$"#)
        #expect(pattern.compiled.matches(Array("LOC-1234".utf8)))
        #expect(!pattern.compiled.matches(Array("LOC-123".utf8)))
        // A rule built from it matches as the compiled pattern does.
        let rule = FieldSpec.Rule.matches(pattern).validationRule
        #expect(rule == .matches(try PortablePattern(#"^LOC-\d{4}$"#)))
    }

    @Test func aPatternIsEqualToTheSameSourceCompiled() throws {
        let compiled = try PortablePattern("(a|b)*c")
        #expect(try FieldSpec.Pattern("(a|b)*c") == FieldSpec.Pattern(compiled))
        #expect(try FieldSpec.Pattern("(a|b)*c") != FieldSpec.Pattern("(a|b)+c"))
        #expect(FieldSpec.Pattern(compiled).size == compiled.size)
    }

    /// Threads building the same vector's rule at once all get the one compiled pattern's answers.
    @Test func threadsCompilingAtOnceAgree() throws {
        let pattern = try FieldSpec.Pattern("(a|b)*a(a|b){8}$")
        let answers = Answers()
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            let value = Array((index % 2 == 0 ? "ba" + String(repeating: "b", count: 8) : "ab" + String(repeating: "b", count: 8)).utf8)
            answers.record(index, pattern.compiled.matches(value))
        }
        // "ba" then 8 b: the a has 8 scalars after it, a match; "ab" then 8 b: the only a has 9 after it, none.
        #expect(answers.all == (0..<16).map { $0 % 2 == 0 })
    }

    private final class Answers: @unchecked Sendable {
        private let lock = NSLock()
        private var byIndex = [Bool?](repeating: nil, count: 16)
        func record(_ index: Int, _ answer: Bool) { lock.withLock { byIndex[index] = answer } }
        var all: [Bool?] { lock.withLock { byIndex } }
    }
}
