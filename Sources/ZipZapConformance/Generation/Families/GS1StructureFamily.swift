import ZipZap

extension VectorFamily {
    static let gs1Structure = VectorFamily(
        name: "gs1-structure",
        description: "`.gs1` across elements and on edge values (SPEC C-7.1, C-7.3, C-7.5, C-7.10, C-7.11, C-7.14): requisites, exclusions and repeated AIs, strict and lenient; unknown AIs; the century window; bytes GS1 data never holds.",
        flags: [
            .init("RequisitesIgnored", bug: "an AI is accepted without the AIs it requires",
                  breaks: "a batch number with no product it belongs to is stored"),
            .init("ExclusionsIgnored", bug: "AIs that must not appear together are accepted together",
                  breaks: "a label with two net weights in different units of precision is stored"),
            .init("DuplicatesWrong", bug: "a repeated AI with the same value is refused, or one with a different value accepted",
                  breaks: "labels that repeat an element are refused, or contradictory ones stored"),
            .init("LenientWrong", bug: "the lenient switch does not relax the checks across elements, or relaxes the checks on each element too",
                  breaks: "fields that combine barcodes refuse partial data, or accept malformed values"),
            .init("UnknownAIAccepted", bug: "digits that are not an AI of the table are accepted as one",
                  breaks: "misreads and data from other standards pass as GS1"),
            .init("CenturyWindowWrong", bug: "two-digit years are placed in a fixed century, or with the clock",
                  breaks: "29 February 2000 is refused, and results change from year to year"),
            .init("InvalidBytesAccepted", bug: "control characters, DEL, non-ASCII or ill-formed bytes are accepted, or an empty value",
                  breaks: "values GS1 data can never hold reach the app"),
        ],
        drafts: {
            let es = GS1Samples.elementString, gs = GS1Samples.gs, gtin = "01" + GS1Samples.gtin
            func scan(_ value: String) -> Scan { Scan(value, type: .gs1128) }
            func bytes(_ prefix: String, _ tail: [UInt8]) -> Scan { Scan(value: Array(prefix.utf8) + tail, type: .gs1128) }
            return [
                .gs1("requisites/strict", "strict: (10) and (3103) need a product key, (250) needs (01) with (21)",
                     clauses: ["C-7.3", "C-7.11", "C-4.5"], flags: ["RequisitesIgnored"],
                     [(scan("10ABC"), false), (scan("3103000500"), false), (scan(es), true), (scan(gtin + "250SEC1"), false),
                      (scan(gtin + "21XYZ" + gs + "250SEC1"), true)]),
                .gs1("requisites/lenient", "lenient: requisites are not checked, but each element still is",
                     clauses: ["C-7.3", "C-7.11"], flags: ["LenientWrong"], lenient: true,
                     [(scan("10ABC"), true), (scan("10AB#"), false), (scan("3103000500"), true), (scan("3103A00500"), false)]),
                .gs1("exclusions/strict", "strict: (3100) and (3101) exclude each other; (02) excludes (01)",
                     clauses: ["C-7.3"], flags: ["ExclusionsIgnored"],
                     [(scan(gtin + "3100000500" + "3101000050"), false), (scan(gtin + "3100000500"), true),
                      (scan(gtin + GS1Samples.logisticsLabel), false)]),
                .gs1("exclusions/lenient", "lenient: exclusions are not checked",
                     clauses: ["C-7.3"], flags: ["LenientWrong"], lenient: true,
                     [(scan(gtin + "3100000500" + "3101000050"), true)]),
                .gs1("duplicates/strict", "an AI repeated with the same value is accepted; with another value it is not",
                     clauses: ["C-7.10", "C-7.3"], flags: ["DuplicatesWrong"],
                     [(scan(es + gs + "10ABC"), true), (scan(gtin + gtin), true), (scan(es + gs + "10ABD"), false)]),
                .gs1("duplicates/lenient", "lenient: a repeated AI with another value is accepted",
                     clauses: ["C-7.10", "C-7.3"], flags: ["LenientWrong"], lenient: true,
                     [(scan(es + gs + "10ABD"), true)]),
                .gs1("unknown-ai", "AIs that are not in the table are errors: (04), (23n), (4329); (99) is in it",
                     clauses: ["C-7.1"], flags: ["UnknownAIAccepted"],
                     [(scan(gtin + "04123"), false), (scan(gtin + "2301"), false), (scan(gtin + "4329ABC"), false),
                      (Scan("(01)09520123456788(04)1"), false), (scan(gtin + "99ANYTHING"), true)]),
                .gs1("century/2000-leap", "with the reference year 2026, 00 is 2000, a leap year: (11)000229 is valid; 2001 is not a leap year",
                     clauses: ["C-7.5"], flags: ["CenturyWindowWrong"],
                     [(scan(gtin + "11000229"), true), (scan(gtin + "17000229"), true), (scan(gtin + "11010229"), false)]),
                .gs1("century/leap-years", "29 February exists in 2028, not in 2026; day 00 is the last day of the month in YYMMD0 dates only",
                     clauses: ["C-7.5", "C-7.1"], flags: ["CenturyWindowWrong"],
                     [(scan(gtin + "15280229"), true), (scan(gtin + "15260229"), false), (scan(gtin + "17260200"), true),
                      (scan(gtin + "7006260200"), false)]),
                .gs1("bytes", "NUL, other controls, DEL, non-ASCII and ill-formed UTF-8 are never GS1 data; nor is the empty value",
                     clauses: ["C-7.14", "C-1.2"], flags: ["InvalidBytesAccepted"],
                     [(bytes(es, [0x00]), false), (bytes(es, [0x09, 0x41]), false), (bytes(es, [0x7F]), false),
                      (scan(es + "é"), false), (bytes(es, [0xFF]), false), (bytes(es, [0xC3]), false), (scan(""), false),
                      (Scan(value: [0x28, 0x00, 0x29], type: nil), false), (scan(es), true)]),
            ]
        })
}
