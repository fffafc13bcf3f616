import ZipZap
import ZipZapConformance

extension VectorFamily {
    static let gs1ParseAILookup = VectorFamily(
        name: "gs1-parse-ai-lookup",
        description: "How the GS1 parser reads the AI where one must start in an unbracketed element string (SPEC C-7.70): its length from its first two digits, then digit by digit, a byte that is not a digit in each place of a two-, three- and four-digit AI (the digit's neighbours `/` and `:`), an AI cut by the end of the data and an AI with nothing after it; bracketed AIs whose number is that of an AI of another length (C-7.1); five digits and non-digits where a Digital Link URI names an AI (C-7.7). Each expectation is reasoned from the spec.",
        flags: [
            .init("QueryAIDigitsWrong", bug: "a query parameter of five digits is read as the four-digit AI its number names",
                  breaks: "a Digital Link attribute that is no AI is stored as one"),
            .init("AILookupWrong", bug: "a byte next to the digits is read as a digit, or the AI's length is taken from elsewhere than its first two digits",
                  breaks: "misread data is parsed as another AI and stored"),
        ],
        drafts: { GS1ParseAILookupDrafts.all })
}

/// The drafts of `gs1-parse-ai-lookup`: the tested AI follows (01) and its GTIN, at byte 16.
enum GS1ParseAILookupDrafts {
    static let lead = "01" + GS1Samples.gtin
    static let start = 16

    static func rejected(_ after: String, _ description: String, kind: String, ai: String?, offset: Int = start) -> VectorDraft {
        .gs1Parse(
            "\(after)", "(01) then \(after): " + description, clauses: ["C-7.40", "C-7.70", "C-7.9", "C-7.15"],
            flags: ["AILookupWrong"], parse: GS1ParseCase(lead + after),
            expected: GS1ParseOutcome.rejected(kind: kind, ai: ai, offset: offset))
    }

    static let all: [VectorDraft] = [
        rejected(":012", "no digit where the AI starts", kind: "malformedAI", ai: nil),
        rejected("/012", "no digit where the AI starts", kind: "malformedAI", ai: nil),
        rejected("1:12", "one digit, then a byte next to the digits: no AI", kind: "malformedAI", ai: nil),
        rejected("1/12", "one digit, then a byte next to the digits: no AI", kind: "malformedAI", ai: nil),
        rejected("24:123", "AIs starting 24 have three digits; the third is not one", kind: "unknownAI", ai: "24"),
        rejected("31:3000100", "AIs starting 31 have four digits; the third is not one (not (3203))", kind: "unknownAI", ai: "31"),
        rejected("310:000100", "the fourth is not a digit (not (3110))", kind: "unknownAI", ai: "310"),
        rejected("310/000100", "the fourth is not a digit", kind: "unknownAI", ai: "310"),
        rejected("310", "three of the four digits, then the end of the data", kind: "unknownAI", ai: "310"),
        rejected("24", "two of the three digits, then the end of the data", kind: "unknownAI", ai: "24"),
        rejected("3106000100", "four digits that are no AI of the table: (3100)-(3105) only", kind: "unknownAI", ai: "3106"),
        rejected("10", "a whole AI and nothing after it: an empty value", kind: "emptyValue", ai: "10", offset: start + 2),
        rejected("3103", "a whole four-digit AI and nothing after it", kind: "emptyValue", ai: "3103", offset: start + 4),
        rejected("3", "one digit, then the end of the data: no AI", kind: "malformedAI", ai: nil),
    ] + aliases + fiveDigitsAndNonDigits

    /// Bracketed AIs whose number is that of an AI of another length, or that number plus 1000: (0010) is not (10),
    /// (0400) and (1400) not (400), (000) not (00) nor (99); none is in the table, so each is `unknownAI` at its first
    /// digit (C-7.1, C-7.15). (9999) is the largest four-digit number.
    static let aliases: [VectorDraft] = ["0010", "0400", "1400", "000", "0099", "9999"].map { ai in
        .gs1Parse(
            "bracketed/\(ai)", "(\(ai))ABC: an AI of \(ai.count) digits that is not in the table", clauses: ["C-7.40", "C-7.1", "C-7.15"],
            flags: ["AILookupWrong"], parse: GS1ParseCase("(\(ai))ABC"), expected: GS1ParseOutcome.rejected(kind: "unknownAI", ai: ai, offset: 1))
    }

    /// Five digits are no AI, even when their number is a four-digit AI's: (03100) is not (3100), in brackets
    /// (`malformedAI`, AIs have 2 to 4 digits), as a query parameter (`unknownAI`, C-7.7) or as a path segment; a
    /// path segment `0:` is no AI either (not (10)). A path whose last pairs are no AI has no primary key:
    /// `invalidDigitalLink` at the path's start, byte 18 (C-7.7).
    static let fiveDigitsAndNonDigits: [VectorDraft] = {
        let gtin = GS1Samples.gtin, link = "https://id.gs1.org/01/\(gtin)"
        func draft(_ key: String, _ description: String, _ input: String, kind: String, ai: String?, offset: Int,
                   flag: String = "AILookupWrong") -> VectorDraft {
            .gs1Parse(key, description, clauses: ["C-7.40", "C-7.1", "C-7.7", "C-7.15"], flags: [flag], parse: GS1ParseCase(input),
                      expected: GS1ParseOutcome.rejected(kind: kind, ai: ai, offset: offset))
        }
        return [
            draft("bracketed/03100", "(03100): five digits in brackets", "(01)\(gtin)(03100)000100", kind: "malformedAI", ai: nil, offset: 19),
            draft("query/03100", "?03100=: a five-digit query parameter", link + "?03100=000100", kind: "unknownAI", ai: "03100", offset: 37,
                  flag: "QueryAIDigitsWrong"),
            draft("path/03100", "/03100/: a five-digit path segment", link + "/03100/000100", kind: "invalidDigitalLink", ai: nil, offset: 18),
            draft("path/0:", "/0:/: a path segment with a byte next to the digits", link + "/0:/ABC", kind: "invalidDigitalLink", ai: nil, offset: 18),
        ]
    }()
}
