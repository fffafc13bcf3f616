import ZipZap
import ZipZapConformance

extension VectorFamily {
    static let gs1Linters = VectorFamily(
        name: "gs1-linters",
        description: "`.gs1` on the named checks at their boundaries (SPEC C-7.1, C-7.12): company prefix positions, percent-encoding, piece of total, position in sequence, latitude and longitude, non-zero, winding, yes/no, hyphen, zero, sex, media type and importer index codes, the ends of the ISO lists, and every printable character against CSET 82 and CSET 39.",
        flags: [
            .init("LinterBoundaryWrong", bug: "a named check is off at its boundary: the last allowed value refused or the first disallowed one accepted",
                  breaks: "structured values at their limits are refused, or just-invalid ones stored"),
            .init("CodeListEndsWrong", bug: "the first or last code of an ISO list is refused, or a code just outside accepted",
                  breaks: "real countries or currencies are refused"),
            .init("CharacterSetMembersWrong", bug: "a character of CSET 82 or CSET 39 is refused, or one outside accepted",
                  breaks: "values with punctuation are refused, or characters GS1 data cannot carry stored"),
        ],
        drafts: { GS1LinterDrafts.all() })
}

/// The drafts of `gs1-linters`: hand-written probes of one component of an AI, the rest of the value (and the AIs it
/// requires) synthesized; each probe's outcome is reasoned from the GS1 General Specifications.
enum GS1LinterDrafts {
    /// CSET 82 and CSET 39 (GS1 General Specifications, figures 7.11-1 and 7.11-2), written here from the standard.
    static let cset82 = Set("!\"%&'()*+,-./0123456789:;<=>?ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz".utf8)
    static let cset39 = Set("#-/0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8)

    /// The element string of `ai` with component `index` set to `value`, after the AIs it requires.
    static func scan(_ ai: String, _ index: Int, _ value: String) -> Scan {
        guard let definition = GS1ElementStrings.table.definition(for: ai) else { preconditionFailure("AI (\(ai)) not in the table") }
        var components = GS1ElementStrings.components(of: definition, longest: true)
        if index < components.count {
            components[index] = Array(value.utf8)
        }
        let element = GS1ElementStrings.withRequisites(definition, value: components.flatMap { $0 }) ?? []
        return Scan(value: element, type: .gs1128)
    }

    /// A vector of probes of one component: each value with whether GS1 allows it.
    static func probes(_ key: String, _ description: String, ai: String, component: Int = 0, clauses: [String] = [],
                       flag: String = "LinterBoundaryWrong", _ values: [(String, Bool)]) -> VectorDraft {
        .gs1(key, "(\(ai)): " + description, clauses: ["C-4.5", "C-7.1"] + clauses, flags: [flag],
             values.map { (scan(ai, component, $0.0), $0.1) })
    }

    /// Each printable ASCII character but the FNC1 `^` and `|` between two allowed characters of `ai`'s value.
    static func characterSet(_ key: String, ai: String, prefix: String, members: Set<UInt8>) -> VectorDraft {
        let values = (UInt8(0x21)...UInt8(0x7E)).filter { $0 != UInt8(ascii: "^") && $0 != UInt8(ascii: "|") }.map { byte in
            (prefix + String(UnicodeScalar(byte)) + "A", members.contains(byte))
        }
        return probes(key, "every printable character, in or out of the set", ai: ai, clauses: ["C-7.14"],
                      flag: "CharacterSetMembersWrong", values)
    }

    /// AI (8110), field by field (GS1 US North American Coupon Application Guideline): company prefix VLI 0-6,
    /// offer code, save value and purchase requirement VLIs 1-5, requirement code 0-4 or 9, family code, then the
    /// optional fields flagged 1, 2, 3 (expiry), 4 (start, not after expiry), 5 (serial, VLI 0-9), 6 (retailer,
    /// VLI 1-7) and 9 (save value code 0, 1, 2, 5 or 6; applies to 0-2; store flag; don't-multiply 0-1), in order.
    static func coupon() -> VectorDraft {
        let base = "0061414" + "123456" + "15" + "11" + "0" + "123"
        let head = "0061414" + "123456"
        let second = "1" + "0" + "11" + "0" + "123" + "9", third = "2" + "11" + "0" + "123" + "9"
        return probes("couponcode", "each field of a coupon code at its limits", ai: "8110", [
            (base, true), ("6" + "061414123456" + "123456" + "15110123", true), ("7" + "0614141234567" + "123456" + "15110123", false),
            (head + "512345" + "110123", true), (head + "0" + "110123", false), (head + "6123456" + "110123", false),
            (head + "15" + "512345" + "0123", true), (head + "15" + "0" + "0123", false),
            (head + "1511" + "4" + "123", true), (head + "1511" + "9" + "123", true), (head + "1511" + "5" + "123", false),
            (head + "1511" + "8" + "123", false), (head + "1511" + "012", false), (base + "7", false),
            (base + "3261231", true), (base + "3261331", false), (base + "3260229", false), (base + "3280229", true), (base + "326123", false),
            (base + "3261231" + "4261201", true), (base + "3261231" + "4261231", true), (base + "3261201" + "4261231", false),
            (base + "4261231", true), (base + "4261232", false),
            (base + "5" + "0" + "123456", true), (base + "5" + "9" + "123456789012345", true), (base + "5" + "0" + "12345", false),
            (base + "6" + "1" + "1234567", true), (base + "6" + "7" + "1234567890123", true), (base + "6" + "0" + "123456", false),
            (base + "6" + "8" + "12345678901234", false),
            (base + "90000", true), (base + "95210", true), (base + "96291", true), (base + "93000", false), (base + "90300", false),
            (base + "90002", false), (base + "9000", false), (base + "90000" + "3261231", false),
            (base + second, true), (base + "1" + "3" + "11" + "0" + "123" + "0" + "061414", true), (base + "1" + "4" + "1101239", false),
            (base + "1" + "0" + "11" + "0" + "123" + "7" + "0614141", false), (base + "1" + "0" + "11" + "5" + "123" + "9", false),
            (base + third, true), (base + second + third + "3261231" + "90000", true), (base + third + second, false),
        ])
    }

    /// AI (8112): format 0 or 1, funder VLI 0-6, offer code, serial number VLI 0-9, nothing after (GS1 US AI (8112)
    /// Coupon Data Specification).
    static func positiveOffer() -> VectorDraft {
        probes("couponposoffer", "each field of a positive offer file coupon code at its limits", ai: "8112", [
            ("0" + "0061414" + "123456" + "0123456", true), ("1" + "0061414" + "123456" + "0123456", true),
            ("0" + "6061414123456" + "123456" + "0123456", true), ("0" + "70614141234567" + "123456" + "0123456", false),
            ("0" + "0061414" + "123456" + "9123456789012345", true), ("0" + "0061414" + "123456" + "012345", false),
            ("0" + "0061414" + "123456" + "0123456" + "1", false), ("0" + "0061414" + "12345", false),
        ])
    }

    static func all() -> [VectorDraft] {
        [
            probes("gcppos1/alphanumeric", "a company prefix needs four digits at the start; what follows is free",
                   ai: "401", clauses: ["C-7.12"],
                   [("1234", true), ("0000", true), ("1234A", true), ("123", false), ("123A", false), ("A234", false), ("12A4", false)]),
            probes("gcppos1/cset39", "the same in a CSET 39 value", ai: "8010", clauses: ["C-7.12"],
                   [("1234", true), ("1234#-/", true), ("123#", false), ("#123", false)]),
            probes("pcenc", "every `%` starts two hexadecimal digits of either case, also at the value's end",
                   ai: "4300", [("A%41", true), ("%41", true), ("%4a%4A", true), ("%25", true), ("AB", true), ("A%4", false),
                                ("A%", false), ("%", false), ("%GG", false), ("%4G", false), ("%G4", false), ("%%41", false),
                                ("100%", false), ("A%41%", false), ("%41%4", false)]),
            probes("pieceoftotal", "piece and total both non-zero, the piece at most the total", ai: "8006", component: 1,
                   [("0101", true), ("0102", true), ("9999", true), ("0199", true), ("0100", false), ("0001", false),
                    ("0201", false), ("9998", false), ("0000", false)]),
            probes("posinseqslash", "position/end, both without leading zeros, position at most end", ai: "7258",
                   [("1/1", true), ("1/9", true), ("9/9", true), ("2/1", false), ("9/8", false), ("0/1", false), ("1/0", false),
                    ("//1", false), ("1//", false), ("11/", false), ("/11", false), ("A/1", false), ("111", false), ("!/2", false),
                    ("1/A", false)]),
            probes("latitude", "latitude + 90 in 10⁻⁷ degree: 0 to 1 800 000 000", ai: "4309", component: 0,
                   [("0000000000", true), ("1800000000", true), ("1799999999", true), ("1800000001", false), ("9999999999", false)]),
            probes("longitude", "longitude + 180 in 10⁻⁷ degree: 0 to 3 600 000 000", ai: "4309", component: 1,
                   [("0000000000", true), ("3600000000", true), ("3600000001", false), ("9999999999", false)]),
            probes("nonzero", "width, length and diameter must not be zero", ai: "8001",
                   [("0001", true), ("1000", true), ("0000", false)]),
            probes("nonzero/second", "the second dimension too", ai: "8001", component: 1, [("00001", true), ("00000", false)]),
            probes("nonzero/third", "the third dimension too", ai: "8001", component: 2, [("001", true), ("000", false)]),
            probes("winding", "winding direction 0, 1 or 9", ai: "8001", component: 3,
                   [("0", true), ("1", true), ("9", true), ("2", false), ("8", false)]),
            probes("yesno", "0 or 1", ai: "4321", [("0", true), ("1", true), ("2", false), ("9", false)]),
            probes("hyphen", "the optional sign is a hyphen", ai: "4330", component: 1,
                   [("-", true), ("+", false), (".", false), ("0", false)]),
            probes("zero", "the first digit of a GRAI is 0", ai: "8003", component: 0, [("0", true), ("1", false), ("9", false)]),
            probes("iso5218", "ISO 5218: 0, 1, 2 or 9", ai: "7252", clauses: ["C-7.12"], flag: "CodeListEndsWrong",
                   [("0", true), ("1", true), ("2", true), ("9", true), ("3", false), ("8", false)]),
            probes("mediatype", "AIDC media types 01-10 and 80-99", ai: "7241", clauses: ["C-7.12"], flag: "CodeListEndsWrong",
                   [("01", true), ("10", true), ("80", true), ("99", true), ("00", false), ("11", false), ("79", false)]),
            probes("importeridx", "one of `-`, `_`, digits and letters", ai: "7040", component: 3,
                   [("-", true), ("_", true), ("0", true), ("9", true), ("A", true), ("Z", true), ("a", true), ("z", true),
                    ("!", false), ("%", false), ("/", false), (".", false)]),
            probes("nozeroprefix", "a CPID serial of two or more digits does not start with 0", ai: "8011",
                   [("1", true), ("10", true), ("100000000000", true), ("01", false), ("00", false)]),
            probes("iso3166/ends", "ISO 3166-1 numeric: the first and last codes, codes just outside", ai: "422",
                   clauses: ["C-7.12"], flag: "CodeListEndsWrong",
                   [("004", true), ("894", true), ("000", false), ("003", false), ("999", false), ("895", false)]),
            probes("iso3166999/ends", "ISO 3166-1 numeric or 999", ai: "7030", component: 0, clauses: ["C-7.12"], flag: "CodeListEndsWrong",
                   [("004", true), ("894", true), ("999", true), ("998", false), ("000", false)]),
            probes("iso3166alpha2/ends", "ISO 3166-1 alpha-2, upper case", ai: "4307", clauses: ["C-7.12"], flag: "CodeListEndsWrong",
                   [("AD", true), ("ZW", true), ("AA", false), ("ZZ", false), ("ad", false), ("zw", false)]),
            probes("iso4217/ends", "ISO 4217 numeric: the first and last codes, codes just outside", ai: "3910", component: 0,
                   clauses: ["C-7.12"], flag: "CodeListEndsWrong",
                   [("008", true), ("999", true), ("000", false), ("007", false), ("009", false)]),
            probes("cset64/padding", "up to two `=` at the end, only when they make the length a multiple of three", ai: "8030",
                   flag: "CharacterSetMembersWrong",
                   [("123", true), ("12", true), ("12=", true), ("1==", true), ("AbC-_z", true), ("ABCD==", true), ("===", false),
                    ("123=", false), ("12==", false), ("1===", false), ("1234=", false), ("123==", false), ("ABC===", false),
                    ("A=BC", false), ("=AB", false)]),
            probes("iban", "ISO 13616: 11 to 34 characters (C-7.71), a country code, two check digits, upper-case letters and digits, MOD 97-10",
                   ai: "8007", [("GB82WEST12345698765432", true), ("AD311234567", true),
                                ("GB60WEST11111111111111111111111111", true),
                                ("AD66", false), ("XX0912345678", false), ("GBD2WEST12345698765432", false),
                                ("GB0ZWEST12345698765432", false), ("GB82west12345698765432", false), ("GB83WEST12345698765432", false),
                                ("AD62123456", false)]),
            coupon(),
            positiveOffer(),
            characterSet("cset82", ai: "90", prefix: "A", members: cset82),
            characterSet("cset39", ai: "8010", prefix: "1234", members: cset39),
        ]
    }
}
