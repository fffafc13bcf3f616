import Testing
import ZipZap

/// GS1 General Specifications 7.11: CSET 82 (figure 7.11-1), CSET 39 (figure 7.11-2), CSET 64 (figure 7.11-3).
@Suite struct CharacterSetCheckTests {
    @Test func numeric() {
        #expect(GS1Check.csetnumeric.passes("0123456789"))
        #expect(GS1Check.csetnumeric.failureOffset(in: "12a4") == 2)
        #expect(GS1Check.csetnumeric.failureOffset(in: "12 4") == 2)
    }

    @Test func cset82() {
        #expect(GS1Check.cset82.passes("!\"%&'()*+,-./0123456789:;<=>?ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz"))
        for outside in [" ", "#", "$", "@", "[", "\\", "]", "^", "`", "{", "|", "}", "~"] {
            #expect(GS1Check.cset82.failureOffset(in: "AB" + outside) == 2, "\(outside)")
        }
    }

    @Test func cset39() {
        #expect(GS1Check.cset39.passes("#-/0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"))
        #expect(GS1Check.cset39.failureOffset(in: "AB-c") == 3)
        #expect(GS1Check.cset39.failureOffset(in: "A+") == 1)
    }

    @Test func cset64AndItsPadding() {
        #expect(GS1Check.cset64.passes("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"))
        #expect(GS1Check.cset64.failureOffset(in: "AB+C") == 2)
        #expect(GS1Check.cset64.failureOffset(in: "AB/C") == 2)
        // Padding is optional; with it the length is a multiple of 3, with at most two '='.
        #expect(GS1Check.cset64.passes("12"))
        #expect(GS1Check.cset64.passes("12="))
        #expect(GS1Check.cset64.passes("1=="))
        #expect(GS1Check.cset64.failureOffset(in: "===") == 0)
        #expect(GS1Check.cset64.failureOffset(in: "123=") == 3)
        #expect(GS1Check.cset64.failureOffset(in: "12==") == 2)
        #expect(GS1Check.cset64.failureOffset(in: "1=2") == 1)
    }

    @Test func percentEncoding() {
        #expect(GS1Check.pcenc.passes("ABC%20DEF%2f"))
        #expect(GS1Check.pcenc.passes("no escapes"))
        #expect(GS1Check.pcenc.failureOffset(in: "AB%2") == 2)
        #expect(GS1Check.pcenc.failureOffset(in: "AB%G0") == 2)
        #expect(GS1Check.pcenc.failureOffset(in: "%") == 0)
    }
}
