import Testing
import ZipZap

/// Hostile and broken input: a clear error every time, never a crash, in time linear in the input.
@Suite struct BadInputTests {
    @Test func emptyAndTrivialInputs() {
        #expect(error("")?.code == .emptyInput)
        #expect(error("]")?.code == .unsupportedSymbology)
        #expect(error("]C1")?.code == .emptyInput)
        #expect(error("^")?.code == .emptyInput)
        #expect(error("(")?.code == .unbalancedBracket)
        #expect(error("()")?.code == .malformedAI)
        #expect(error("(01")?.code == .unbalancedBracket)
        #expect(error("(01)")?.code == .emptyValue)
        #expect(error("(0A)1")?.code == .malformedAI)
        #expect(error("(12345)1")?.code == .malformedAI)
        #expect(error("x")?.code == .malformedAI)
        #expect(error("(01)09520123456788)")?.code == .valueTooLong)
    }

    @Test func unknownAIs() {
        let unknown = error("(9999)X")
        #expect(unknown?.code == .malformedAI || unknown?.code == .unknownAI)
        #expect(error("(23)X")?.code == .unknownAI)
        #expect(error("(23)X")?.ai == "23")
        #expect(error("2312345")?.code == .unknownAI)
    }

    @Test func bytesGS1NeverHolds() {
        let nul = GS1.validate([UInt8]("(01)0952012345".utf8) + [0] + [UInt8]("6788".utf8))
        #expect(nul?.code == .invalidByte)
        #expect(nul?.offset == 14)
        let invalidUTF8 = GS1.validate([UInt8]("(10)AB".utf8) + [0xC3, 0x28])
        #expect(invalidUTF8?.code == .invalidByte)
        #expect(invalidUTF8?.offset == 6)
        #expect(error("(10)Ä")?.code == .invalidByte)
        #expect(GS1.validate([UInt8]("https://id.gs1.org/01/09520123456788#".utf8) + [0xFF])?.code == .invalidByte)
    }

    @Test func firstErrorInInputOrderWins() {
        // A bad check digit in (01) comes before the bad date in (17).
        let first = error("(01)09520123456789(17)261332")
        #expect(first?.code == .checkFailed(.csum))
        #expect(first?.ai == "01")
        #expect(first?.offset == 17)
        // A bad byte before a later error is reported instead.
        #expect(error("(10)A\u{7}B(17)261332(01)09520123456788")?.code == .invalidByte)
        // Errors are deterministic.
        #expect(error("(17)261332(01)1") == error("(17)261332(01)1"))
    }

    @Test func errorsNameTheAIAndOffset() throws {
        let failure = try #require(error("^0109520123456788172613329"))
        #expect(failure.code == .checkFailed(.yymmd0))
        #expect(failure.ai == "17")
        #expect(failure.offset == 21)
        #expect(failure.message == "AI (17): invalid date (yymmd0) at offset 21")
    }

    @Test func megabyteInputs() {
        let big = "(10)" + String(repeating: "A", count: 1 << 20)
        #expect(error(big)?.code == .valueTooLong)
        let bigURI = "https://id.gs1.org/" + String(repeating: "a/", count: 1 << 19) + "01/09520123456788"
        #expect(error(bigURI) == nil)
        let brackets = String(repeating: "(", count: 1 << 20)
        #expect(error(brackets)?.code == .malformedAI)
        let separators = String(repeating: "^", count: 1 << 20)
        #expect(error(separators)?.code == .malformedAI)
    }

    @Test func thousandsOfAIs() {
        // 20,000 elements: duplicates, requisites and exclusions must stay linear.
        let same = "(01)09520123456788" + String(repeating: "(10)ABC", count: 20_000)
        #expect(error(same) == nil)
        var distinct = "(01)09520123456788"
        for index in 0..<20_000 { distinct += "(91)\(index)" }
        #expect(error(distinct)?.code == .conflictingDuplicate)
        #expect(error(distinct, options: .lenient) == nil)
        let manyQualifierPairs = "https://x.com/01/09520123456788" + String(repeating: "/10/A", count: 50_000)
        #expect(error(manyQualifierPairs)?.code == .invalidQualifier)
    }
}
