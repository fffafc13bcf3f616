import Testing
import ZipZap

/// Requisites (mandatory associations) and exclusions (invalid pairs): GS1 General Specifications 4.13-4.14.
@Suite struct AssociationTests {
    @Test func requisites() {
        #expect(error("(10)ABC")?.code == .missingRequisite)
        #expect(error("(10)ABC")?.ai == "10")
        #expect(error("(01)09520123456788(10)ABC") == nil)
        #expect(error("(02)09520123456788(37)5(00)095201234567891235") == nil)
        // (250) requires (01) or (8006), and (21).
        #expect(error("(01)09520123456788(250)X")?.code == .missingRequisite)
        #expect(error("(01)09520123456788(21)S(250)X") == nil)
        // (37) requires (00), and (02) or (8026).
        #expect(error("(00)095201234567891235(37)5")?.code == .missingRequisite)
    }

    @Test func exclusions() {
        #expect(error("(01)09520123456788(02)09520123456788(37)1(00)095201234567891235")?.code == .mutuallyExclusive)
        // 3100-3105 exclude each other (ex=310n) but an AI never excludes itself.
        #expect(error("(01)09520123456788(3103)000123(3102)000012")?.code == .mutuallyExclusive)
        #expect(error("(01)09520123456788(3103)000123(3203)000012") == nil)
    }

    @Test func duplicates() {
        #expect(error("(01)09520123456788(10)ABC(10)ABC") == nil)
        let conflict = error("(01)09520123456788(10)ABC(10)ABD")
        #expect(conflict?.code == .conflictingDuplicate)
        #expect(conflict?.offset == 29)
    }

    @Test func eachCheckCanBeRelaxed() {
        var options = GS1Options()
        options.checkRequisites = false
        #expect(error("(10)ABC", options: options) == nil)
        options = GS1Options()
        options.checkExclusions = false
        #expect(error("(01)09520123456788(3103)000123(3102)000012", options: options) == nil)
        options = GS1Options()
        options.rejectConflictingDuplicates = false
        #expect(error("(01)09520123456788(10)ABC(10)ABD", options: options) == nil)
        #expect(error("(10)ABC(10)ABD(02)09520123456789", options: .lenient)?.code == .checkFailed(.csum))
    }
}
