import ZipZap
import ZipZapConformance

extension VectorFamily {
    static let gs1Exactness = VectorFamily(
        name: "gs1-exactness",
        description: "`.gs1` where engines built on different GS1 libraries part ways (SPEC C-7.3, C-7.9, C-7.18 onward): each check across elements switched off alone; which error of one element comes first; the serial a digital signature needs; the code lists' editions; a lone 0 under nozeroprefix; Digital Link corner cases.",
        flags: [
            .init("SwitchesTiedTogether", bug: "switching off one check across elements switches off the others too, or leaves it on",
                  breaks: "an engine that can relax only requisites cannot run the vectors that match its settings"),
            .init("CodeListEditionWrong", bug: "a code list is of another edition than the one SPEC C-7.12 names",
                  breaks: "a price in a currency ISO 4217 added is refused, or one in a withdrawn currency accepted"),
            .init("LoneZeroAccepted", bug: "nozeroprefix lets the single digit 0 through, as if it had no prefix",
                  breaks: "a CPID serial GS1's own engine refuses is stored"),
            .init("DigitalLinkEdgesWrong", bug: "a qualifier is taken from the query, an identical attribute refused, a mixed-case scheme or a non-URI character handled otherwise than SPEC says, or user information accepted",
                  breaks: "the same label reads differently from one engine to the next, or a phishing host passes for GS1's"),
            .init("VerticalBarAccepted", bug: "`|` in an element string is taken as a separator of composite components",
                  breaks: "data no scanner transmits is accepted, and split where GS1 data has no boundary"),
            .init("SignatureSerialNotRequired", bug: "a digital signature (8030) is accepted with a GDTI, GCN or GRAI that has no serial component",
                  breaks: "a signature that cannot tell one document, coupon or asset from another of its type is stored as authentic"),
        ],
        drafts: {
            let es = GS1Samples.elementString, gs = GS1Samples.gs, gtin = "01" + GS1Samples.gtin
            func scan(_ value: String) -> Scan { Scan(value, type: .gs1128) }
            // One input that breaks only a requisite, one only an exclusion, one only the duplicate check.
            let requisiteMissing = scan("10ABC"), excluded = scan(gtin + "3100000500" + "3101000050")
            let conflicting = scan(es + gs + "10ABD")
            return [
                .gs1("switches/no-requisites", "only requisites off: (10) alone passes; (3100) with (3101) and (10) twice with two values still fail",
                     clauses: ["C-7.3"], flags: ["SwitchesTiedTogether"], relaxed: .requisites,
                     [(requisiteMissing, true), (excluded, false), (conflicting, false)]),
                .gs1("switches/no-exclusions", "only exclusions off: (3100) with (3101) passes; (10) alone and (10) twice with two values still fail",
                     clauses: ["C-7.3"], flags: ["SwitchesTiedTogether"], relaxed: .exclusions,
                     [(requisiteMissing, false), (excluded, true), (conflicting, false)]),
                .gs1("switches/no-duplicate-check", "only the duplicate check off: (10) twice with two values passes; (10) alone and (3100) with (3101) still fail",
                     clauses: ["C-7.3", "C-7.10"], flags: ["SwitchesTiedTogether"], relaxed: .conflictingDuplicates,
                     [(requisiteMissing, false), (excluded, false), (conflicting, true)]),
                .gs1("code-lists/iso4217-2025", "ISO 4217 as amended in 2025: 396 (Arab Accounting Dinar) is a currency, 931 (Cuban convertible peso) no longer is; 978 (euro) as a control",
                     clauses: ["C-7.12"], flags: ["CodeListEditionWrong"],
                     [(scan(gtin + "3103000500" + "3932" + "396" + "1299"), true), (scan(gtin + "3103000500" + "3932" + "931" + "1299"), false),
                      (scan(gtin + "3103000500" + "3932" + "978" + "1299"), true)]),
                .gs1("nozeroprefix/lone-zero", "nozeroprefix refuses a CPID serial (8011) that is the single digit 0, as it refuses 01; 1 and 10 pass",
                     clauses: ["C-7.19"], flags: ["LoneZeroAccepted"],
                     [(scan("8010" + "9520123ABC" + gs + "80110"), false), (scan("8010" + "9520123ABC" + gs + "801101"), false),
                      (scan("8010" + "9520123ABC" + gs + "80111"), true), (scan("8010" + "9520123ABC" + gs + "801110"), true)]),
            ] + signatureSerials(gs) + digitalLinkEdges()
        })

    /// SPEC C-7.20 to C-7.25: where a Digital Link URI or an element string is at the edge of its syntax.
    private static func digitalLinkEdges() -> [VectorDraft] {
        let stem = "https://id.gs1.org/01/" + GS1Samples.gtin
        func uri(_ value: String) -> Scan { Scan(value, type: .qr) }
        return [
            .gs1("digital-link/qualifier-in-query", "a qualifier the path could take is refused in the query: (10) of (01), alone or beside (21); after (235), whose sequence has no (10), it is an attribute",
                 clauses: ["C-7.20", "C-7.7"], flags: ["DigitalLinkEdgesWrong"],
                 [(uri(stem + "?10=ABC"), false), (uri(stem + "/21/XYZ?10=ABC"), false), (uri(stem + "/10/ABC"), true),
                  (uri(stem + "/235/TPX1?10=ABC"), true)]),
            .gs1("digital-link/repeated-attribute", "an attribute repeated with the same value is accepted, with another value refused; a path qualifier repeated in the query likewise",
                 clauses: ["C-7.21", "C-7.10"], flags: ["DigitalLinkEdgesWrong"],
                 [(uri(stem + "?17=261231&17=261231"), true), (uri(stem + "?17=261231&17=261230"), false),
                  (uri(stem + "/10/ABC?10=ABC"), true), (uri(stem + "/10/ABC?10=ABD"), false)]),
            .gs1("element-strings/vertical-bar", "`|` is no separator: it fails where it stands, between elements or inside a value, in every form",
                 clauses: ["C-7.22"], flags: ["VerticalBarAccepted"],
                 [(Scan("(01)" + GS1Samples.gtin + "|(10)ABC"), false), (Scan("01" + GS1Samples.gtin + "|10ABC", type: .gs1128), false),
                  (Scan("01" + GS1Samples.gtin + "10A|B", type: .gs1128), false), (Scan("]d201" + GS1Samples.gtin + "|10ABC"), false),
                  (Scan(GS1Samples.elementString, type: .gs1128), true)]),
            .gs1("digital-link/scheme-case", "the scheme is read in any case, mixed included",
                 clauses: ["C-7.23"], flags: ["DigitalLinkEdgesWrong"],
                 [(uri("Https://id.gs1.org/01/" + GS1Samples.gtin), true), (uri("hTTp://id.gs1.org/01/" + GS1Samples.gtin), true),
                  (uri("HTTPS://ID.GS1.ORG/01/" + GS1Samples.gtin), true), (uri("ftp://id.gs1.org/01/" + GS1Samples.gtin), false)]),
            .gs1("digital-link/userinfo", "user information before the host is refused, with or without a password; an @ in the path is no user information",
                 clauses: ["C-7.24"], flags: ["DigitalLinkEdgesWrong"],
                 [(uri("https://user@id.gs1.org/01/" + GS1Samples.gtin), false), (uri("https://id.gs1.org:x@evil.example/01/" + GS1Samples.gtin), false),
                  (uri("https://id.gs1.org/a@b/01/" + GS1Samples.gtin), true)]),
            .gs1("digital-link/uri-characters", "a space, |, \" or { anywhere in a URI, fragment included, is refused; percent-encoded they are URI characters",
                 clauses: ["C-7.25"], flags: ["DigitalLinkEdgesWrong"],
                 [(uri(stem + "#anything here"), false), (uri(stem + "?linkType=a|b"), false), (uri(stem + "?x=\"q\""), false),
                  (uri(stem + "?x={}"), false), (uri(stem + "#anything%20here"), true), (uri(stem + "?linkType=a%7Cb"), true)]),
        ]
    }

    /// (8030) with each key whose serial component is optional (SPEC C-7.18): the key alone, with its serial, without.
    private static func signatureSerials(_ gs: String) -> [VectorDraft] {
        func scan(_ value: String) -> Scan { Scan(value, type: .gs1128) }
        let signature = "8030" + "MEUCIQDigSig"
        // GS1's example company prefix 952 0123, item 45678, check digit 8 (as in GS1Samples.gtin).
        let keys: [(ai: String, name: String, key: String, serial: String)] = [
            ("253", "GDTI", "9520123456788", "DOC-42"), ("255", "GCN", "9520123456788", "12345"),
            ("8003", "GRAI", "09520123456788", "ASSET7"),
        ]
        return keys.map { ai, name, key, serial in
            .gs1("signature-serial/\(ai)", "(8030) with a \(name) (\(ai)) needs its serial component; without (8030) the \(name) needs none, in either order",
                 clauses: ["C-7.18"], flags: ["SignatureSerialNotRequired"],
                 [(scan(ai + key + serial + gs + signature), true), (scan(ai + key + gs + signature), false),
                  (scan(signature + gs + ai + key), false), (scan(ai + key), true)])
        } + [
            .gs1("signature-serial/not-a-requisite", "the serial a signature needs is checked with every check across elements off; a GTIN's serial (21) is a requisite, switched off with them",
                 clauses: ["C-7.18", "C-7.3"], flags: ["SignatureSerialNotRequired", "SwitchesTiedTogether"], relaxed: .all,
                 [(scan("2539520123456788" + gs + signature), false), (scan("01" + GS1Samples.gtin + signature), true)]),
        ]
    }
}
