import ZipZap
import ZipZapConformance

extension VectorFamily {
    static let gs1ParseCheckBoundaries = VectorFamily(
        name: "gs1-parse-check-boundaries",
        description: "The GS1 parser on the named checks exactly at their boundaries, with the error's kind and offset (SPEC C-7.40, C-7.44): the century window of two-digit years at every reference-year edge (C-7.5), each date and time field at its limits, numeric ranges at, below and above their bounds, each code list's neighbours, and every field of the coupon codes at its length limits. Each expectation is reasoned from the spec.",
        flags: [
            .init("CenturyWindowWrong", bug: "a two-digit year is placed in the wrong century at the edge of the window of SPEC C-7.5",
                  breaks: "29 February of a 00 year is refused or stored depending on the year the implementation was written"),
            .init("PercentEscapeEndRefused", bug: "pcenc refuses an escape whose digit is an end of a hexadecimal range",
                  breaks: "valid values with escapes are refused"),
            .init("PercentEscapeNeighbourAccepted", bug: "pcenc takes a byte next to a hexadecimal range for a digit, or points elsewhere than its `%`",
                  breaks: "values with a broken escape are stored"),
            .init("CouponFieldEndRefused", bug: "a coupon field's length indicator or code at an end of its range is refused",
                  breaks: "valid coupons are refused at the till"),
            .init("CouponFieldNeighbourAccepted", bug: "a coupon field's length indicator or code one past its range is accepted, or the error points elsewhere than the field",
                  breaks: "malformed coupons are accepted"),
            .init("ShortCheckPairWrong", bug: "csumalpha on a value of two characters or fewer: the pair of no data (22) refused, or a lone character taken for a pair",
                  breaks: "short model numbers are judged differently by two implementations"),
            .init("CheckReadsPastValue", bug: "a check reads the byte after its component (the FNC1 that ends it) as part of it",
                  breaks: "valid values are refused when another element follows them"),
            .init("HexDigitValueWrong", bug: "a percent-escape's letter digits (A-F, a-f) or its range ends decode to another byte",
                  breaks: "Digital Link values are stored with the wrong characters"),
            .init("LeapDayNeighbourAccepted", bug: "30 February of a leap year is accepted",
                  breaks: "dates that do not exist are stored"),
            .init("FourDigitYearLeapDayNeighbourAccepted", bug: "30 February of a leap year written YYYYMMDD is accepted",
                  breaks: "dates of birth that do not exist are stored"),
            .init("CodeNeighbourAccepted", bug: "a code next to a listed one (one bit from it, or 899 beside 999) is accepted",
                  breaks: "codes that do not exist are stored"),
            .init("PadOnlyAccepted", bug: "a CSET 64 value of `=` pads alone is accepted, or its error points elsewhere than its first `=`",
                  breaks: "empty signatures are stored"),
            .init("SubstituteByteWrong", bug: "a configured FNC1 substitute at an end of ASCII (DEL) is not taken, or a byte of 128 or more is taken for one",
                  breaks: "a scanner's configured separator is refused, or a non-ASCII byte read as a separator"),
            .init("IBANCheckDigitsWrong", bug: "a letter among an IBAN's check digits is let through when MOD 97-10 happens to pass",
                  breaks: "malformed account numbers are stored"),
        ],
        drafts: { GS1ParseCheckBoundaryDrafts.all })
}

/// The drafts of `gs1-parse-check-boundaries`; offsets count from the tested value's first byte.
enum GS1ParseCheckBoundaryDrafts {
    static var all: [VectorDraft] { centuryWindow + percentEncoding + couponFields + positiveOfferFields + iban + shortCheckPairs + oneWrongPairCharacter + valuesBeforeSeparators + [hexadecimalEscapes] + listNeighbours + substituteBytes }

    /// (17)000229 exists only when its year is 2000. Seen from 1900-1949 it is 1900 (00 is less than 50 years
    /// ahead), from 1950-2049 it is 2000, from 2050 on 2100 (00 is 50 or more years behind, C-7.5); 1900 and 2100 are
    /// not leap years (divisible by 100, not by 400).
    /// Two more: seen from 2350, 00 is 2400, a leap year (divisible by 400); seen from 2080, 24 is 2124 (a leap
    /// year, as 2024 is, while 2123 and 2125 are not: the century added is exactly 100).
    static var centuryWindow: [VectorDraft] {
        let probes = [(1949, "00", false), (1950, "00", true), (1999, "00", true), (2000, "00", true), (2049, "00", true),
                      (2050, "00", false), (2099, "00", false), (2100, "00", false), (2350, "00", true), (2080, "24", true)]
        return probes.map { year, yy, exists in
            let description = "29 February of the year \(yy) stands for, from reference year \(year)"
            return exists
                ? GS1CheckProbes.accepted("century/\(year)/\(yy)", description, ai: "17", yy + "0229", clauses: ["C-7.5", "C-7.27"],
                                          flag: "CenturyWindowWrong", referenceYear: year)
                : GS1CheckProbes.rejected("century/\(year)/\(yy)", description, ai: "17", yy + "0229", kind: "yymmd0", at: 4,
                                          clauses: ["C-7.5", "C-7.27", "C-7.44"], flag: "CenturyWindowWrong", referenceYear: year)
        }
    }

    /// `pcenc` (C-7.44): every `%` starts two hexadecimal digits, `0-9 A-F a-f`; the neighbours of the ranges that
    /// CSET 82 holds (`/ :` and `G`, `g`; `@` and `` ` `` are outside CSET 82, which is checked first) are not
    /// digits, in the first and in the second place; a failure points at its `%`.
    static var percentEncoding: [VectorDraft] {
        let accepted = ["%30%39", "%41%46", "%61%66", "%09%AF%af", "%41A%42", "A%7e%7E"].map { value in
            GS1CheckProbes.accepted("pcenc/\(value)", "each end of each hexadecimal range", ai: "4300", value,
                                    clauses: ["C-7.44"], flag: "PercentEscapeEndRefused")
        }
        let neighbours = ["/", ":", "G", "g"]
        let rejected = neighbours.flatMap { byte in [("A%\(byte)0", 1), ("A%0\(byte)", 1)] } + [("%41A%4", 4), ("%41%", 3), ("AB%", 2)]
        return accepted + rejected.map { value, offset in
            GS1CheckProbes.rejected("pcenc/\(value)", "not an escape at byte \(offset)", ai: "4300", value, kind: "pcenc", at: offset,
                                    clauses: ["C-7.44"], flag: "PercentEscapeNeighbourAccepted")
        }
    }

    static func coupon(_ ai: String, _ value: String, _ description: String, failsAt offset: Int?) -> VectorDraft {
        let key = "\(ai)/\(value)"
        let check = ai == "8110" ? "couponcode" : "couponposoffer"
        guard let offset else {
            return GS1CheckProbes.accepted(key, description, ai: ai, value, clauses: ["C-7.44"], flag: "CouponFieldEndRefused")
        }
        return GS1CheckProbes.rejected(key, description + ", wrong at byte \(offset)", ai: ai, value, kind: check, at: offset,
                                       clauses: ["C-7.44"], flag: "CouponFieldNeighbourAccepted")
    }

    /// AI (8110) (GS1 US North American Coupon Application Guideline): the expiry and start dates are YYMMDD, day
    /// 00 not allowed (C-7.27); every length indicator of a purchase
    /// requirement (1-5) and of a further purchase's company prefix (0-6, or 9) at its ends and one past them, in
    /// each of the three purchases; the save value codes 0, 1, 2, 5, 6 and their neighbours. The base is company
    /// prefix VLI 0 at 0 (six digits), offer code at 7, save value VLI at 13, first purchase VLI at 15, its code at
    /// 17, family code at 18-20; an optional field's flag is at 21. A wrong field is reported at its start, its
    /// length indicator for a length-prefixed one (C-7.44).
    static var couponFields: [VectorDraft] {
        let base = "0061414" + "123456" + "15" + "11" + "0" + "123"
        let head = "0061414" + "123456" + "15"
        return [
            coupon("8110", head + "6123456" + "0123", "first purchase requirement VLI 6", failsAt: 15),
            coupon("8110", head + "512345" + "0123", "first purchase requirement VLI 5", failsAt: nil),
            coupon("8110", base + "1" + "0" + "512345" + "0" + "123" + "9", "second purchase requirement VLI 5", failsAt: nil),
            coupon("8110", base + "1" + "0" + "0" + "0" + "123" + "9", "second purchase requirement VLI 0", failsAt: 23),
            coupon("8110", base + "1" + "0" + "6123456" + "0" + "123" + "9", "second purchase requirement VLI 6", failsAt: 23),
            coupon("8110", base + "1" + "0" + "11" + "0" + "123" + "6" + "123456789012", "second purchase company prefix VLI 6",
                   failsAt: nil),
            coupon("8110", base + "1" + "0" + "11" + "0" + "123" + "8" + "12345678901234", "second purchase company prefix VLI 8",
                   failsAt: 29),
            coupon("8110", base + "2" + "512345" + "0" + "123" + "9", "third purchase requirement VLI 5", failsAt: nil),
            coupon("8110", base + "2" + "0" + "0" + "123" + "9", "third purchase requirement VLI 0", failsAt: 22),
            coupon("8110", base + "2" + "6123456" + "0" + "123" + "9", "third purchase requirement VLI 6", failsAt: 22),
            coupon("8110", base + "2" + "11" + "5" + "123" + "9", "third purchase requirement code 5", failsAt: 24),
            coupon("8110", base + "2" + "11" + "0" + "123" + "6" + "123456789012", "third purchase company prefix VLI 6", failsAt: nil),
            coupon("8110", base + "2" + "11" + "0" + "123" + "7" + "1234567890123", "third purchase company prefix VLI 7", failsAt: 28),
            coupon("8110", base + "9" + "1" + "0" + "0" + "0", "save value code 1", failsAt: nil),
            coupon("8110", base + "9" + "2" + "0" + "0" + "0", "save value code 2", failsAt: nil),
            coupon("8110", base + "9" + "4" + "0" + "0" + "0", "save value code 4", failsAt: 22),
            coupon("8110", base + "9" + "7" + "0" + "0" + "0", "save value code 7", failsAt: 22),
            coupon("8110", "0061414" + "123456" + "151101A3", "a letter in the family code", failsAt: 19),
            coupon("8110", base + "3" + "260100", "expiry date with day 00", failsAt: 22),
            coupon("8110", base + "4" + "260100", "start date with day 00", failsAt: 22),
        ]
    }

    /// AI (8112) (GS1 US AI (8112) Coupon Data Specification): format code 0 or 1, not 2; a non-digit.
    static var positiveOfferFields: [VectorDraft] {
        [
            coupon("8112", "2" + "0061414" + "123456" + "0123456", "format code 2", failsAt: 0),
            coupon("8112", "1" + "0061414" + "123456" + "0A23456", "a letter in the serial number", failsAt: 15),
        ]
    }

    /// `iban` (C-7.44): the check digits are bytes 2 and 3, and a letter in either is wrong there even when the
    /// whole passes MOD 97-10 with the letter read as a number (both of these do). (8007) needs (415), which needs
    /// (8020): the IBAN's value starts at byte 34.
    static var iban: [VectorDraft] {
        ["GBW6WEST12345698765432", "GB0Z0WEST12345698765432"].map { value in
            .gs1Parse(
                "iban/\(value)", "(8007)\(value): a letter among the check digits", clauses: ["C-7.40", "C-7.9", "C-7.15", "C-7.44"],
                flags: ["IBANCheckDigitsWrong"], parse: GS1ParseCase("(415)9520123456788(8020)REF1(8007)" + value),
                expected: GS1ParseOutcome.rejected(kind: "iban", ai: "8007", offset: 34 + 2))
        }
    }

    /// `csumalpha` then `gcppos1` on (8013) (C-7.9: a component's checks in the order its format lists them): two
    /// characters are the pair of no data, which is `22` (the weighted sum 0); one character is too short for a pair.
    /// Both failures point at the component's first byte (C-7.44).
    static var shortCheckPairs: [VectorDraft] {
        [("22", "gcppos1"), ("23", "csumalpha"), ("2", "csumalpha"), ("Z", "csumalpha")].map { value, kind in
            GS1CheckProbes.rejected("csumalpha/\(value)", "\(kind) fails first", ai: "8013", value, kind: kind, at: 0,
                                    clauses: ["C-7.44"], flag: "ShortCheckPairWrong")
        }
    }

    /// `csumalpha` on GS1's example GMN 1987654Ad4X4bL5ttr2310c, whose pair is 2K: each character of the pair wrong
    /// alone, the other right; the error points at the pair's first byte (C-7.44).
    static var oneWrongPairCharacter: [VectorDraft] {
        ["1987654Ad4X4bL5ttr2310c2L", "1987654Ad4X4bL5ttr2310c3K"].map { value in
            GS1CheckProbes.rejected("csumalpha/\(value)", "one character of the pair 2K wrong", ai: "8013", value, kind: "csumalpha", at: 23,
                                    clauses: ["C-7.44"], flag: "ShortCheckPairWrong")
        }
    }

    /// Checked values followed by FNC1 and another element in an unbracketed element string: each check sees its
    /// component alone (C-7.26), so the GS after it changes nothing. The outcomes follow C-7.8 and C-7.16: FNC1
    /// after every element without a predefined length but the last; (415) is a Digital Link key that takes (8020)
    /// as its qualifier, (00) one without qualifiers.
    static var valuesBeforeSeparators: [VectorDraft] {
        let gs = GS1Samples.gs, sscc = GS1CheckProbes.sscc, iban = "GB82WEST12345698765432"
        func accepted(_ key: String, _ description: String, _ input: String, _ elements: [(ai: String, value: String)],
                      bracketed: String, unbracketed: String, link: String) -> VectorDraft {
            .gs1Parse(
                key, description, clauses: ["C-7.40", "C-7.26", "C-7.8", "C-7.16"], flags: ["CheckReadsPastValue"], parse: GS1ParseCase(input),
                expected: GS1ParseOutcome.accepted(elements: elements, bracketed: bracketed, unbracketed: unbracketed, digitalLink: .string(link)))
        }
        return [
            accepted("before-separator/iban", "(8020) and the IBAN of (8007), each followed by FNC1",
                     "4159520123456788" + "8020REF1" + gs + "8007" + iban + gs + "90X",
                     [("415", "9520123456788"), ("8020", "REF1"), ("8007", iban), ("90", "X")],
                     bracketed: "(415)9520123456788(8020)REF1(8007)\(iban)(90)X",
                     unbracketed: "^4159520123456788" + "8020REF1^8007\(iban)^90X",
                     link: "https://id.gs1.org/415/9520123456788/8020/REF1?8007=\(iban)&90=X"),
            accepted("before-separator/yesno", "(4321) yes/no followed by FNC1",
                     "00" + sscc + "43211" + gs + "43220", [("00", sscc), ("4321", "1"), ("4322", "0")],
                     bracketed: "(00)\(sscc)(4321)1(4322)0", unbracketed: "^00\(sscc)43211^43220",
                     link: "https://id.gs1.org/00/\(sscc)?4321=1&4322=0"),
            .gs1Parse(
                "before-separator/coupon", "(8110) ending where the first purchase requirement code should be, before FNC1: a missing field marks the whole value, so its first byte (C-7.74)",
                clauses: ["C-7.40", "C-7.26", "C-7.44", "C-7.74"], flags: ["CouponFieldNeighbourAccepted"],
                parse: GS1ParseCase("8110" + "0061414" + "123456" + "15" + "11" + gs + "90X"),
                expected: GS1ParseOutcome.rejected(kind: "couponcode", ai: "8110", offset: 4)),
            .gs1Parse(
                "before-separator/coupon-substitute-9", "the same coupon ended by the configured substitute 9, which is no requirement code of it: the value's first byte (C-7.74)",
                clauses: ["C-7.40", "C-7.4", "C-7.26", "C-7.44", "C-7.74"], flags: ["CouponFieldNeighbourAccepted"],
                parse: GS1ParseCase(input: Array(("8110" + "0061414" + "123456" + "15" + "11" + "9").utf8), separatorSubstitutes: Array("9".utf8)),
                expected: GS1ParseOutcome.rejected(kind: "couponcode", ai: "8110", offset: 4)),
            // A digit as FNC1 substitute is allowed (C-7.4: any ASCII byte); the check still sees only "11/".
            .gs1Parse(
                "before-separator/posinseqslash", "(7258)11/ ended by the configured substitute 0: no end number, wrong at its first byte",
                clauses: ["C-7.40", "C-7.4", "C-7.26", "C-7.44"], flags: ["CheckReadsPastValue"],
                parse: GS1ParseCase(input: Array("725811/0".utf8), relaxed: .requisites, separatorSubstitutes: Array("0".utf8)),
                expected: GS1ParseOutcome.rejected(kind: "posinseqslash", ai: "7258", offset: 4)),
        ]
    }

    /// A Digital Link path value escaped with hexadecimal digits at both ends of each range, letters of both cases
    /// (C-7.28): %4A and %4a are J, %4F and %4f are O, %30 and %39 are 0 and 9.
    static var hexadecimalEscapes: VectorDraft {
        let gtin = GS1Samples.gtin
        return .gs1Parse(
            "hex-escapes", "a (10) path value %4A%4a%4F%4f%30%39 decodes to JJOO09", clauses: ["C-7.40", "C-7.28", "C-7.8", "C-7.16"],
            flags: ["HexDigitValueWrong"], parse: GS1ParseCase("https://id.gs1.org/01/\(gtin)/10/%4A%4a%4F%4f%30%39"),
            expected: GS1ParseOutcome.accepted(
                elements: [("01", gtin), ("10", "JJOO09")], bracketed: "(01)\(gtin)(10)JJOO09", unbracketed: "^01\(gtin)10JJOO09",
                digitalLink: .string("https://id.gs1.org/01/\(gtin)/10/JJOO09")))
    }

    /// Values one step from valid ones (C-7.12, C-7.27, C-7.44): 30 February of the leap years 2024 (YYMMD0 and
    /// YYYYMMDD), the package type X1q beside the listed X11, 899 beside 999 for iso3166999, and CSET 64 values made
    /// of `=` alone (the pads must follow data; a wrong padding fails at its first `=`). In the bracketed (8030)
    /// after (90)A=, the `=` before the value is not part of it.
    static var listNeighbours: [VectorDraft] {
        func probe(_ ai: String, _ value: String, kind: String, at offset: Int, _ description: String, flag: String) -> VectorDraft {
            GS1CheckProbes.rejected("neighbour/\(ai)/\(value)", description, ai: ai, value, kind: kind, at: offset,
                                    clauses: ["C-7.12", "C-7.27", "C-7.44"], flag: flag)
        }
        return [
            probe("17", "240230", kind: "yymmd0", at: 4, "30 February 2024", flag: "LeapDayNeighbourAccepted"),
            probe("7250", "20240230", kind: "yyyymmdd", at: 6, "30 February 2024", flag: "FourDigitYearLeapDayNeighbourAccepted"),
            probe("7041", "X1q", kind: "packagetype", at: 0, "not a package type (X11 is)", flag: "CodeNeighbourAccepted"),
            probe("7041", "ABCD", kind: "packagetype", at: 0, "four characters, which (7041) allows but no package type code has",
                  flag: "CodeNeighbourAccepted"),
            probe("7030", "899ABC", kind: "iso3166999", at: 0, "899 is neither a country nor 999", flag: "CodeNeighbourAccepted"),
            probe("8030", "==", kind: "invalidCharacter", at: 0, "two pads and no data", flag: "PadOnlyAccepted"),
            .gs1Parse(
                "neighbour/8030/after-pad", "(8030)=== after (90)A=: three pads and no data, wrong at its own first byte",
                clauses: ["C-7.40", "C-7.9", "C-7.15", "C-7.44"], flags: ["PadOnlyAccepted"],
                parse: GS1ParseCase("(00)\(GS1CheckProbes.sscc)(90)A=(8030)==="),
                expected: GS1ParseOutcome.rejected(kind: "invalidCharacter", ai: "8030", offset: 34)),
        ]
    }

    /// FNC1 substitutes (C-7.4, C-7.14): DEL configured as one is FNC1; with `@` configured, the byte 0x80 (which is
    /// `@` + 64) is still a byte GS1 data never holds. (10)ABC ends at byte 21.
    static var substituteBytes: [VectorDraft] {
        let gtin = GS1Samples.gtin
        let head = Array("01\(gtin)10ABC".utf8), tail = Array("17261231".utf8)
        return [
            .gs1Parse(
                "substitute/del", "DEL configured as FNC1 ends (10)", clauses: ["C-7.40", "C-7.4", "C-7.14", "C-7.8", "C-7.16"],
                flags: ["SubstituteByteWrong"],
                parse: GS1ParseCase(input: head + [0x7F] + tail, separatorSubstitutes: [0x7F]),
                expected: GS1ParseOutcome.accepted(
                    elements: [("01", gtin), ("10", "ABC"), ("17", "261231")], bracketed: "(01)\(gtin)(10)ABC(17)261231",
                    unbracketed: "^01\(gtin)10ABC^17261231", digitalLink: .string("https://id.gs1.org/01/\(gtin)/10/ABC?17=261231"))),
            .gs1Parse(
                "substitute/0x80-with-at", "0x80 where FNC1 would stand, with @ configured as FNC1", clauses: ["C-7.40", "C-7.4", "C-7.14"],
                flags: ["SubstituteByteWrong"],
                parse: GS1ParseCase(input: head + [0x80] + tail, separatorSubstitutes: Array("@".utf8)),
                expected: GS1ParseOutcome.rejected(kind: "invalidByte", ai: nil, offset: 21)),
        ]
    }
}
