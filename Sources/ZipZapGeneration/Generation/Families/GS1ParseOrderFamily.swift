import ZipZap
import ZipZapConformance

extension VectorFamily {
    static let gs1ParseOrder = VectorFamily(
        name: "gs1-parse-order",
        description: "Which error the GS1 parser reports when there are several (SPEC C-7.9, C-7.43): the whole value's length before its components, components in order, elements in input order, a value's own checks before a duplicate, requisites and exclusions only once every element passed, an element's exclusions before its requisites, the serial a signature needs last, and a byte GS1 data never holds when it comes first. Each expectation is reasoned from the spec.",
        flags: [
            .init("GS1ErrorOrderWrong", bug: "another of the input's errors is reported than the first in SPEC C-7.9's order",
                  breaks: "two implementations give different reasons for the same refused label, and tests written against one fail on the other"),
            .init("GS1RelationsTooEarly", bug: "requisites, exclusions or the signature's serial are checked before every element was read and checked",
                  breaks: "a missing partner AI is reported while the label's real problem (a misread value) is hidden"),
            .init("GS1InvalidByteHidden", bug: "a control or non-ASCII byte at or before the first error is reported as another error",
                  breaks: "a scanner's stray control byte is reported as a bad value"),
        ],
        drafts: { GS1ParseOrderDrafts.all })
}

/// The hand-written drafts of `gs1-parse-order`. Offsets count bytes from 0; values start after `(AI)`.
enum GS1ParseOrderDrafts {
    static func rejected(
        _ key: String, _ description: String, _ input: String, kind: String, ai: String?, offset: Int,
        clauses: [String] = ["C-7.9"], flags: [String] = ["GS1ErrorOrderWrong"]
    ) -> VectorDraft {
        .gs1Parse(
            key, description, clauses: ["C-7.40", "C-7.15"] + clauses, flags: flags, parse: GS1ParseCase(input),
            expected: GS1ParseOutcome.rejected(kind: kind, ai: ai, offset: offset))
    }

    static let gtin = GS1Samples.gtin, badGTIN = GS1Samples.badGTIN

    static let all: [VectorDraft] = [
        // Within one value (C-7.9, C-7.26).
        rejected("length-before-date", "(8008) with six digits: too short for N6 N2, although its month 69 is wrong too",
                 "(8008)776915", kind: "valueTooShort", ai: "8008", offset: 12),
        rejected("too-long-before-date", "(8008) with thirteen digits: longer than its twelve, at the twelfth, although the date is wrong too",
                 "(8008)7769151234567", kind: "valueTooLong", ai: "8008", offset: 18),
        rejected("too-long-before-cset", "(10) with 21 characters, the first outside CSET 82: the length is checked first",
                 "(10)#" + String(repeating: "A", count: 20), kind: "valueTooLong", ai: "10", offset: 24),
        rejected("date-when-length-fits", "(8008) of eight digits with month 69: the date of its first component, at the month",
                 "(01)\(gtin)(8008)77691512", kind: "yymmdd", ai: "8008", offset: 26, clauses: ["C-7.9", "C-7.44"]),
        rejected("cset-of-second-component", "(8008) whose date is right and whose hour holds a letter: the hour's character set, at the letter",
                 "(01)\(gtin)(8008)2601011A", kind: "invalidCharacter", ai: "8008", offset: 31),
        rejected("optional-component-cut", "(8008) of nine digits: the optional minutes are started and not completed",
                 "(01)\(gtin)(8008)260101101", kind: "valueTooShort", ai: "8008", offset: 33),
        rejected("first-component-first", "(7007) N6 [N6] with month 13 and a cut second date: the first date fails before the second is reached",
                 "(01)\(gtin)(7007)2613011", kind: "yymmdd", ai: "7007", offset: 26, clauses: ["C-7.9", "C-7.44"]),
        // Elements in input order.
        rejected("first-element-first", "A wrong GTIN check digit, then a (10) holding '#': the first in input order",
                 "(01)\(badGTIN)(10)A#B", kind: "csum", ai: "01", offset: 17, clauses: ["C-7.9", "C-7.44"]),
        rejected("first-element-first-reversed", "A (10) holding '#', then a wrong GTIN check digit: the first in input order",
                 "(10)A#B(01)\(badGTIN)", kind: "invalidCharacter", ai: "10", offset: 5),
        rejected("value-before-duplicate", "(10) twice, the repeat holding '#': the repeat's character set, not the conflicting duplicate",
                 "(01)\(gtin)(10)ABC(10)AB#", kind: "invalidCharacter", ai: "10", offset: 31),
        rejected("duplicate-at-repeat", "(10) twice with different values: the conflicting duplicate, at the repeat's value",
                 "(01)\(gtin)(10)ABC(10)ABD", kind: "conflictingDuplicate", ai: "10", offset: 29, clauses: ["C-7.9", "C-7.10", "C-7.43"]),
        // Relations only once every element passed.
        rejected("values-before-requisites", "(10) without a product key, then a (17) with day 99: the date, not the missing requisite",
                 "(10)ABC(17)261299", kind: "yymmd0", ai: "17", offset: 15, clauses: ["C-7.9", "C-7.44"], flags: ["GS1RelationsTooEarly"]),
        rejected("requisite-at-value", "(10) alone: its requisite (a product key) is missing, at its value",
                 "(10)ABC", kind: "missingRequisite", ai: "10", offset: 4, clauses: ["C-7.9", "C-7.17", "C-7.43"]),
        rejected("requisites-in-input-order", "(10) then (21), both without a product key: the first in input order",
                 "(10)ABC(21)XYZ", kind: "missingRequisite", ai: "10", offset: 4, clauses: ["C-7.9", "C-7.17", "C-7.43"]),
        rejected("exclusion-before-requisite", "(01) then (02): (02) excludes (01) and lacks its requisite (37); its exclusion is reported",
                 "(01)\(gtin)(02)\(gtin)", kind: "mutuallyExclusive", ai: "02", offset: 22, clauses: ["C-7.9", "C-7.17", "C-7.43"]),
        rejected("requisite-before-signature-serial", "(253) without serial beside (8030), and a (10) without product key: the requisite first",
                 "(253)9520123456788(8030)MEUCIQ(10)ABC", kind: "missingRequisite", ai: "10", offset: 34,
                 clauses: ["C-7.9", "C-7.18", "C-7.43"], flags: ["GS1RelationsTooEarly"]),
        rejected("signature-serial-first-key", "(8030) with an unserialised (8003) and then (253): the first key in input order",
                 "(8030)MEUCIQ(8003)\(gtin)(253)9520123456788", kind: "missingSerialComponent", ai: "8003", offset: 18,
                 clauses: ["C-7.9", "C-7.18", "C-7.43"]),
        // A byte GS1 data never holds (C-7.14).
        rejected("invalid-byte-first", "A DEL byte inside (10), before a wrong GTIN: the invalid byte, not the character set",
                 "10A\u{7F}\u{1D}01\(badGTIN)", kind: "invalidByte", ai: nil, offset: 3, clauses: ["C-7.9", "C-7.14"],
                 flags: ["GS1InvalidByteHidden"]),
        rejected("invalid-byte-after-error", "A wrong GTIN check digit, then a DEL byte in (10): the check digit, which comes first",
                 "01\(badGTIN)10A\u{7F}", kind: "csum", ai: "01", offset: 15, clauses: ["C-7.9", "C-7.14", "C-7.44"]),
    ]
}
