import ZipZap
import ZipZapConformance

extension VectorFamily {
    static let customRules = VectorFamily(
        name: "custom-rules",
        description: "The custom-rule fixtures every adapter implements (assetTag, mod97, typeIs), and what a custom rule receives.",
        flags: [
            .init("FixtureWrong", bug: "a fixture is implemented differently from SPEC C-4.7", breaks: "custom-rule vectors cannot be trusted"),
            .init("CustomGetsRawValue", bug: "the custom rule receives the value before normalization",
                  breaks: "apps' rules see scanner padding and prefixes the page promises are gone"),
            .init("CustomGetsNoType", bug: "the custom rule does not receive the type, or not the learned one",
                  breaks: "rules that check the barcode type cannot work"),
        ],
        drafts: {
            let asset = FieldSpec(rules: [.custom(.assetTag)])
            let mod97 = FieldSpec(rules: [.custom(.mod97)])
            let rejectedAsset = Expect.rejected("assetTag", position: 0)
            let rejectedMod97 = Expect.rejected("mod97", position: 0)
            return [
                .direct("asset-tag", "assetTag: two capitals, a hyphen, six digits", clauses: ["C-4.6", "C-4.7"], flags: ["FixtureWrong"],
                        field: asset,
                        [(Scan("AB-123456"), .accepted("AB-123456")), (Scan("ab-123456"), rejectedAsset),
                         (Scan("AB123456"), rejectedAsset), (Scan("AB-12345"), rejectedAsset),
                         (Scan("AB-1234567"), rejectedAsset), (Scan("AB-12345X"), rejectedAsset), (Scan(""), rejectedAsset),
                         (Scan("ÅB-123456"), rejectedAsset)],
                        finalValue: Array("AB-123456".utf8)),
                .direct("mod97", "mod97: digits whose number is 1 modulo 97", clauses: ["C-4.6", "C-4.7"], flags: ["FixtureWrong"],
                        field: mod97,
                        [(Scan("98"), .accepted("98")), (Scan("1234567889"), .accepted("1234567889")),
                         // The IBAN GB82 WEST 1234 5698 7654 32, rearranged and turned into digits (ISO 13616).
                         (Scan("3214282912345698765432161182"), .accepted("3214282912345698765432161182")),
                         (Scan("1234567897"), rejectedMod97), (Scan("12345678901234567890"), rejectedMod97),
                         (Scan("1"), rejectedMod97), (Scan("9 8"), rejectedMod97), (Scan(""), rejectedMod97)],
                        finalValue: Array("3214282912345698765432161182".utf8)),
                .direct("type-is", "typeIs(qr) accepts qr scans only; unknown type fails", clauses: ["C-4.6", "C-4.7"],
                        flags: ["CustomGetsNoType"], field: FieldSpec(rules: [.custom(.typeIs(.qr))]),
                        [(Scan("X", type: .qr), .accepted("X")), (Scan("X", type: .gs1QR), .rejected("typeIs", position: 0)),
                         (Scan("X"), .rejected("typeIs", position: 0))],
                        finalValue: Array("X".utf8)),
                .direct("receives-normalized-value", "the custom rule sees the trimmed value", clauses: ["C-4.6", "C-1.1"],
                        flags: ["CustomGetsRawValue"], field: FieldSpec(normalization: .trimmed, rules: [.custom(.assetTag)]),
                        [(Scan(" AB-123456\r\n"), .accepted("AB-123456"))], finalValue: Array("AB-123456".utf8)),
                .direct("receives-learned-type", "the custom rule sees the type learned from an identifier", clauses: ["C-4.6", "C-2.2"],
                        flags: ["CustomGetsNoType"],
                        field: FieldSpec(normalization: .symbologyIdentifierStripped, rules: [.custom(.typeIs(.gs1DataMatrix))]),
                        [(Scan("]d2ABC"), .accepted("ABC")), (Scan("]d1ABC"), .rejected("typeIs", position: 0))],
                        finalValue: Array("ABC".utf8)),
            ]
        })
}
