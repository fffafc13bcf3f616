import ZipZapConformance
import ZipZapVectors

/// The `refused` line of a case whose field must not be configured (SPEC C-4.20):
/// `refused POSITION RULE REASON [at OFFSET]` — the 0-based position of the first refused rule, the rule's name
/// (`matches`, `length`), the reason (PATTERNS.md §3's for a pattern, `invertedRange` for a length range) and, for
/// a pattern, the offset in Unicode scalars the refusal points at.
enum CaseRefusal {
    static func parse(_ line: CaseLine) throws(CaseFileError) -> ConfigurationRefusal {
        let words = try line.words().map(\.text)
        guard words.count == 3 || (words.count == 5 && words[3] == "at"), let position = Int(words[0]), position >= 0 else {
            throw line.error("expected 'refused POSITION RULE REASON [at OFFSET]'")
        }
        var offset: Int?
        if words.count == 5 {
            guard let at = Int(words[4]), at >= 0 else { throw line.error("an offset is a whole number, found '\(words[4])'") }
            offset = at
        }
        return ConfigurationRefusal(position: position, rule: words[1], reason: words[2], offset: offset)
    }
}
