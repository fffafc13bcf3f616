import ZipZap

extension VectorFamily {
    static let gs1Exactness = VectorFamily(
        name: "gs1-exactness",
        description: "`.gs1` where engines built on different GS1 libraries part ways (SPEC C-7.3, C-7.9, C-7.17 onward): each check across elements switched off alone; which error of one element comes first; the serial a digital signature needs; the code lists' editions; a lone 0 under nozeroprefix; Digital Link corner cases.",
        flags: [
            .init("SwitchesTiedTogether", bug: "switching off one check across elements switches off the others too, or leaves it on",
                  breaks: "an engine that can relax only requisites cannot run the vectors that match its settings"),
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
            ]
        })
}
