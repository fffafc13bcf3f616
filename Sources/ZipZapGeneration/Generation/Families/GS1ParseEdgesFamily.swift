import ZipZap
import ZipZapConformance

extension VectorFamily {
    static let gs1ParseEdges = VectorFamily(
        name: "gs1-parse-edges",
        description: "The GS1 parser at the edges of its forms (SPEC C-7.2, C-7.7, C-7.10, C-7.14, C-7.16, C-7.20, C-7.41): an empty input in every form, AI digits that are no AI, a backslash that escapes nothing and one that escapes a final bracket, a scheme with nothing after it, a qualifier repeated, an AI that is no Digital Link attribute, a short GTIN outside the path, and repeats and exclusions after 16 elements, where a parser may switch how it finds earlier elements. Each expectation is reasoned from the spec.",
        flags: [
            .init("GS1EmptyFormWrong", bug: "an empty input given with its form is reported as that form's syntax error instead of emptyInput, or at another offset",
                  breaks: "an empty scan is explained as a malformed one"),
            .init("GS1AIDigitsMisread", bug: "two or four digits that are no AI of the table are reported as a malformed AI, not an unknown one",
                  breaks: "a label with an AI newer than the table is explained as garbage"),
            .init("GS1EscapeTooWide", bug: "a backslash escapes more than `(`",
                  breaks: "bracketed values holding a backslash are silently changed"),
            .init("GS1FinalEscapeMisread", bug: "a `\\(` at the very end of the input is not read as an escape",
                  breaks: "a value ending in `(` is refused, though the bracketed form writes it so"),
            .init("GS1FinalBackslashMisread", bug: "a backslash that is the input's last byte is read together with the byte after the input",
                  breaks: "a value ending in a backslash is judged by whatever memory follows the scan"),
            .init("GS1SchemeMisread", bug: "a scheme is recognised from a shorter input, or without comparing its first letter",
                  breaks: "text that is not a URI is read as one, or a bare scheme as an element string"),
            .init("GS1QualifierRepeated", bug: "a Digital Link qualifier may appear twice in the path",
                  breaks: "one URI names two batches or two serials"),
            .init("GS1AttributeCheckMissing", bug: "a query AI that is no data attribute is accepted",
                  breaks: "URIs that GS1 resolvers refuse are accepted"),
            .init("GS1QueryGTINPadded", bug: "a GTIN in the query is padded to 14 digits like the path's key",
                  breaks: "a short GTIN attribute is silently completed"),
            .init("GS1IdentifierNeighbourAccepted", bug: "a symbology identifier next to a GS1 one (another modifier, the other case) is taken as carrying GS1 data",
                  breaks: "a symbol without FNC1 in first position passes as GS1 data"),
            .init("GS1ManyElementsLookupWrong", bug: "after 16 elements an earlier element is missed or another one found, so a repeat or an exclusion is misjudged or reported at another element",
                  breaks: "long labels are validated differently from short ones"),
            .init("GS1ManyElementsRepeatRefused", bug: "after 16 elements a repeat with the same value is compared with another element and refused",
                  breaks: "long labels that repeat an element are refused"),
        ],
        drafts: { GS1ParseEdgeDrafts.all })
}

/// The hand-written drafts of `gs1-parse-edges`. Offsets count bytes from 0; values start after `(AI)`.
enum GS1ParseEdgeDrafts {
    static func rejected(
        _ key: String, _ description: String, _ parse: GS1ParseCase, kind: String, ai: String?, offset: Int,
        clauses: [String], flag: String
    ) -> VectorDraft {
        .gs1Parse(
            key, description, clauses: ["C-7.40", "C-7.9", "C-7.15"] + clauses, flags: [flag], parse: parse,
            expected: GS1ParseOutcome.rejected(kind: kind, ai: ai, offset: offset))
    }

    static let gtin = GS1Samples.gtin
    static let link = "https://id.gs1.org/01/" + gtin
    /// 17 elements that need nothing but (01), in 119 bytes: (01) and (10), (21), (11), (240), (400), (420), (90)-(99).
    static let seventeen = "(01)\(gtin)(10)ABC(21)XYZ(11)260101" + sixteenTail
    /// The 14 elements after (11) in `seventeen`, in 77 bytes.
    static let sixteenTail = "(240)P1(400)ORDER(420)12345(90)A(91)B(92)C(93)D(94)E(95)F(96)G(97)H(98)I(99)J"

    static var all: [VectorDraft] { empty + digits + escapes + schemes + linkDrafts + many + identifiers }

    /// C-7.14: an empty input is emptyInput at 0, whatever form it is given as.
    static let empty: [VectorDraft] = [nil, GS1InputForm.bracketed, .unbracketed, .scanData, .digitalLink].map { form in
        rejected("empty/\(form?.rawValue ?? "detect")", "An empty input read as \(form?.rawValue ?? "whatever it is"): emptyInput at 0",
                 GS1ParseCase(input: [], form: form), kind: "emptyInput", ai: nil, offset: 0, clauses: ["C-7.14", "C-7.2"],
                 flag: "GS1EmptyFormWrong")
    }

    /// C-7.41: digits that are no AI of the table are unknownAI, at the AI's first digit.
    static let digits: [VectorDraft] = [
        rejected("four-digit-unknown-ai", "(4329) is four digits that are no AI of the table: unknownAI, not malformedAI",
                 GS1ParseCase("(4329)1"), kind: "unknownAI", ai: "4329", offset: 1, clauses: ["C-7.1", "C-7.41"], flag: "GS1AIDigitsMisread"),
        rejected("two-digit-unknown-ai", "(23) after a predefined-length (01), at the end: two digits that are no AI, unknownAI at 16",
                 GS1ParseCase("01\(gtin)23"), kind: "unknownAI", ai: "23", offset: 16, clauses: ["C-7.1", "C-7.41"], flag: "GS1AIDigitsMisread"),
    ]

    /// C-7.16: only `\(` is an escape, wherever it stands.
    static let escapes: [VectorDraft] = [
        rejected("backslash-not-escape", #"(10)A\B: the backslash escapes nothing, so it is the value's second character, outside CSET 82 (at 22 + 1)"#,
                 GS1ParseCase(#"(01)\#(gtin)(10)A\B"#), kind: "invalidCharacter", ai: "10", offset: 23, clauses: ["C-7.16"],
                 flag: "GS1EscapeTooWide"),
        rejected("final-backslash", #"(10)A\ at the very end: a backslash with no byte after it escapes nothing, so it is the value's last character, outside CSET 82 (at 22 + 1)"#,
                 GS1ParseCase(#"(01)\#(gtin)(10)A\"#), kind: "invalidCharacter", ai: "10", offset: 23, clauses: ["C-7.16"],
                 flag: "GS1FinalBackslashMisread"),
        .gs1Parse(
            "final-escape", #"(10)A\( at the very end: the escape holds, (10) is A( and is written back escaped"#,
            clauses: ["C-7.40", "C-7.16", "C-7.8"], flags: ["GS1FinalEscapeMisread"], parse: GS1ParseCase(#"(01)\#(gtin)(10)A\("#),
            expected: GS1ParseOutcome.accepted(
                elements: [("01", gtin), ("10", "A(")], bracketed: #"(01)\#(gtin)(10)A\("#, unbracketed: "^01\(gtin)10A(",
                digitalLink: .string(link + "/10/A%28"))),
    ]

    /// C-7.2, C-7.7: a scheme alone is detected as a URI with no host; a scheme with its first letter wrong is none.
    static let schemes: [VectorDraft] = [
        rejected("https-alone", "https:// and nothing else: a Digital Link URI with no host, at 8",
                 GS1ParseCase("https://"), kind: "invalidDigitalLink", ai: nil, offset: 8, clauses: ["C-7.2", "C-7.7"], flag: "GS1SchemeMisread"),
        rejected("http-alone", "http:// and nothing else: a Digital Link URI with no host, at 7",
                 GS1ParseCase("http://"), kind: "invalidDigitalLink", ai: nil, offset: 7, clauses: ["C-7.2", "C-7.7"], flag: "GS1SchemeMisread"),
        rejected("host-alone", "https://id.gs1.org and nothing else: a host and no path, so no key, at the path's start, 18",
                 GS1ParseCase("https://id.gs1.org"), kind: "invalidDigitalLink", ai: nil, offset: 18, clauses: ["C-7.2", "C-7.7"],
                 flag: "GS1SchemeMisread"),
        rejected("first-letter-wrong", "ittps://… is no scheme: an unbracketed element string whose first byte is no AI digit",
                 GS1ParseCase("ittps://id.gs1.org/01/" + gtin), kind: "malformedAI", ai: nil, offset: 0, clauses: ["C-7.2", "C-7.41"],
                 flag: "GS1SchemeMisread"),
    ]

    /// C-7.7, C-7.20: qualifiers at most once; query AIs must be data attributes; only the path's key is padded.
    static let linkDrafts: [VectorDraft] = [
        rejected("serial-twice", "/21/XYZ/21/XYZ: (21) appears twice in the path, the repeat at 44",
                 GS1ParseCase(link + "/21/XYZ/21/XYZ"), kind: "invalidQualifier", ai: "21", offset: 44, clauses: ["C-7.7"],
                 flag: "GS1QualifierRepeated"),
        rejected("variant-twice", "/22/A/22/A: (22) appears twice in the path, the repeat at 42",
                 GS1ParseCase(link + "/22/A/22/A"), kind: "invalidQualifier", ai: "22", offset: 42, clauses: ["C-7.7"],
                 flag: "GS1QualifierRepeated"),
        rejected("not-an-attribute", "?8014=…: (8014) is known but not permitted as a data attribute, at its parameter, 37",
                 GS1ParseCase(link + "?8014=1234AG2"), kind: "notDigitalLinkAttribute", ai: "8014", offset: 37,
                 clauses: ["C-7.7", "C-7.20"], flag: "GS1AttributeCheckMissing"),
        rejected("short-gtin-in-query", "?01= with 13 digits: only a GTIN key in the path is padded, so the attribute is too short, at 40 + 13",
                 GS1ParseCase(link + "?01=9520123456788"), kind: "valueTooShort", ai: "01", offset: 53, clauses: ["C-7.7", "C-7.26"],
                 flag: "GS1QueryGTINPadded"),
    ]

    /// C-7.10, C-7.17 on more than 16 elements: each repeat is compared with the first element of its AI, wherever
    /// that stands, and an exclusion is reported at the first element that breaks it.
    static let many: [VectorDraft] = [
        rejected("repeat-as-17th", "16 elements, then (10) again with another value as the 17th: conflictingDuplicate at its value, 116",
                 GS1ParseCase("(01)\(gtin)(11)260101" + sixteenTail + "(10)ABC(10)ABD"), kind: "conflictingDuplicate", ai: "10",
                 offset: 116, clauses: ["C-7.10", "C-7.43"], flag: "GS1ManyElementsLookupWrong"),
        rejected("first-seen-as-18th", "17 elements, then (22) twice with different values: the repeat's value at 130",
                 GS1ParseCase(seventeen + "(22)CPV(22)CPW"), kind: "conflictingDuplicate", ai: "22", offset: 130,
                 clauses: ["C-7.10", "C-7.43"], flag: "GS1ManyElementsLookupWrong"),
        .gs1Parse(
            "same-repeat-as-19th", "17 elements, then (17) twice with the same value: accepted and kept twice (written twice in every form)",
            clauses: ["C-7.40", "C-7.10", "C-7.16", "C-7.8", "C-7.21"], flags: ["GS1ManyElementsRepeatRefused"],
            parse: GS1ParseCase(seventeen + "(17)261231(17)261231"),
            expected: GS1ParseOutcome.accepted(
                elements: [("01", gtin), ("10", "ABC"), ("21", "XYZ"), ("11", "260101"), ("240", "P1"), ("400", "ORDER"), ("420", "12345")]
                    + zip(90...99, "ABCDEFGHIJ").map { (String($0), String($1)) } + [("17", "261231"), ("17", "261231")],
                bracketed: seventeen + "(17)261231(17)261231",
                unbracketed: "^01\(gtin)10ABC^21XYZ^11260101240P1^400ORDER^42012345^90A^91B^92C^93D^94E^95F^96G^97H^98I^99J^1726123117261231",
                digitalLink: .string(link + "/10/ABC/21/XYZ?11=260101&240=P1&400=ORDER&420=12345&90=A&91=B&92=C&93=D&94=E&95=F&96=G&97=H&98=I&99=J&17=261231&17=261231"))),
        rejected("first-seen-before-its-neighbour", "17 elements, then (20) twice with different values; (21), whose AI follows, came earlier: at 129",
                 GS1ParseCase(seventeen + "(20)12(20)13"), kind: "conflictingDuplicate", ai: "20", offset: 129,
                 clauses: ["C-7.10", "C-7.43"], flag: "GS1ManyElementsLookupWrong"),
        rejected("repeat-of-ascending-neighbour", "17 elements, (90) to (99) among them, then (91) with another value: at 123",
                 GS1ParseCase(seventeen + "(91)K"), kind: "conflictingDuplicate", ai: "91", offset: 123,
                 clauses: ["C-7.10", "C-7.43"], flag: "GS1ManyElementsLookupWrong"),
        rejected("repeat-of-descending-neighbour", "17 elements with (11) before (10), then (10) with another value: at 123",
                 GS1ParseCase("(01)\(gtin)(11)260101(10)ABC(21)XYZ" + sixteenTail + "(10)ABD"), kind: "conflictingDuplicate",
                 ai: "10", offset: 123, clauses: ["C-7.10", "C-7.43"], flag: "GS1ManyElementsLookupWrong"),
        rejected("exclusion-first-element", "17 elements, then (3100) and (3101), which exclude each other: the first of them, (3100), at 125",
                 GS1ParseCase(seventeen + "(3100)000500(3101)000050"), kind: "mutuallyExclusive", ai: "3100", offset: 125,
                 clauses: ["C-7.17", "C-7.43"], flag: "GS1ManyElementsLookupWrong"),
        rejected("exclusion-first-element-reversed", "17 elements, then (3101) and (3100): the first of them, (3101), at 125",
                 GS1ParseCase(seventeen + "(3101)000050(3100)000500"), kind: "mutuallyExclusive", ai: "3101", offset: 125,
                 clauses: ["C-7.17", "C-7.43"], flag: "GS1ManyElementsLookupWrong"),
    ]

    /// C-7.29: the neighbours of the GTIN identifiers ]E4 and ]I1 that no other vector names: the next modifier and the
    /// other case of the code letter. Each is unsupportedSymbology at 0.
    static let identifiers: [VectorDraft] = [
        ("]E5", Samples.gtin8), ("]e4", Samples.gtin8), ("]I2", Samples.gtin14), ("]i1", Samples.gtin14),
    ].map { identifier, data in
        rejected("identifier/\(identifier.dropFirst())", "\(identifier) before a GTIN: not one of the identifiers of C-7.29",
                 GS1ParseCase(identifier + data), kind: "unsupportedSymbology", ai: nil, offset: 0, clauses: ["C-7.29", "C-7.6"],
                 flag: "GS1IdentifierNeighbourAccepted")
    }
}
