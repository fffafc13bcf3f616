import ZipZap
import ZipZapConformance

extension VectorFamily {
    /// One UPC-E per expansion pattern, with the UPC-A the pattern table gives (written out by hand).
    static let upcEExamples: [(upcE: String, upcA: String, pattern: String)] = [
        ("01234505", "012000003455", "d6-0"), ("04252614", "042100005264", "d6-1"), ("03456721", "034200005671", "d6-2"),
        ("01234531", "012300000451", "d6-3"), ("01234543", "012340000053", "d6-4"), ("01234572", "012345000072", "d6-7"),
        ("01234596", "012345000096", "d6-9"), ("11234502", "112000003452", "ns-1"),
    ]

    static let upcE = VectorFamily(
        name: "upc-e",
        description: "UPC-E: each zero-suppression pattern, verified through its expansion, and expanded by normalization.",
        flags: [
            .init("UPCEPatternWrong", bug: "one of the four expansion patterns puts the zeros in the wrong place",
                  breaks: "valid UPC-E labels are rejected, or normalized to another product's GTIN"),
            .init("UPCECheckedAsGTIN8", bug: "a UPC-E's check digit is computed over its 8 digits instead of its expansion",
                  breaks: "most valid UPC-E labels are rejected"),
            .init("UPCENumberSystem", bug: "number systems other than 0 and 1 are expanded",
                  breaks: "values that are not UPC-E are stored as UPC-A"),
        ],
        drafts: {
            var drafts: [VectorDraft] = []
            for example in upcEExamples {
                let scan = Scan(example.upcE, type: .upcE)
                drafts += [
                    .direct("check/\(example.pattern)", "UPC-E \(example.upcE) (\(example.pattern)) passes .checkDigit through its expansion \(example.upcA)",
                            clauses: ["C-4.2"], flags: ["UPCEPatternWrong", "UPCECheckedAsGTIN8"],
                            field: FieldSpec(types: [.upcE], rules: [.checkDigit]),
                            [(scan, .accepted(example.upcE))], finalValue: Array(example.upcE.utf8)),
                    .direct("expand/\(example.pattern)", "UPC-E \(example.upcE) expands to UPC-A \(example.upcA)",
                            clauses: ["C-3.4"], flags: ["UPCEPatternWrong"],
                            field: FieldSpec(normalization: .upcEExpanded, rules: [.checkDigit, .length(minimum: 12, maximum: 12)]),
                            [(scan, .accepted(example.upcA))], finalValue: Array(example.upcA.utf8)),
                    .direct("gtin14/\(example.pattern)", "UPC-E \(example.upcE) as GTIN-14 is 00\(example.upcA)",
                            clauses: ["C-3.5"], flags: ["UPCEPatternWrong"],
                            field: FieldSpec(normalization: .gtin14, rules: [.checkDigit]),
                            [(scan, .accepted("00" + example.upcA))], finalValue: Array(("00" + example.upcA).utf8)),
                ]
            }
            drafts += [
                .direct("wrong-check-digit", "a UPC-E whose expansion has a wrong check digit fails",
                        clauses: ["C-4.2"], flags: ["UPCECheckedAsGTIN8"], field: FieldSpec(rules: [.checkDigit]),
                        [(Scan("04252615", type: .upcE), .rejected("checkDigit", position: 0)),
                         (Scan("01234530", type: .upcE), .rejected("checkDigit", position: 0))],
                        finalValue: nil),
                .direct("number-system-2", "number system 2 has no UPC-E: the check fails and expansion is refused",
                        clauses: ["C-4.2", "C-3.6"], flags: ["UPCENumberSystem"], field: FieldSpec(normalization: .upcEExpanded),
                        [(Scan("24252614", type: .upcE), .rejected("normalize"))], finalValue: nil),
                .direct("not-eight-digits", "a upcE value that is not 8 digits cannot take a GTIN form",
                        clauses: ["C-3.6"], flags: ["UPCENumberSystem"], field: FieldSpec(normalization: .gtin14),
                        [(Scan("0425261", type: .upcE), .rejected("normalize")),
                         (Scan("042526140", type: .upcE), .rejected("normalize"))],
                        finalValue: nil),
            ]
            return drafts
        })
}
