import ZipZap
import ZipZapConformance

extension VectorFamily {
    static let gs1DigitalLink = VectorFamily(
        name: "gs1-digital-link",
        description: "`.gs1` on GS1 Digital Link URIs (SPEC C-7.7): plain QR Code, Data Matrix and DotCode, scan data ]Q1 ]d1 ]J0, case, path prefixes, qualifier order, query attributes, percent-encoding, GTIN padding.",
        flags: [
            .init("DigitalLinkRefused", bug: "a Digital Link URI in a plain QR Code, Data Matrix or DotCode, or under ]Q1, ]d1, ]J0, is not read",
                  breaks: "product QR codes fail `.gs1`"),
            .init("DigitalLinkCaseOrPrefix", bug: "an upper-case scheme or host, or a path before the GS1 part, is refused",
                  breaks: "brand-hosted Digital Links are refused"),
            .init("DigitalLinkQualifierOrder", bug: "qualifiers are accepted in any order, twice, or from two qualifier sequences",
                  breaks: "URIs that no GS1 resolver accepts are stored"),
            .init("DigitalLinkAttributes", bug: "query attributes are not checked, or other parameters and the fragment are not ignored",
                  breaks: "invalid dates in the query pass, or links with linkType fail"),
            .init("PercentDecodingWrong", bug: "values are not percent-decoded, `+` is read as a space, or a broken escape is accepted",
                  breaks: "values with reserved characters are refused or changed"),
            .init("DigitalLinkStructure", bug: "a URI without a key, with a trailing slash, an empty value or a convenience alpha is accepted",
                  breaks: "links that carry no GS1 key pass `.gs1`"),
        ],
        drafts: {
            let gtin = GS1Samples.gtin
            let stem = "https://id.gs1.org/01/" + gtin
            func scan(_ value: String, _ type: BarcodeType? = nil) -> Scan { Scan(value, type: type) }
            return [
                .gs1("plain-2d-types", "plain QR Code, Data Matrix and DotCode carry a Digital Link URI; other text fails",
                     clauses: ["C-7.7", "C-7.13"], flags: ["DigitalLinkRefused"],
                     [(scan(stem, .qr), true), (scan(stem + "/10/ABC", .dataMatrix), true), (scan(stem + "/21/XYZ", .dotCode), true),
                      (scan(stem, .microQR), true), (scan("HELLO", .qr), false)]),
                .gs1("scan-data", "]Q1, ]d1 and ]J0 scan data with a Digital Link URI; with other data they fail",
                     clauses: ["C-7.2", "C-7.7"], flags: ["DigitalLinkRefused"],
                     [(scan("]Q1" + stem), true), (scan("]d1" + stem), true), (scan("]J0" + stem), true), (scan("]Q1HELLO"), false)]),
                .gs1("unknown-type", "without a type, http:// or https:// in any case means a Digital Link URI",
                     clauses: ["C-7.2", "C-7.7"], flags: ["DigitalLinkCaseOrPrefix"],
                     [(scan(stem), true), (scan("HTTPS://ID.GS1.ORG/01/" + gtin), true), (scan("Http://example.COM/01/" + gtin), true)]),
                .gs1("path-prefix", "any path before the key: the key is found walking back from the end",
                     clauses: ["C-7.7"], flags: ["DigitalLinkCaseOrPrefix"],
                     [(scan("https://example.com/products/shoes/01/\(gtin)/10/ABC/21/XYZ", .qr), true),
                      (scan("https://example.com/shop/12/01/\(gtin)", .qr), true)]),
                .gs1("qualifiers/in-order", "qualifiers in GS1's order, each sequence on its own: 22, 10, 21 or 235",
                     clauses: ["C-7.7"], flags: ["DigitalLinkQualifierOrder"],
                     [(scan(stem + "/22/CPV1/10/ABC/21/XYZ", .qr), true), (scan(stem + "/10/ABC", .qr), true),
                      (scan(stem + "/235/TPX1", .qr), true)]),
                .gs1("qualifiers/out-of-order", "qualifiers out of order, repeated, or from two sequences are refused",
                     clauses: ["C-7.7"], flags: ["DigitalLinkQualifierOrder"],
                     [(scan(stem + "/21/XYZ/10/ABC", .qr), false), (scan(stem + "/10/ABC/10/ABC", .qr), false),
                      (scan(stem + "/22/CPV1/235/TPX1", .qr), false)]),
                .gs1("query", "all-digit parameters are AIs that must be permitted attributes with valid values; other parameters and the fragment are ignored",
                     clauses: ["C-7.7"], flags: ["DigitalLinkAttributes"],
                     [(scan(stem + "?17=261231", .qr), true), (scan(stem + "?17=261331", .qr), false),
                      (scan(stem + "?linkType=gs1:pip&3103=000500", .qr), true), (scan(stem + "?21=XYZ", .qr), false),
                      // A fragment of legal URI characters that would fail if it were read as path or query.
                      (scan(stem + "#anything%20here/21/X?17=261331", .qr), true)]),
                .gs1("percent-encoding", "values are percent-decoded; `+` stays a plus; a broken escape fails",
                     clauses: ["C-7.7"], flags: ["PercentDecodingWrong"],
                     [(scan(stem + "/10/A%2FB", .qr), true), (scan(stem + "/10/%41BC", .qr), true), (scan(stem + "/10/A+B", .qr), true),
                      (scan(stem + "/10/A%20B", .qr), false), (scan(stem + "/10/A%2", .qr), false)]),
                .gs1("gtin-padding", "a GTIN of 8, 12 or 13 digits in the path is padded to 14",
                     clauses: ["C-7.7"], flags: ["DigitalLinkRefused"],
                     [(scan("https://id.gs1.org/01/9520123456788", .qr), true), (scan("https://id.gs1.org/01/" + Samples.gtin8, .qr), true),
                      (scan("https://id.gs1.org/01/" + Samples.gtin12, .qr), true), (scan("https://id.gs1.org/01/" + GS1Samples.badGTIN, .qr), false)]),
                .gs1("structure", "no key, a trailing slash, an empty value, no host or a convenience alpha: not a Digital Link URI",
                     clauses: ["C-7.7"], flags: ["DigitalLinkStructure"],
                     [(scan(stem + "/", .qr), false), (scan("https://id.gs1.org/01//10/A", .qr), false),
                      (scan("https://id.gs1.org/", .qr), false), (scan("https:///01/" + gtin, .qr), false),
                      (scan("https://id.gs1.org/gtin/" + gtin, .qr), false)]),
            ]
        })
}
