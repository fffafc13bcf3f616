import Testing
import ZipZap

/// SPEC C-7.20 to C-7.25: Digital Link URIs and element strings at the edge of their syntax, with codes and offsets.
@Suite struct SyntaxEdgeTests {
    private let stem = "https://id.gs1.org/01/09520123456788"

    @Test func qualifierInTheQuery() {
        let refused = error(stem + "?10=ABC")
        #expect(refused?.code == .notDigitalLinkAttribute)
        #expect(refused?.ai == "10")
        #expect(refused?.offset == stem.utf8.count + 1)
        #expect(error(stem + "/21/XYZ?10=ABC")?.code == .notDigitalLinkAttribute)
        #expect(error(stem + "/235/TPX1?10=ABC") == nil)
        // (10) qualifies (8006) too, not (00), where it is an attribute (with its requisite unmet here).
        #expect(error("https://id.gs1.org/8006/095201234567880102?10=ABC")?.code == .notDigitalLinkAttribute)
        #expect(error("https://id.gs1.org/00/095201234567891235?10=ABC")?.code == .missingRequisite)
    }

    @Test func repeatsFollowTheElementStringRule() {
        #expect(error(stem + "/10/ABC?10=ABC") == nil)
        #expect(error(stem + "?17=261231&17=261231") == nil)
        #expect(error(stem + "?17=261231&17=261230")?.code == .conflictingDuplicate)
    }

    @Test func verticalBarFailsWhereItStands() {
        #expect(error("(01)09520123456788|(10)ABC")?.code == .valueTooLong)
        #expect(error("^0109520123456788|10ABC")?.code == .malformedAI)
        #expect(error("(01)09520123456788(10)A|B")?.code == .invalidCharacter(.cset82))
        #expect(error(stem + "/10/A|B")?.code == .invalidDigitalLink)
    }

    @Test func schemeInAnyCase() {
        for scheme in ["Https", "hTTp", "HTTPS", "http"] {
            #expect(error(scheme + "://id.gs1.org/01/09520123456788") == nil, "\(scheme)")
        }
    }

    @Test func userInformationIsRefusedAtItsAt() {
        let refused = error("https://id.gs1.org:x@evil.example/01/09520123456788")
        #expect(refused?.code == .invalidDigitalLink)
        #expect(refused?.offset == 20)
        #expect(error("https://id.gs1.org/a@b/01/09520123456788") == nil)
    }

    @Test func onlyURICharacters() {
        let space = error(stem + "#anything here")
        #expect(space?.code == .invalidDigitalLink)
        #expect(space?.offset == stem.utf8.count + 9)
        for character in ["\"", "<", ">", "\\", "^", "`", "{", "|", "}"] {
            #expect(error(stem + "?x=" + character)?.code == .invalidDigitalLink, "\(character)")
        }
        #expect(error(stem + "#anything%20here") == nil)
    }

    // C-7.73: a parameter without `=` carries nothing; an empty name is an unknown AI with no digits, at its `=`.
    @Test func queryParametersThatAreNotAIEqualsValue() {
        #expect(error(stem + "?17") == nil)
        #expect(error(stem + "?3430761886&&linkType") == nil)
        #expect(error(stem + "?17=")?.code == .emptyValue)
        let unnamed = error(stem + "?linkType=all&=260101")
        #expect(unnamed?.code == .unknownAI)
        #expect(unnamed?.ai == nil)
        #expect(unnamed?.offset == stem.utf8.count + 14)
    }

    // C-7.72: the length of EAN/UPC data comes first, and below the 13 digits GS1 sends under ]E0 it is too short.
    @Test func scanDataLengthsBetweenTheAcceptedOnes() {
        for digits in ["", "1234567", "123456789", "12345678901", "ABCDEFGHIJK"] {
            #expect(error("]E0" + digits)?.code == .valueTooShort, "]E0\(digits)")
        }
        #expect(error("]E012345678901234")?.code == .valueTooLong)
        #expect(error("]E0036000291452") == nil)
        #expect(error("]E0ABCDEFGHIJKLM")?.code == .invalidCharacter(.numeric))
    }

    // C-7.71: an IBAN has at least 11 characters; 10 with a right MOD 97-10 is too short, at the value's start.
    @Test func theShortestIBAN() {
        let prefix = "(415)9520123456788(8020)REF1(8007)"
        #expect(error(prefix + "GB65ABCDEFG") == nil)
        let short = error(prefix + "GB16ABCDEF")
        #expect(short?.code == .checkFailed(.iban))
        #expect(short?.offset == prefix.utf8.count)
    }
}
