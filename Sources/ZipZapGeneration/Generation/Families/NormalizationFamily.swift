import ZipZap
import ZipZapConformance

extension VectorFamily {
    static let normalization = VectorFamily(
        name: "normalization",
        description: "Each normalization form: trimming, stripping AIM identifiers, UPC-E expansion, GTIN-12/13/14, and values that cannot take a form.",
        flags: [
            .init("TrimSetWrong", bug: "trimming removes too little (Unicode spaces, BOM, C1 controls) or too much (characters inside the value)",
                  breaks: "values with scanner padding fail rules, or GS1 separators vanish"),
            .init("NormalizationSkipped", bug: "the requested form is not applied, or applied after the rules",
                  breaks: "rules written for the stored form reject good scans; the binding gets mixed forms"),
            .init("GTINPaddingWrong", bug: "GTINs are padded on the wrong side, or non-zero digits are dropped",
                  breaks: "two GTINs of the same product compare unequal, or different products collide"),
            .init("NormalizationFailurePassedThrough", bug: "a value that cannot take the form is written, or handed to the rules as it was",
                  breaks: "a GTIN-14 field stores 'ABC'"),
            .init("GTINFormOnType", bug: "GTIN forms are refused for digit values of non-GTIN types",
                  breaks: "a GTIN carried in a Code 128 or QR code cannot be stored as a GTIN"),
        ],
        drafts: {
            var drafts: [VectorDraft] = []
            func form(_ key: String, _ description: String, _ clauses: [String], _ flags: [String], _ form: NormalizationForm,
                      _ steps: [(Scan, Expectation.Outcome)]) {
                drafts.append(.expecting(key, description, clauses: clauses, flags: flags, field: FieldSpec(normalization: form), steps))
            }
            form("none", "`none` keeps every byte", ["C-3.1", "C-1.2"], ["NormalizationSkipped"], .none,
                 [(Scan(" 4006381333931\r"), .accepted(" 4006381333931\r")),
                  (Scan(value: [0xFF, 0x00, 0x41], type: nil), .accepted([0xFF, 0x00, 0x41]))])
            form("trim/ascii", "trimming removes ASCII white space and controls at both ends", ["C-3.2"], ["TrimSetWrong"], .trimmed,
                 [(Scan(" \t4006381333931\r\n"), .accepted("4006381333931")), (Scan("\u{00}A\u{7F}"), .accepted("A"))])
            form("trim/unicode", "trimming removes Unicode white space, C1 controls and U+FEFF", ["C-3.2"], ["TrimSetWrong"], .trimmed,
                 [(Scan("\u{FEFF}ABC\u{00A0}"), .accepted("ABC")), (Scan("\u{2003}ABD\u{3000}\u{0085}"), .accepted("ABD")),
                  (Scan("\u{1680}\u{2028}A\u{2029}\u{202F}\u{205F}\u{9F}"), .accepted("A"))])
            form("trim/inside", "trimming keeps characters inside the value, GS among them", ["C-3.2"], ["TrimSetWrong"], .trimmed,
                 [(Scan("\u{1D}01\u{1D}10\u{1D}"), .accepted("01\u{1D}10")), (Scan(" A B "), .accepted("A B"))])
            form("trim/not-white-space", "zero-width space and ill-formed bytes are not trimmed", ["C-3.2"], ["TrimSetWrong"], .trimmed,
                 [(Scan("\u{200B}x"), .accepted("\u{200B}x")), (Scan(value: [0xC2, 0x41, 0x20], type: nil), .accepted([0xC2, 0x41]))])
            form("trim/everything", "a value of white space trims to the empty value", ["C-3.2"], ["TrimSetWrong"], .trimmed,
                 [(Scan(" \r\n\t"), .accepted(""))])
            form("strip/once", "one identifier is stripped, a second stays", ["C-3.3"], ["NormalizationSkipped"], .symbologyIdentifierStripped,
                 [(Scan("]C0]C0A"), .accepted("]C0A")), (Scan(" ]E04006381333931 "), .accepted("4006381333931"))])
            form("upc-e-expanded/other-types", "`upcEExpanded` leaves other types and unknown types alone", ["C-3.4"], ["NormalizationSkipped"],
                 .upcEExpanded, [(Scan("04252614", type: .ean8), .accepted("04252614")), (Scan("04252614"), .accepted("04252614"))])
            let gtinCases: [(String, String, BarcodeType?, NormalizationForm, String)] = [
                ("gtin14/from-8", Samples.gtin8, .ean8, .gtin14, "000000" + Samples.gtin8),
                ("gtin14/from-12", Samples.gtin12, .upcA, .gtin14, "00" + Samples.gtin12),
                ("gtin14/from-13", Samples.gtin13, .ean13, .gtin14, "0" + Samples.gtin13),
                ("gtin14/from-14", Samples.gtin14, .itf14, .gtin14, Samples.gtin14),
                ("gtin14/unknown-8", Samples.gtin8, nil, .gtin14, "000000" + Samples.gtin8),
                ("gtin13/from-12", Samples.gtin12, .upcA, .gtin13, "0" + Samples.gtin12),
                ("gtin13/from-14-zero", "00012345678905", .itf14, .gtin13, "0012345678905"),
                ("gtin12/from-13-zero", "0036000291452", .ean13, .gtin12, "036000291452"),
                ("gtin12/from-upc-e", Samples.upcE, .upcE, .gtin12, "042100005264"),
                ("gtin14/identifier", "]E04006381333931", nil, .gtin14, "04006381333931"),
                ("gtin14/unverified", "4006381333932", .ean13, .gtin14, "04006381333932"),
            ]
            for (key, input, type, target, output) in gtinCases {
                form(key, "\(input) as \(target.rawValue) is \(output)", ["C-3.5"], ["GTINPaddingWrong"], target,
                     [(Scan(input, type: type), .accepted(output))])
            }
            form("gtin14/gs1-carried", "a GTIN carried in GS1 data takes the GTIN form: element strings, scan data, Digital Link",
                 ["C-3.8"], ["GTINFormOnType"], .gtin14,
                 [(Scan(Samples.gs1ElementString + "10ABC", type: .gs1128), .accepted("09520123456788")),
                  (Scan("]d2" + Samples.gs1ElementString, type: nil), .accepted("09520123456788")),
                  (Scan("https://id.gs1.org/01/9520123456788/10/X", type: .qr), .accepted("09520123456788")),
                  (Scan("(01)09520123456788(17)261231"), .accepted("09520123456788")),
                  (Scan("00006141411234567890" + "0206141411111115" + "3710", type: .gs1DataBarExpanded), .accepted("06141411111115"))])
            form("gtin14/code128-digits", "a GTIN in a Code 128 or QR code takes the GTIN form", ["C-3.5", "C-3.7"], ["GTINFormOnType"], .gtin14,
                 [(Scan(Samples.gtin13, type: .code128), .accepted("0" + Samples.gtin13)), (Scan(Samples.gtin8, type: .qr), .accepted("000000" + Samples.gtin8))])
            let failures: [(String, String, BarcodeType?, NormalizationForm)] = [
                ("letters", "ABC", nil, .gtin14), ("eleven-digits", "12345678901", nil, .gtin14),
                ("fifteen-digits", "123456789012345", nil, .gtin14), ("inner-space", "4006381 333931", nil, .gtin14),
                ("empty", "", nil, .gtin13), ("indicator-as-13", Samples.gtin14, .itf14, .gtin13),
                ("ean13-as-12", Samples.gtin13, .ean13, .gtin12), ("gs1-bad-check-digit", "0109520123456789", .gs1128, .gtin14),
                ("gs1-without-gtin", "00376104250021234569", .gs1128, .gtin14), ("url-not-digital-link", "https://example.com/p/1", .qr, .gtin14),
            ]
            for (key, input, type, target) in failures {
                form("cannot/\(key)", "\(input.isEmpty ? "the empty value" : input) cannot take the form \(target.rawValue): rejected by normalize",
                     ["C-3.6"], ["NormalizationFailurePassedThrough"], target, [(Scan(input, type: type), .rejected("normalize"))])
            }
            // Every type with `.checkDigit` after `gtin14`: GTIN types are padded and verified, others cannot take the form.
            for type in BarcodeType.allCases {
                drafts.append(.generatedScan(
                    "every-type/\(type.rawValue)", "a \(type.rawValue) sample normalized to gtin14, then checked",
                    clauses: ["C-3.5", "C-3.6", "C-4.2"], flags: ["NormalizationSkipped"], generator: "every-type-gtin14",
                    field: FieldSpec(normalization: .gtin14, rules: [.checkDigit]), scan: Samples.scan(type)))
            }
            return drafts
        })
}
