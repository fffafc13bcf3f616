import ZipZap
import ZipZapConformance

extension VectorFamily {
    static let gs1ParseOffsets = VectorFamily(
        name: "gs1-parse-offsets",
        description: "Where the GS1 parser's errors point when the value it checks is not the input's bytes (SPEC C-7.15): bracketed values with `\\(` escapes and percent-encoded Digital Link values (the value's offset plus the offset in the decoded value), and GTINs padded to 14 digits (offsets in the input, never in the padded value). Each expectation is reasoned from the spec.",
        flags: [
            .init("GS1EscapeOffsetWrong", bug: "an error in an escaped bracketed value or a percent-encoded Digital Link value is placed by the raw bytes, or after the escapes of another value",
                  breaks: "the problem is pointed at in the wrong place, and two implementations disagree"),
            .init("GS1PaddedOffsetWrong", bug: "an error in a GTIN padded to 14 digits (EAN-13, UPC-A, EAN-8, UPC-E, a short Digital Link key) is placed in the padded value",
                  breaks: "offsets point past the end of the input"),
        ],
        drafts: { GS1ParseOffsetDrafts.all })
}

/// The hand-written drafts of `gs1-parse-offsets`. Offsets count bytes from 0.
enum GS1ParseOffsetDrafts {
    static func rejected(
        _ key: String, _ description: String, _ input: String, kind: String, ai: String, offset: Int, clauses: [String],
        flag: String
    ) -> VectorDraft {
        .gs1Parse(
            key, description, clauses: ["C-7.40", "C-7.15"] + clauses, flags: [flag], parse: GS1ParseCase(input),
            expected: GS1ParseOutcome.rejected(kind: kind, ai: ai, offset: offset))
    }

    static let link = "https://id.gs1.org/01/" + GS1Samples.gtin

    static let all: [VectorDraft] = [
        // Bracketed values with escapes: "(10)" puts the value at 4.
        rejected("bracketed-escape-cset", #"(10)A\(B#: '#' is the decoded value's fourth character, at 4 + 3"#,
                 #"(10)A\(B#"#, kind: "invalidCharacter", ai: "10", offset: 7, clauses: ["C-7.16"], flag: "GS1EscapeOffsetWrong"),
        rejected("bracketed-escapes-too-long", #"(10) with 21 escaped brackets: too long at its 20th decoded character, 4 + 20"#,
                 "(10)" + String(repeating: #"\("#, count: 21), kind: "valueTooLong", ai: "10", offset: 24, clauses: ["C-7.16"],
                 flag: "GS1EscapeOffsetWrong"),
        rejected("bracketed-after-escapes", #"(10)\(\( then a wrong GTIN: the next value's offset is its place in the input, 12 + 13"#,
                 #"(10)\(\((01)"# + GS1Samples.badGTIN, kind: "csum", ai: "01", offset: 25, clauses: ["C-7.16", "C-7.44"],
                 flag: "GS1EscapeOffsetWrong"),
        // Digital Link values: the path value after /10/ starts at 40.
        rejected("link-escaped-cset", "A path value A%23B: '#' is the decoded value's second character, at 40 + 1",
                 link + "/10/A%23B", kind: "invalidCharacter", ai: "10", offset: 41, clauses: ["C-7.28"], flag: "GS1EscapeOffsetWrong"),
        rejected("link-escapes-before", "A path value %41%42%23: '#' is the decoded value's third character, at 40 + 2, not at its raw place 46",
                 link + "/10/%41%42%23", kind: "invalidCharacter", ai: "10", offset: 42, clauses: ["C-7.28"], flag: "GS1EscapeOffsetWrong"),
        rejected("link-query-escaped-date", "A query value 2613%301 for (17): month 13 at the decoded value's third character, 40 + 2",
                 link + "?17=2613%301", kind: "yymmd0", ai: "17", offset: 42, clauses: ["C-7.28", "C-7.44"], flag: "GS1EscapeOffsetWrong"),
        rejected("link-second-query-value", "A second query attribute (17) with day 99: its value starts at 50, the day at 54",
                 link + "?15=261231&17=261299", kind: "yymmd0", ai: "17", offset: 54, clauses: ["C-7.44"], flag: "GS1EscapeOffsetWrong"),
        // GTINs padded to 14 digits: the check digit is the input's last byte.
        rejected("padded-upc-a", "UPC-A scan data ]E0 with 12 digits, padded by 2: its wrong check digit at 14",
                 "]E0036000291482", kind: "csum", ai: "01", offset: 14, clauses: ["C-7.6", "C-7.44"], flag: "GS1PaddedOffsetWrong"),
        rejected("padded-ean-13", "EAN-13 scan data ]E0, padded by 1: its wrong check digit at 15",
                 "]E04006381333932", kind: "csum", ai: "01", offset: 15, clauses: ["C-7.6", "C-7.44"], flag: "GS1PaddedOffsetWrong"),
        rejected("padded-ean-8", "EAN-8 scan data ]E4, padded by 6: its wrong check digit at 10",
                 "]E412345678", kind: "csum", ai: "01", offset: 10, clauses: ["C-7.6", "C-7.44"], flag: "GS1PaddedOffsetWrong"),
        rejected("expanded-upc-e", "UPC-E scan data ]E0 with 8 digits, expanded to 12: its wrong check digit is still the last byte, at 10",
                 "]E001234564", kind: "csum", ai: "01", offset: 10, clauses: ["C-7.6", "C-7.44"], flag: "GS1PaddedOffsetWrong"),
        rejected("padded-link-gtin-13", "A Digital Link key of 13 digits, padded to 14: its wrong check digit at 34, the input's last byte",
                 "https://id.gs1.org/01/4006381333932", kind: "csum", ai: "01", offset: 34, clauses: ["C-7.7", "C-7.44"],
                 flag: "GS1PaddedOffsetWrong"),
        rejected("padded-link-gtin-8", "A Digital Link key of 8 digits, padded by 6: its wrong check digit at 19",
                 "http://g/01/35203253", kind: "csum", ai: "01", offset: 19, clauses: ["C-7.7", "C-7.44"], flag: "GS1PaddedOffsetWrong"),
    ]
}
