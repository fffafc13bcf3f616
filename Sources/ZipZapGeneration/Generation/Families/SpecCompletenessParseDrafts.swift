import ZipZap
import ZipZapConformance

/// The GS1 parser vectors of `spec-completeness`: C-7.15 and C-7.71 to C-7.78. Offsets count bytes from 0; a
/// bracketed value starts after `(AI)`, so `(8007)`'s value at 6.
extension SpecCompletenessDrafts {
    static var parseDrafts: [VectorDraft] {
        ibanDrafts + scanDataDrafts + queryDrafts + couponDrafts + bracketDrafts + linkOrderDrafts + manyAIDrafts
            + repeatedQualifierDrafts
    }

    static let link = "https://id.gs1.org/01/" + gtin
    static let noKey: JSONValue = .object([("notRepresentable", .string("noPrimaryKey"))])

    static func rejected(
        _ key: String, _ input: String, form: GS1InputForm? = nil, kind: String, ai: String?, offset: Int,
        clauses: [String], flag: String, _ description: String
    ) -> VectorDraft {
        .gs1Parse(
            key, description, clauses: ["C-7.40", "C-7.15"] + clauses, flags: [flag], parse: GS1ParseCase(input, form: form),
            expected: GS1ParseOutcome.rejected(kind: kind, ai: ai, offset: offset))
    }

    static func accepted(
        _ key: String, _ input: String, elements: [(ai: String, value: String)], bracketed: String, unbracketed: String,
        link: JSONValue, clauses: [String], flag: String, _ description: String
    ) -> VectorDraft {
        .gs1Parse(
            key, description, clauses: ["C-7.40", "C-7.16"] + clauses, flags: [flag], parse: GS1ParseCase(input),
            expected: GS1ParseOutcome.accepted(elements: elements, bracketed: bracketed, unbracketed: unbracketed, digitalLink: link))
    }

    /// C-7.71: 11 characters is the shortest IBAN, 10 too short; both with a right MOD 97-10. (8007) needs (415),
    /// which needs (8020): the IBAN's value starts at byte 34.
    static let ibanPrefix = "(415)9520123456788(8020)REF1(8007)"
    static let ibanDrafts: [VectorDraft] = {
        func short(_ value: String) -> VectorDraft {
            rejected("iban/\(value.count)", ibanPrefix + value, kind: "iban", ai: "8007", offset: 34, clauses: ["C-7.71", "C-7.44"],
                     flag: "IBANLengthWrong", "(8007) of \(value.count) characters, MOD 97-10 right: too short for an IBAN, at its first byte")
        }
        func valid(_ value: String, _ description: String) -> VectorDraft {
            accepted("iban/\(value)", ibanPrefix + value, elements: [("415", "9520123456788"), ("8020", "REF1"), ("8007", value)],
                     bracketed: ibanPrefix + value, unbracketed: "^41595201234567888020REF1^8007" + value,
                     link: .string("https://id.gs1.org/415/9520123456788/8020/REF1?8007=" + value), clauses: ["C-7.71"],
                     flag: "IBANLengthWrong", description)
        }
        return [
            short("GB16ABCDEF"), short("NO8712345"),
            valid("GB65ABCDEFG", "(8007) of 11 characters with a right MOD 97-10: the shortest IBAN the check takes"),
            valid("NO9386011117947", "a Norwegian IBAN, 15 characters, the shortest ISO 13616 assigns"),
        ]
    }()

    /// C-7.72: under `]E0` the length first, short of 13 for 9 to 11 digits.
    static let scanDataDrafts: [VectorDraft] =
        [(7, "valueTooShort"), (9, "valueTooShort"), (10, "valueTooShort"), (11, "valueTooShort"), (14, "valueTooLong")].map { count, kind in
            rejected("e0-length/\(count)", "]E0" + String("12345678901234".prefix(count)), kind: kind, ai: "01", offset: 3,
                     clauses: ["C-7.72", "C-7.6"], flag: "ScanDataLengthWrong",
                     "`]E0` with \(count) digits: \(kind), its length judged against the 13 digits GS1 transmits")
        } + [
            rejected("e0-length/letters", "]E0ABCDEFGHIJK", kind: "valueTooShort", ai: "01", offset: 3,
                     clauses: ["C-7.72"], flag: "ScanDataLengthWrong", "`]E0` with 11 letters: the length comes before the digits"),
            rejected("e0-digits/13", "]E0ABCDEFGHIJKLM", kind: "invalidCharacter", ai: "01", offset: 3,
                     clauses: ["C-7.72"], flag: "ScanDataLengthWrong", "`]E0` with 13 letters: the length is right, so the first non-digit fails"),
            accepted("e0-length/12", "]E0" + upcA, elements: [("01", "00" + upcA)], bracketed: "(01)00" + upcA,
                     unbracketed: "^0100" + upcA, link: .string("https://id.gs1.org/01/00" + upcA), clauses: ["C-7.72", "C-7.6"],
                     flag: "ScanDataLengthWrong", "`]E0` with a 12-digit UPC-A is accepted"),
            rejected("q1-no-uri", "]Q1HELLO", kind: "unsupportedSymbology", ai: nil, offset: 3, clauses: ["C-7.72", "C-7.29"],
                     flag: "ScanDataLengthWrong", "`]Q1` with text that is no URI carries no GS1 data: unsupportedSymbology at the data"),
        ]

    /// C-7.73: a parameter without `=` is ignored; an empty name is an unknown AI without digits.
    static let queryDrafts: [VectorDraft] = [
        accepted("query-bare/digits", link + "?17&3430761886&", elements: [("01", gtin)], bracketed: "(01)" + gtin,
                 unbracketed: "^01" + gtin, link: .string(link), clauses: ["C-7.73", "C-7.7"], flag: "QueryParameterMisread",
                 "bare query parameters of digits, without `=`, carry no element and are ignored"),
        rejected("query-empty-value", link + "?17=", kind: "emptyValue", ai: "17", offset: 40, clauses: ["C-7.73", "C-7.7"],
                 flag: "QueryParameterMisread", "`?17=` is AI (17) with an empty value"),
        rejected("query-empty-name", link + "?=260101", kind: "unknownAI", ai: nil, offset: 37, clauses: ["C-7.73"],
                 flag: "QueryParameterMisread", "`?=260101`: a parameter with an empty name is unknownAI without an AI, at its `=`"),
        rejected("query-empty-name-later", link + "?linkType=all&=1", kind: "unknownAI", ai: nil, offset: 50, clauses: ["C-7.73"],
                 flag: "QueryParameterMisread", "an empty name after another parameter, at its `=`"),
    ]
}
