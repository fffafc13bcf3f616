import ZipZap

extension VectorFamily {
    static let gs1ScanData = VectorFamily(
        name: "gs1-scan-data",
        description: "`.gs1` on scan data and the bytes around elements (SPEC C-7.4, C-7.14, C-7.20): every AIM identifier GS1 data can have and its neighbours, FNC1 at the start, at the end, doubled and in place of a predefined length, and bytes GS1 data never holds at the start, the middle and the end.",
        flags: [
            .init("IdentifierWrong", bug: "an AIM identifier of GS1 data is refused, or a neighbouring one (another modifier, another case, an incomplete prefix) accepted",
                  breaks: "scanners with AIM prefixes fail GS1 scans, or non-GS1 symbols pass as GS1"),
            .init("IdentifierDataMismatch", bug: "the data after an identifier is read in the wrong form: an element string under a Digital Link identifier, a URI or GTIN under an element-string one",
                  breaks: "data of one kind passes under another symbology's identifier"),
            .init("FNC1PlacementWrong", bug: "FNC1 at the start or the end, or after a predefined-length value, is refused; doubled, alone or cutting a value short it is accepted",
                  breaks: "scanners that send extra FNC1s are refused, or broken data accepted"),
            .init("InvalidByteWhere", bug: "a byte GS1 data never holds is accepted at the start, the end, inside an AI, or after an identifier",
                  breaks: "control characters and non-ASCII bytes reach the app as GS1 data"),
        ],
        drafts: {
            let es = GS1Samples.elementString, gs = GS1Samples.gs, gtin = GS1Samples.gtin
            let link = "https://id.gs1.org/01/" + gtin
            func scan(_ value: String) -> Scan { Scan(value, type: nil) }
            func bytes(_ parts: [UInt8]...) -> Scan { Scan(value: parts.flatMap { $0 }, type: nil) }
            let esBytes = Array(es.utf8)
            return [
                .gs1("identifiers/element-string", "]C1, ]e0, ]d2, ]Q3 and ]J1 introduce an element string",
                     clauses: ["C-7.20"], flags: ["IdentifierWrong"],
                     ["]C1", "]e0", "]d2", "]Q3", "]J1"].map { (scan($0 + es), true) }),
                .gs1("identifiers/other-modifiers", "other modifiers of the same symbologies carry no GS1 element string",
                     clauses: ["C-7.20"], flags: ["IdentifierWrong"],
                     ["]C0", "]C2", "]C4", "]e1", "]e2", "]e3", "]d0", "]d3", "]Q0", "]Q2", "]Q4", "]J2", "]J3"]
                        .map { (scan($0 + es), false) }),
                .gs1("identifiers/case", "the identifier's code letter is case-sensitive",
                     clauses: ["C-7.20"], flags: ["IdentifierWrong"],
                     [(scan("]c1" + es), false), (scan("]E1" + es), false), (scan("]D2" + es), false), (scan("]q3" + es), false),
                      (scan("]j1" + es), false), (scan("]e0" + es), true)]),
                .gs1("identifiers/other-symbologies", "identifiers of symbologies that carry no GS1 data",
                     clauses: ["C-7.20"], flags: ["IdentifierWrong"],
                     ["]A0", "]F0", "]G0", "]I0", "]L2", "]z0", "]X0", "]E1", "]E2", "]E3"].map { (scan($0 + es), false) }),
                .gs1("identifiers/incomplete", "an identifier cut short, or with no data after it",
                     clauses: ["C-7.20"], flags: ["IdentifierWrong"],
                     [(scan("]"), false), (scan("]C"), false), (scan("]C1"), false), (scan("]d2"), false), (scan("]Q1"), false),
                      (scan("]E0"), false), (scan("]]C1" + es), false), (scan("]1C" + es), false)]),
                .gs1("identifiers/digital-link", "]Q1, ]d1 and ]J0 carry a Digital Link URI and nothing else",
                     clauses: ["C-7.20", "C-7.7"], flags: ["IdentifierDataMismatch"],
                     [(scan("]Q1" + link), true), (scan("]d1https://id.gs1.org/01/" + gtin + "/10/ABC"), true), (scan("]J0http://x.example/01/" + gtin), true),
                      (scan("]Q1" + es), false), (scan("]d1" + es), false), (scan("]J0" + es), false), (scan("]Q1ftp://id.gs1.org/01/" + gtin), false)]),
                .gs1("identifiers/data-mismatch", "an element-string identifier with a URI or a bare UPC-A, a GTIN identifier with an element string",
                     clauses: ["C-7.20", "C-7.6"], flags: ["IdentifierDataMismatch"],
                     [(scan("]C1" + link), false), (scan("]Q3" + link), false), (scan("]d2" + Samples.gtin12), false),
                      (scan("]E0" + es), false), (scan("]I1" + es), false), (scan("]E4" + "0" + Samples.gtin8), false)]),
                .gs1("fnc1/leading", "a leading FNC1 (GS or ^) after an identifier or at the start is optional; two are not",
                     clauses: ["C-7.4", "C-7.20"], flags: ["FNC1PlacementWrong"],
                     [(scan("]C1" + gs + es), true), (scan("]d2^" + es), true), (scan(gs + es), true), (scan("^" + es), true),
                      (scan("]C1" + gs + gs + es), false), (scan(gs + gs + es), false), (scan("^^" + es), false)]),
                .gs1("fnc1/trailing", "one FNC1 at the very end is tolerated; two are not",
                     clauses: ["C-7.4"], flags: ["FNC1PlacementWrong"],
                     [(scan("]C1" + es + gs), true), (scan(es + "^"), true), (scan("01" + gtin + gs), true),
                      (scan("]C1" + es + gs + gs), false), (scan("01" + gtin + gs + gs), false), (scan(es + "^" + gs), false)]),
                .gs1("fnc1/alone", "FNC1 with no element, alone or after an identifier, is no GS1 data",
                     clauses: ["C-7.4", "C-7.20"], flags: ["FNC1PlacementWrong"],
                     [(scan(gs), false), (scan("^"), false), (scan(gs + gs), false), (scan("]C1" + gs), false), (scan("]e0^"), false)]),
                .gs1("fnc1/predefined-length", "after a predefined-length value the next AI may follow with or without FNC1; FNC1 inside it cuts it short",
                     clauses: ["C-7.4", "C-7.17"], flags: ["FNC1PlacementWrong"],
                     [(scan("01" + gtin + "17261231" + "10ABC"), true), (scan("01" + gtin + gs + "17261231" + gs + "10ABC"), true),
                      (scan("01" + gtin + "1726123" + gs + "10ABC"), false), (scan("01" + gtin + "17" + gs + "261231"), false),
                      (scan("0" + gs + "1" + gtin), false)]),
                .gs1("bytes/positions", "a byte GS1 data never holds fails at the start, inside an AI, inside a value and at the end",
                     clauses: ["C-7.14"], flags: ["InvalidByteWhere"],
                     [(bytes([0x00], esBytes), false), (bytes([0x7F], esBytes), false), (bytes([0x30, 0x0A, 0x31], Array(gtin.utf8)), false),
                      (bytes(Array("0109520123".utf8), [0x80], Array("456788".utf8)), false), (bytes(esBytes, [0x1F]), false),
                      (bytes(esBytes, [0x1E]), false), (bytes(esBytes, [0x20]), false), (bytes(esBytes, [0x7E]), false),
                      (bytes(esBytes), true)]),
                .gs1("bytes/scan-data", "bytes GS1 data never holds after an identifier, and a GS1 separator that is no FNC1",
                     clauses: ["C-7.14", "C-7.20"], flags: ["InvalidByteWhere"],
                     [(bytes(Array("]C1".utf8), [0x0D], esBytes), false), (bytes(Array("]d2".utf8), esBytes, [0x0D, 0x0A]), false),
                      (bytes(Array("]Q1".utf8), Array(link.utf8), [0x00]), false), (bytes(Array("]e0".utf8), esBytes, [0xC2, 0xA0]), false),
                      (bytes(Array("]C1".utf8), esBytes, [0x1C]), false), (bytes(Array("]C1".utf8), esBytes, [0x1D]), true)]),
            ]
        })
}
