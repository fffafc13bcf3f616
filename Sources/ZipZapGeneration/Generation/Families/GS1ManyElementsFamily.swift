import ZipZap
import ZipZapConformance

extension VectorFamily {
    /// The checks across elements (requisites, exclusions, repeats, key qualifiers in a Digital Link query) on element
    /// strings of more than 16 elements. The reference looks earlier elements up by scanning them when there are at
    /// most 16 and through a table over every AI above that (`ElementStringBuilder.scanLimit`), and no other vector
    /// held that many (Docs/coverage.md); a port may have such a threshold too. Expected answers are SPEC's.
    static let gs1ManyElements = VectorFamily(
        name: "gs1-many-elements",
        description: "`.gs1` checks across elements on element strings and Digital Link URIs of 17 to 20 elements (SPEC C-7.3, C-7.10, C-7.20): the answers do not change with the number of elements.",
        flags: [
            .init("ManyElementsChecksWrong", bug: "a requisite, exclusion or repeat is missed, or found where there is none, once a value holds many elements",
                  breaks: "long labels (a GTIN with dates, lots, weights and company-internal data) are validated differently from short ones"),
        ],
        drafts: {
            // 17 elements that need nothing but (01), which is the first: (10), (11), (240), (400), (420), (90) to (99).
            let common = "(11)260101(240)P1(400)ORDER(420)12345(90)A(91)B(92)C(93)D(94)E(95)F(96)G(97)H(98)I(99)J"
            let long = "(01)\(GS1Samples.gtin)(10)ABC(21)XYZ" + common
            let withoutSerial = "(01)\(GS1Samples.gtin)(10)ABC" + common
            // 16 Digital Link attributes: with (01) alone in the path, 17 elements come before the key qualifier tried last.
            let attributes = "11=260101&13=260102&15=260103&16=260105&17=260104&240=P1&90=A&91=B&92=C&93=D&94=E&95=F&96=G&97=H&98=I&99=J"
            let stem = "https://id.gs1.org/01/\(GS1Samples.gtin)"
            func link(_ text: String) -> Scan { Scan(text, type: .qr) }
            return [
                .gs1("requisites", "a requisite found or missing among 17 other elements: (250) needs (01) with (21)",
                     clauses: ["C-7.3", "C-7.11"], flags: ["ManyElementsChecksWrong"],
                     [(Scan(long), true), (Scan(long + "(250)SEC1"), true), (Scan(withoutSerial + "(250)SEC1"), false)]),
                .gs1("requisites-relaxed", "no-requisites: the missing (21) of (250) is not checked among 17 elements",
                     clauses: ["C-7.3"], flags: ["ManyElementsChecksWrong"], relaxed: .requisites,
                     [(Scan(withoutSerial + "(250)SEC1"), true)]),
                .gs1("exclusions", "an exclusion after 17 elements: (3100) with (3101), (02) with (01); (3100) alone is accepted",
                     clauses: ["C-7.3"], flags: ["ManyElementsChecksWrong"],
                     [(Scan(long + "(3100)000500"), true), (Scan(long + "(3100)000500(3101)000050"), false),
                      (Scan(long + "(02)\(GS1Samples.gtin)"), false)]),
                .gs1("repeats", "(10) repeated after 17 elements: the same value is accepted, another is not",
                     clauses: ["C-7.10", "C-7.3"], flags: ["ManyElementsChecksWrong"],
                     [(Scan(long + "(10)ABC"), true), (Scan(long + "(10)ABD"), false)]),
                .gs1("digital-link-repeats", "a Digital Link URI of 19 elements repeating its path's (10) in the query: the same value is a repeat, another a conflict",
                     clauses: ["C-7.10", "C-7.20"], flags: ["ManyElementsChecksWrong"],
                     [(link("\(stem)/10/ABC/21/XYZ?\(attributes)"), true), (link("\(stem)/10/ABC/21/XYZ?\(attributes)&10=ABC"), true),
                      (link("\(stem)/10/ABC/21/XYZ?\(attributes)&10=ABD"), false)]),
                .gs1("digital-link-qualifier", "(21) after 17 or 18 elements, where the path could still take it, belongs in the path",
                     clauses: ["C-7.20"], flags: ["ManyElementsChecksWrong"],
                     [(link("\(stem)?\(attributes)&21=XYZ"), false), (link("\(stem)/10/ABC?\(attributes)&21=XYZ"), false)]),
            ]
        })
}
