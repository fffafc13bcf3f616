import Testing
import ZipZap

/// SPEC C-7.18: with a digital signature (8030), a GDTI, GCN or GRAI carries its serial component.
@Suite struct SignatureSerialTests {
    @Test func keysWithoutTheirSerialAreRefusedBesideASignature() {
        for (key, serial) in [("(253)9520123456788", "DOC-42"), ("(255)9520123456788", "12345"), ("(8003)09520123456788", "X")] {
            let unserialised = error(key + "(8030)MEUCIQ")
            #expect(unserialised?.code == .missingSerialComponent, "\(key)")
            #expect(unserialised?.offset == key.firstIndex(of: ")")!.utf16Offset(in: key) + 1, "\(key)")
            #expect(error(key + serial + "(8030)MEUCIQ") == nil, "\(key)")
            #expect(error("(8030)MEUCIQ" + key + serial) == nil, "\(key)")
            #expect(error(key) == nil, "\(key)")
        }
    }

    @Test func theFirstInInputOrderAfterTheOtherChecks() {
        let both = error("(8030)MEUCIQ(8003)09520123456788(253)9520123456788")
        #expect(both?.code == .missingSerialComponent)
        #expect(both?.ai == "8003")
        // A missing requisite elsewhere comes first (C-7.9): (10) needs a product key.
        #expect(error("(253)9520123456788(8030)MEUCIQ(10)ABC")?.code == .missingRequisite)
        // Not a switch of C-7.3.
        #expect(error("(253)9520123456788(8030)MEUCIQ", options: .lenient)?.code == .missingSerialComponent)
        // (01) takes its serial from (21), a requisite: switched off with the others.
        #expect(error("(01)09520123456788(8030)MEUCIQ")?.code == .missingRequisite)
        #expect(error("(01)09520123456788(8030)MEUCIQ", options: .lenient) == nil)
    }
}
