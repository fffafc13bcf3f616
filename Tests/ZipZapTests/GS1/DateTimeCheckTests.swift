import Testing
@testable import ZipZap

@Suite struct DateTimeCheckTests {
    @Test func yymmdd() {
        #expect(GS1Check.yymmdd.passes("261231"))
        #expect(GS1Check.yymmdd.failureOffset(in: "261331") == 2)
        #expect(GS1Check.yymmdd.failureOffset(in: "260431") == 4)
        #expect(GS1Check.yymmdd.failureOffset(in: "260100") == 4)
        #expect(GS1Check.yymmdd.failureOffset(in: "26010") == 0)
        #expect(GS1Check.yymmdd.failureOffset(in: "2A0101") == 0)
    }

    // GS1 General Specifications 7.12: day 00 stands for the last day of the month where the AI allows it.
    @Test func yymmd0() {
        #expect(GS1Check.yymmd0.passes("260200"))
        #expect(GS1Check.yymmd0.passes("260229") == false)
        #expect(GS1Check.yymmd0.failureOffset(in: "261300") == 2)
        #expect(GS1Check.yymmd0.failureOffset(in: "260132") == 4)
    }

    // GS1 General Specifications 7.12: from the current year, a YY 51 to 99 years ahead belongs to the previous
    // century, one 50 to 99 years behind to the next, any other to the current century.
    @Test func centuryWindow() {
        #expect(DateTimeChecks.fullYear(twoDigitYear: 76, referenceYear: 2026) == 2076)
        #expect(DateTimeChecks.fullYear(twoDigitYear: 77, referenceYear: 2026) == 1977)
        #expect(DateTimeChecks.fullYear(twoDigitYear: 0, referenceYear: 2049) == 2000)
        #expect(DateTimeChecks.fullYear(twoDigitYear: 0, referenceYear: 2050) == 2100)
        #expect(DateTimeChecks.fullYear(twoDigitYear: 99, referenceYear: 2000) == 1999)
        #expect(DateTimeChecks.fullYear(twoDigitYear: 26, referenceYear: 2026) == 2026)
    }

    @Test func centuryWindowDecidesLeapYears() {
        // 29 February 2000 exists; 29 February 2100 and 1900 do not.
        #expect(GS1Check.yymmdd.passes("000229", referenceYear: 2026))
        #expect(!GS1Check.yymmdd.passes("000229", referenceYear: 2050))
        #expect(!GS1Check.yymmdd.passes("000229", referenceYear: 1949))
        #expect(GS1Check.yymmdd.passes("000229", referenceYear: 1950))
    }

    @Test func yyyymmdd() {
        #expect(GS1Check.yyyymmdd.passes("20000229"))
        #expect(!GS1Check.yyyymmdd.passes("19000229"))
        #expect(GS1Check.yyyymmdd.failureOffset(in: "20261301") == 4)
        #expect(GS1Check.yyyymmdd.failureOffset(in: "20260100") == 6)
        #expect(GS1Check.yyyymmd0.passes("20260100"))
        #expect(GS1Check.yyyymmd0.failureOffset(in: "20260132") == 6)
    }

    @Test func times() {
        #expect(GS1Check.hh.passes("00") && GS1Check.hh.passes("23"))
        #expect(!GS1Check.hh.passes("24"))
        #expect(GS1Check.mi.passes("59") && !GS1Check.mi.passes("60"))
        #expect(GS1Check.ss.passes("00") && !GS1Check.ss.passes("61"))
        #expect(GS1Check.hhmi.passes("2359"))
        #expect(GS1Check.hhmi.failureOffset(in: "2400") == 0)
        #expect(GS1Check.hhmi.failureOffset(in: "2360") == 2)
    }
}
