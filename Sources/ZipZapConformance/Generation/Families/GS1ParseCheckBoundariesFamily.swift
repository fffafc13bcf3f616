import ZipZap

extension VectorFamily {
    static let gs1ParseCheckBoundaries = VectorFamily(
        name: "gs1-parse-check-boundaries",
        description: "The GS1 parser on the named checks exactly at their boundaries, with the error's kind and offset (SPEC C-7.40, C-7.44): the century window of two-digit years at every reference-year edge (C-7.5), each date and time field at its limits, numeric ranges at, below and above their bounds, each code list's neighbours, and every field of the coupon codes at its length limits. Each expectation is reasoned from the spec.",
        flags: [
            .init("CenturyWindowWrong", bug: "a two-digit year is placed in the wrong century at the edge of the window of SPEC C-7.5",
                  breaks: "29 February of a 00 year is refused or stored depending on the year the implementation was written"),
            .init("CheckBoundaryWrong", bug: "a named check is off by one at its boundary, or points elsewhere than SPEC C-7.44 says",
                  breaks: "values at their limits are refused, just-invalid ones stored, or the error shown in the wrong place"),
        ],
        drafts: { GS1ParseCheckBoundaryDrafts.all })
}

/// The drafts of `gs1-parse-check-boundaries`; offsets count from the tested value's first byte.
enum GS1ParseCheckBoundaryDrafts {
    static var all: [VectorDraft] { centuryWindow + percentEncoding }

    /// (17)000229 exists only when its year is 2000. Seen from 1900-1949 it is 1900 (00 is less than 50 years
    /// ahead), from 1950-2049 it is 2000, from 2050 on 2100 (00 is 50 or more years behind, C-7.5); 1900 and 2100 are
    /// not leap years (divisible by 100, not by 400).
    static var centuryWindow: [VectorDraft] {
        [(1949, false), (1950, true), (1999, true), (2000, true), (2049, true), (2050, false), (2099, false), (2100, false)].map { year, exists in
            let description = "29 February 2000 only if 00 is read as 2000 from reference year \(year)"
            return exists
                ? GS1CheckProbes.accepted("century/\(year)", description, ai: "17", "000229", clauses: ["C-7.5", "C-7.27"],
                                          flag: "CenturyWindowWrong", referenceYear: year)
                : GS1CheckProbes.rejected("century/\(year)", description, ai: "17", "000229", kind: "yymmd0", at: 4,
                                          clauses: ["C-7.5", "C-7.27", "C-7.44"], flag: "CenturyWindowWrong", referenceYear: year)
        }
    }

    /// `pcenc` (C-7.44): every `%` starts two hexadecimal digits, `0-9 A-F a-f`; the neighbours of the ranges that
    /// CSET 82 holds (`/ :` and `G`, `g`; `@` and `` ` `` are outside CSET 82, which is checked first) are not
    /// digits, in the first and in the second place; a failure points at its `%`.
    static var percentEncoding: [VectorDraft] {
        let accepted = ["%30%39", "%41%46", "%61%66", "%09%AF%af", "%41A%42", "A%7e%7E"].map { value in
            GS1CheckProbes.accepted("pcenc/\(value)", "each end of each hexadecimal range", ai: "4300", value,
                                    clauses: ["C-7.44"], flag: "CheckBoundaryWrong")
        }
        let neighbours = ["/", ":", "G", "g"]
        let rejected = neighbours.flatMap { byte in [("A%\(byte)0", 1), ("A%0\(byte)", 1)] } + [("%41A%4", 4), ("%41%", 3), ("AB%", 2)]
        return accepted + rejected.map { value, offset in
            GS1CheckProbes.rejected("pcenc/\(value)", "not an escape at byte \(offset)", ai: "4300", value, kind: "pcenc", at: offset,
                                    clauses: ["C-7.44"], flag: "CheckBoundaryWrong")
        }
    }
}
