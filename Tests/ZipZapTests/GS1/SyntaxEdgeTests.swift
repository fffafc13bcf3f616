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
}
