import ZipZap
import ZipZapConformance

extension VectorFamily {
    static let gs1ParseOptions = VectorFamily(
        name: "gs1-parse-options",
        description: "The GS1 parser with its options and a form given rather than detected (SPEC C-7.2 to C-7.5, C-7.40): each check across elements switched off alone, a separator substitute, the reference year that places a `00` year, and data read in a form other than its own. The reference gives the outcomes.",
        flags: [
            .init("GS1SwitchIgnored", bug: "a check across elements still runs when switched off, or another one stops with it",
                  breaks: "apps that relax one check get the others relaxed, or none"),
            .init("GS1SubstituteIgnored", bug: "a configured separator substitute is not read as FNC1, or is read as FNC1 without being configured",
                  breaks: "element strings from scanners that send FNC1 as another character are refused or misread"),
            .init("GS1ReferenceYearIgnored", bug: "two-digit years are placed by the clock or a fixed century, not by the reference year",
                  breaks: "29 February of a 00 year is accepted or refused depending on the day the code runs"),
            .init("GS1FormNotHonoured", bug: "a form that is given is ignored and the form is detected instead",
                  breaks: "data read as one form is accepted as another"),
        ],
        drafts: { GS1ParseOptionDrafts.all })
}

/// The drafts of `gs1-parse-options`: generated, the reference's outcome being what the options make of the data.
enum GS1ParseOptionDrafts {
    static func draft(_ key: String, _ description: String, clauses: [String], flag: String, _ parse: GS1ParseCase) -> VectorDraft {
        let rejected = GS1ParseOutcome.reference(parse)["verdict"] == .string("rejected")
        return .gs1Parse(
            key, description, clauses: ["C-7.40"] + clauses + (rejected ? ["C-7.9", "C-7.15"] : ["C-7.8", "C-7.16"]),
            flags: [flag], parse: parse, generator: "gs1-parse-options")
    }

    static let gtin = GS1Samples.gtin

    static var all: [VectorDraft] {
        let switches: [(String, String, GS1Options.Relaxations)] = [
            ("requisite", "(10)ABC", .requisites), ("exclusion", "(01)\(gtin)(02)\(gtin)(37)10", .exclusions),
            ("duplicate", "(01)\(gtin)(10)A(10)B", .conflictingDuplicates),
        ]
        var drafts: [VectorDraft] = []
        for (name, input, check) in switches {
            for relaxed in [[], check, GS1Options.Relaxations.all.subtracting(check), .all] as [GS1Options.Relaxations] {
                let spelling = relaxed.isEmpty ? "strict" : relaxed.spelling
                drafts.append(draft(
                    "switch/\(name)/\(spelling)", "\(input) with \(spelling)", clauses: ["C-7.3", "C-7.17"], flag: "GS1SwitchIgnored",
                    GS1ParseCase(input, relaxed: relaxed)))
            }
        }
        let withTilde = "01\(gtin)10ABC~17261231"
        drafts.append(draft("substitute/configured", "~ as FNC1 when configured", clauses: ["C-7.4"], flag: "GS1SubstituteIgnored",
                            GS1ParseCase(input: Array(withTilde.utf8), separatorSubstitutes: Array("~".utf8))))
        drafts.append(draft("substitute/not-configured", "~ is part of (10)'s value when not configured", clauses: ["C-7.4"],
                            flag: "GS1SubstituteIgnored", GS1ParseCase(withTilde)))
        drafts.append(draft("substitute/unbracketed-form", "~ as FNC1 with the form given", clauses: ["C-7.2", "C-7.4"],
                            flag: "GS1SubstituteIgnored",
                            GS1ParseCase(input: Array(("~" + withTilde).utf8), form: .unbracketed, separatorSubstitutes: Array("~".utf8))))
        for year in [nil, 1960, 2040, 2060] as [Int?] {
            drafts.append(draft(
                "reference-year/\(year.map(String.init) ?? "default")", "(17)000229 with reference year \(year ?? GS1Options.defaultReferenceYear)",
                clauses: ["C-7.5", "C-7.27"], flag: "GS1ReferenceYearIgnored",
                GS1ParseCase(input: Array("(01)\(gtin)(17)000229".utf8), referenceYear: year)))
        }
        let samples = ["(01)\(gtin)", "01\(gtin)", "]C101\(gtin)", "https://id.gs1.org/01/\(gtin)"]
        for sample in samples {
            for form in GS1InputForm.allCases {
                drafts.append(draft(
                    "form/\(form.rawValue)/\(sample)", "\(sample) read as \(form.rawValue)", clauses: ["C-7.2"], flag: "GS1FormNotHonoured",
                    GS1ParseCase(sample, form: form)))
            }
        }
        return drafts
    }
}
