import ZipZap
import ZipZapConformance

extension VectorFamily {
    static let gs1GTIN = VectorFamily(
        name: "gs1-gtin",
        description: "GTINs carried in GS1 data (SPEC C-2.6, C-3.8): GTIN forms read AI (01), else (02), from element strings and Digital Link URIs, and a GTIN field reads them from types it does not list.",
        flags: [
            .init("CarriedGTINIgnored", bug: "a GTIN field ignores a Digital Link QR code or a GS1-128 label that carries a GTIN",
                  breaks: "`.barcodeTypes(.retailProduct)` can never read the GTIN in a product QR code"),
            .init("CarriedGTINFilterTooWide", bug: "fields that store no GTIN, or list no GTIN type, also read other types, or malformed GS1 data counts as carrying a GTIN",
                  breaks: "the page's strict type filter is lost"),
            .init("GTINNotFromGS1Data", bug: "the GTIN form is not taken from AI (01) or (02), or GS1 data that does not parse takes it",
                  breaks: "the stored GTIN is wrong, or a misread one is stored"),
        ],
        drafts: {
            let gtin = GS1Samples.gtin
            let link = "https://id.gs1.org/01/\(gtin)/10/ABC"
            let retailGTIN14 = FieldSpec(types: .retailProduct, normalization: .gtin14, rules: [.checkDigit])
            return [
                .direct("retail-field-reads-digital-link", "a retail GTIN-14 field reads the GTIN of a Digital Link QR code and of a GS1-128 label, which keep their type",
                        clauses: ["C-2.6", "C-3.8", "C-4.2"], flags: ["CarriedGTINIgnored"], field: retailGTIN14,
                        [(Scan(link, type: .qr), .accepted(gtin)),
                         (Scan(GS1Samples.elementString, type: .gs1128), .accepted(gtin, changed: false)),
                         (Scan(Samples.gtin13, type: .ean13), .accepted("0" + Samples.gtin13))],
                        finalValue: .text("0" + Samples.gtin13)),
                .direct("retail-field-ignores-other-data", "the same field ignores QR codes without a well-formed GTIN: text, or a GTIN with a wrong check digit",
                        clauses: ["C-2.6", "C-2.1"], flags: ["CarriedGTINFilterTooWide"], field: retailGTIN14,
                        [(Scan("HELLO", type: .qr), .ignored(.qr)),
                         (Scan("https://id.gs1.org/01/" + GS1Samples.badGTIN, type: .qr), .ignored(.qr))],
                        finalValue: nil),
                .direct("strict-filter-without-gtin-form", "a field that does not store GTINs, or lists no GTIN type, keeps the strict filter",
                        clauses: ["C-2.6"], flags: ["CarriedGTINFilterTooWide"],
                        field: FieldSpec(types: .retailProduct, normalization: .trimmed),
                        [(Scan(link, type: .qr), .ignored(.qr))], finalValue: nil),
                .direct("no-gtin-type-listed", "a GTIN-14 field of Code 128 only does not read a Digital Link QR code",
                        clauses: ["C-2.6"], flags: ["CarriedGTINFilterTooWide"],
                        field: FieldSpec(types: [.code128], normalization: .gtin14),
                        [(Scan(link, type: .qr), .ignored(.qr))], finalValue: nil),
                .direct("gtin-from-02", "without (01), the GTIN is that of (02): a logistics label's content",
                        clauses: ["C-3.8"], flags: ["GTINNotFromGS1Data"], field: FieldSpec(normalization: .gtin14),
                        [(Scan("(00)006141411234567890(02)06141411111115(37)10"), .accepted("06141411111115")),
                         (Scan("]C1" + GS1Samples.logisticsLabel), .accepted("06141411111115", changed: false))],
                        finalValue: .text("06141411111115")),
                .direct("malformed-gs1-cannot-take-form", "GS1 data that does not parse cannot take a GTIN form: a wrong check digit, a missing requisite",
                        clauses: ["C-3.8", "C-3.6"], flags: ["GTINNotFromGS1Data"], field: FieldSpec(normalization: .gtin14),
                        [(Scan("https://id.gs1.org/01/" + GS1Samples.badGTIN, type: .qr), .rejected("normalize")),
                         (Scan("0206141411111115", type: .gs1128), .rejected("normalize"))],
                        finalValue: nil),
            ]
        })
}
