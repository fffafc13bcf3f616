import ZipZap
import ZipZapConformance

/// The parser-level twins of the GS1 field families (SPEC C-7.40): every scan of the field family's `direct`
/// vectors, given to the parser as the `.gs1` rule gives it, with the whole outcome: the elements and the three
/// outputs when it is accepted (C-7.8, C-7.16), the error's kind, AI and offset when it is rejected (C-7.9, C-7.15).
/// A field vector says only "accepted" or "rejected by the gs1 rule"; its twin says what and where.
enum GS1ParseTwins {
    /// The field families that get a twin, by name (Swift or case file), with the twin's name.
    static let originals: [(family: String, twin: String)] = [
        ("gs1-ai", "gs1-parse-ai"), ("gs1-forms", "gs1-parse-forms"), ("gs1-digital-link", "gs1-parse-digital-link"),
        ("gs1-structure", "gs1-parse-structure"), ("gs1-gtin", "gs1-parse-gtin"), ("gs1-relationships", "gs1-parse-relationships"),
        ("gs1-exactness", "gs1-parse-exactness"), ("gs1-lengths", "gs1-parse-lengths"), ("gs1-dates", "gs1-parse-dates"),
        ("gs1-scan-data", "gs1-parse-scan-data"), ("gs1-link-escapes", "gs1-parse-link-escapes"),
        ("gs1-check-characters", "gs1-parse-check-characters"), ("gs1-linters", "gs1-parse-linters"),
    ]

    /// The twins of the families in `suite` that have one, in the order of `originals`; built when the suite is
    /// assembled, so that an original written as a case file gets its twin as a Swift one does.
    static func families(of suite: [VectorFamily]) -> [VectorFamily] {
        originals.compactMap { original in suite.first { $0.name == original.family }.map { twin(of: $0, named: original.twin) } }
    }

    /// The flags every twin adds to its original's.
    static let parserFlags: [VectorFile.Flag] = [
        .init("GS1WrongErrorKind", bug: "another error is reported than the first one in SPEC C-7.9's order, or under another kind",
              breaks: "an app or a port that shows why GS1 data was refused shows the wrong reason"),
        .init("GS1WrongErrorOffset", bug: "the error's offset or AI is not where SPEC C-7.15 puts it",
              breaks: "the problem is pointed at in the wrong place"),
        .init("GS1WrongOutput", bug: "the elements, the bracketed or unbracketed form or the Digital Link URI differ from SPEC C-7.8 and C-7.16",
              breaks: "the same data is written differently by two implementations, so stored values do not compare"),
    ]

    static func twin(of original: VectorFamily, named name: String) -> VectorFamily {
        let drafts = drafts(of: original, twin: name)
        let used = Set(drafts.flatMap(\.flags))
        return VectorFamily(
            name: name,
            description: "Parser-level twin of `\(original.name)` (SPEC C-7.40): each scan of its value-level vectors given to the GS1 parser as the `.gs1` rule gives it, with the elements and the bracketed, unbracketed and Digital Link forms when accepted, and the error's kind, AI and offset when rejected.",
            flags: (original.flags + parserFlags).filter { used.contains($0.name) }, drafts: { drafts })
    }

    static func drafts(of original: VectorFamily, twin name: String) -> [VectorDraft] {
        var seen = Set<GS1ParseCase>()
        var drafts: [VectorDraft] = []
        for draft in original.drafts() {
            let parses = draft.gs1Parses
            for (index, parse) in parses.enumerated() where seen.insert(parse).inserted {
                let rejected = GS1ParseOutcome.reference(parse)["verdict"] == .string("rejected")
                let clauses = ["C-7.40"] + (rejected ? ["C-7.9", "C-7.15"] : ["C-7.8", "C-7.16"])
                drafts.append(.gs1Parse(
                    draft.key + (parses.count > 1 ? "/scan\(index)" : ""),
                    draft.description + (parses.count > 1 ? " (scan \(index))" : ""),
                    clauses: clauses + draft.clauses.filter { $0.hasPrefix("C-7.") && !clauses.contains($0) },
                    flags: draft.flags + (rejected ? ["GS1WrongErrorKind", "GS1WrongErrorOffset"] : ["GS1WrongOutput"]),
                    parse: parse, generator: name))
            }
        }
        return drafts
    }
}
