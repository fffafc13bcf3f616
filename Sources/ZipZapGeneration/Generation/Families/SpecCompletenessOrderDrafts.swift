import ZipZap
import ZipZapConformance

/// The GS1 parser vectors of `spec-completeness` on offsets and orders: coupons (C-7.74), bracketed AIs (C-7.75),
/// Digital Link checks (C-7.76, C-7.15), many AIs (C-7.77) and a repeated qualifier's URI (C-7.78).
extension SpecCompletenessDrafts {
    /// A valid (8110) of the required fields only: company prefix VLI 0 and 061414, offer 123456, save value 5,
    /// purchase requirement 1, its code 0, family 001.
    static let coupon = "006141412345615110001"

    static let couponDrafts: [VectorDraft] = {
        func code(_ key: String, _ value: String, _ offset: Int, _ description: String) -> VectorDraft {
            rejected("coupon/" + key, "(8110)" + value, kind: "couponcode", ai: "8110", offset: offset,
                     clauses: ["C-7.74", "C-7.44"], flag: "CouponOffsetWrong", "(8110): " + description)
        }
        func offer(_ key: String, _ value: String, _ offset: Int, _ description: String) -> VectorDraft {
            rejected("positive-offer/" + key, "(8112)" + value, kind: "couponposoffer", ai: "8112", offset: offset,
                     clauses: ["C-7.74", "C-7.44"], flag: "CouponOffsetWrong", "(8112): " + description)
        }
        func valid(_ ai: String, _ value: String, _ description: String) -> VectorDraft {
            accepted("coupon-valid/\(ai)/\(value.count)", "(\(ai))" + value, elements: [(ai, value)], bracketed: "(\(ai))" + value,
                     unbracketed: "^\(ai)" + value, link: noKey, clauses: ["C-7.74", "C-7.79"], flag: "CouponOffsetWrong", description)
        }
        return [
            code("code-missing", "00614141234561511", 6, "the data ends where the requirement code starts: the whole value, its first byte"),
            code("vli-field-cut", "0061414123456312", 20, "a save value of VLI 3 with two digits: the first byte after the VLI"),
            code("vli-alone", "00614141234563", 6, "a save value VLI with nothing after it: the value's first byte"),
            code("vli-invalid", "00614141234560", 19, "a save value VLI of 0: the VLI"),
            code("dates-reversed", coupon + "3261231" + "4270101", 27, "a start date after the expiration date: the expiration's indicator 3"),
            code("date-cut", coupon + "32612", 28, "an expiration date of four digits: the first byte after its indicator"),
            code("excess", coupon + "7", 27, "an unknown indicator after the last field: excess data, at it"),
            valid("8110", coupon + "3270101" + "4261231", "(8110) with an expiration date after its start date"),
            offer("serial-vli-missing", "00614141234560", 6, "the data ends where the serial number's VLI starts: the value's first byte"),
            offer("serial-cut", "006141412345601123", 21, "a serial number of VLI 1 (7 digits) with three: the first byte after the VLI"),
            offer("format-invalid", "2061414123456011234567", 6, "a format code of 2: that digit"),
            valid("8112", "0061414123456011234567", "(8112): format 0, funder 614141, offer 234560, serial 1234567"),
        ]
    }()

    /// C-7.75: bracketed AIs, unclosed, too long, not digits.
    static let bracketDrafts: [VectorDraft] = {
        func bracket(_ key: String, _ input: String, _ kind: String, _ ai: String?, _ offset: Int, _ description: String) -> VectorDraft {
            rejected("bracket/" + key, input, kind: kind, ai: ai, offset: offset, clauses: ["C-7.75", "C-7.2"],
                     flag: "BracketedAIMisread", description)
        }
        return [
            bracket("unclosed-digits", "(12345", "unbalancedBracket", nil, 0, "`(` and five digits, then the end: unbalancedBracket at the `(`"),
            bracket("unclosed-empty", "(", "unbalancedBracket", nil, 0, "a lone `(`: unbalancedBracket at it"),
            bracket("not-digit", "(0X)A", "malformedAI", nil, 2, "a letter among the AI's digits: malformedAI at the letter"),
            bracket("no-digits", "()A", "malformedAI", nil, 1, "`()`: malformedAI at the `)`"),
            bracket("one-digit", "(1)A", "malformedAI", nil, 1, "one digit in brackets: malformedAI at it"),
            bracket("three-digits-unknown", "(100)A", "unknownAI", "100", 1, "three digits that are no AI: unknownAI (100)"),
            bracket("open-in-value", "(01)\(gtin)(10)A(B", "malformedAI", nil, 24, "an unescaped `(` inside a value starts an AI: malformedAI at the `B`"),
            bracket("empty-value", "(01)(10)A", "emptyValue", "01", 4, "`(01)` then `(`: an empty value, at the byte after `)`"),
            accepted("bracket/close-in-value", "(01)\(gtin)(10)A)B", elements: [("01", gtin), ("10", "A)B")],
                     bracketed: "(01)\(gtin)(10)A)B", unbracketed: "^01\(gtin)10A)B", link: .string(link + "/10/A%29B"),
                     clauses: ["C-7.75"], flag: "BracketedAIMisread", "a `)` inside a value is an ordinary byte"),
        ]
    }()

    /// C-7.76 and C-7.15: the first failure in reading order.
    static let linkOrderDrafts: [VectorDraft] = {
        func order(_ key: String, _ input: String, form: GS1InputForm? = nil, _ kind: String, _ ai: String?, _ offset: Int,
                   _ description: String) -> VectorDraft {
            rejected("link-order/" + key, input, form: form, kind: kind, ai: ai, offset: offset, clauses: ["C-7.76", "C-7.7"],
                     flag: "DigitalLinkCheckOrder", description)
        }
        return [
            order("byte-before-scheme", "ftp://\u{1}", form: .digitalLink, "invalidByte", nil, 6, "a control byte comes before the scheme"),
            order("scheme-before-characters", "ftp://a b", form: .digitalLink, "invalidDigitalLink", nil, 0, "the scheme comes before a space"),
            order("characters-before-host", "https://a b/01/\(gtin)", "invalidDigitalLink", nil, 9, "a space in the host comes before the path"),
            order("characters-before-user", "https://u@a b/01/\(gtin)", "invalidDigitalLink", nil, 11, "a space comes before user information"),
            order("no-key-after-unknown-segment", link + "/99999/A", "invalidDigitalLink", nil, 18, "the walk back stops at a segment that is no AI: no key, at the path's first `/`"),
            order("qualifier-before-escape", link + "/21/A/10/%", "invalidQualifier", "10", 42, "a qualifier out of order comes before its value's bad escape"),
            order("empty-before-order", link + "/10//22/A", "emptyValue", "10", 40, "an empty value comes before the order of the next qualifier"),
            order("query-left-to-right", link + "?3=1&17=XX", "unknownAI", "3", 37, "query parameters left to right: an unknown AI before a later short value"),
            rejected("decoded-offset", link + "/10/%41%00", kind: "invalidCharacter", ai: "10", offset: 41, clauses: ["C-7.15", "C-7.28"],
                     flag: "DecodedOffsetWrong", "`%41%00`: NUL is byte 1 of the decoded value, so the error is at the value's offset plus 1"),
        ]
    }()

    /// C-7.77: 64 and 65 elements parse alike; the outcome is the reference's, long to write out.
    static let manyAIDrafts: [VectorDraft] = [64, 65].map { count in
        .gs1Parse(
            "many-ais/\(count)", "(01) and \(count - 1) repeats of (91)A: \(count) elements, accepted (GS1's engine stops at 64)",
            clauses: ["C-7.40", "C-7.77", "C-7.10"], flags: ["ManyAIsRefused"],
            parse: GS1ParseCase("(01)" + gtin + String(repeating: "(91)A", count: count - 1)), generator: "spec-completeness")
    }

    /// C-7.78: a repeated qualifier's URI.
    static let repeatedQualifierDrafts: [VectorDraft] = [
        accepted("repeated-qualifier/attribute", "(01)\(gtin)(10)A(10)A", elements: [("01", gtin), ("10", "A"), ("10", "A")],
                 bracketed: "(01)\(gtin)(10)A(10)A", unbracketed: "^01\(gtin)10A^10A", link: .string(link + "/10/A?10=A"),
                 clauses: ["C-7.78", "C-7.8", "C-7.21"], flag: "RepeatedQualifierLink",
                 "a repeated (10) is written once in the path and once in the query, so the URI parses back to both"),
        accepted("repeated-qualifier/not-attribute", "(01)\(gtin)(21)A(21)A", elements: [("01", gtin), ("21", "A"), ("21", "A")],
                 bracketed: "(01)\(gtin)(21)A(21)A", unbracketed: "^01\(gtin)21A^21A",
                 link: .object([("notRepresentable", .string("notAnAttribute")), ("ai", .string("21"))]),
                 clauses: ["C-7.78", "C-7.8"], flag: "RepeatedQualifierLink",
                 "a repeated (21), no data attribute, leaves the element string without a URI"),
    ]
}
