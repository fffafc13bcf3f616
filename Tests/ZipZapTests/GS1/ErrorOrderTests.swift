import Testing
import ZipZap

/// SPEC C-7.9 within one element: the whole value's length first, then component by component its own length, its
/// character set and its named checks. `(8008)` is N6 date, N2 hour, optional N2 minutes, optional N2 seconds.
@Suite struct ErrorOrderTests {
    @Test func wholeValueLengthBeforeAnyComponent() {
        // Six digits: shorter than the eight (8008) needs, although its date (month 69) is wrong too.
        #expect(error("(8008)776915")?.code == .valueTooShort)
        #expect(error("(8008)776915")?.offset == 12)
        // Thirteen digits: longer than twelve, although the date is wrong too.
        #expect(error("(8008)7769151234567")?.code == .valueTooLong)
        #expect(error("(8008)7769151234567")?.offset == 18)
        // One component: too long before its character set.
        #expect(error("(10)#" + String(repeating: "A", count: 20))?.code == .valueTooLong)
    }

    @Test func thenComponentsInOrder() {
        // The right length: the date is checked.
        #expect(error("(01)09520123456788(8008)77691512")?.code == .checkFailed(.yymmdd))
        // The date is right and the hour holds a letter: its character set, at its offset.
        let letter = error("(01)09520123456788(8008)2601011A")
        #expect(letter?.code == .invalidCharacter(.numeric))
        #expect(letter?.offset == 31)
        // Nine digits: long enough in all, but the optional minutes have one digit of two.
        #expect(error("(01)09520123456788(8008)260101101")?.code == .valueTooShort)
        // (7007) N6 date, optional N6 date: the first date fails before the second, too short, is reached.
        #expect(error("(01)09520123456788(7007)2613011")?.code == .checkFailed(.yymmdd))
    }
}
