import Testing
import ZipZap

@Suite struct OutputTests {
    // GS1 General Specifications 7.8.5: FNC1 after each variable-length element that is not last, never after a
    // predefined-length one.
    @Test func unbracketedPutsFNC1OnlyWhereNeeded() throws {
        let parsed = try GS1.parse("(01)09520123456788(10)ABC123(17)261231(21)S1").get()
        #expect(parsed.unbracketed() == "^010952012345678810ABC123^1726123121S1")
        #expect(parsed.unbracketed(fnc1: "\u{1D}") == "\u{1D}010952012345678810ABC123\u{1D}1726123121S1")
    }

    @Test func digitalLinkURI() throws {
        let parsed = try GS1.parse("(01)09520123456788(17)261231(10)ABC/1").get()
        #expect(try parsed.digitalLinkURI().get() == "https://id.gs1.org/01/09520123456788/10/ABC%2F1?17=261231")
        #expect(try parsed.digitalLinkURI(stem: "https://example.com/x/").get()
            == "https://example.com/x/01/09520123456788/10/ABC%2F1?17=261231")
    }

    @Test func digitalLinkNeedsAKey() throws {
        let parsed = try GS1.parse("(8200)HTTPS://X", options: .lenient).get()
        #expect(throws: GS1Error.self) { try parsed.digitalLinkURI().get() }
    }

    @Test(arguments: [
        "(01)09520123456788(10)ABC123(17)261231",
        "(01)09520123456788(22)V(10)L(21)S(3103)000189",
        "(00)095201234567891235(400)PO(20)00",
        "(253)9520123456788ABC(8200)HTTP://X",
        "(414)9520123456788(254)EXT",
        "(01)09520123456788(10)A\\(B%C",
    ])
    func formsRoundTrip(input: String) throws {
        let options = GS1Options.lenient
        let parsed = try GS1.parse(input, options: options).get()
        #expect(parsed.bracketed == input)
        #expect(try GS1.parse(parsed.unbracketed(), options: options).get() == parsed)
        #expect(try GS1.parse(parsed.unbracketed(fnc1: "\u{1D}"), options: options).get() == parsed)
        #expect(try GS1.parse(parsed.bracketed, options: options).get() == parsed)
        if case .success(let uri) = parsed.digitalLinkURI() {
            let back = try GS1.parse(uri, options: options).get()
            #expect(Set(back.elements) == Set(parsed.elements))
            #expect(try back.digitalLinkURI().get() == uri)
        }
    }

    @Test func digitalLinkRoundTripsWhenEveryElementFits() throws {
        let parsed = try GS1.parse("(01)09520123456788(10)ABC123(17)261231").get()
        let uri = try parsed.digitalLinkURI().get()
        #expect(try GS1.parse(uri).get() == parsed)
    }
}
