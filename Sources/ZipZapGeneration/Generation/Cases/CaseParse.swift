import ZipZap
import ZipZapConformance
import ZipZapVectors

/// A GS1 parser case (SPEC C-7.40): `parse [form=FORM] [relax=SWITCH,...] [separators=BYTES] [year=N] INPUT`, then
/// the answer the spec gives — `rejected KIND [AI] at OFFSET` (C-7.41, C-7.15), or `accepted` followed by one
/// `element AI VALUE` line per element in order, `bracketed VALUE`, `unbracketed VALUE` and `link URI` (or
/// `link none noPrimaryKey`, `link none notAnAttribute AI`) (C-7.8, C-7.16).
enum CaseParse {
    static func parse(_ line: CaseLine) throws(CaseFileError) -> GS1ParseCase {
        let words = try line.words()
        guard let input = words.last, words.count >= 1 else { throw line.error("expected 'parse [SETTING...] INPUT'") }
        var parse = GS1ParseCase(input: input.bytes)
        for word in words.dropLast() {
            let text = word.text
            guard let equals = text.firstIndex(of: "=") else {
                throw line.error("expected form=, relax=, separators= or year= before the input, found '\(text)' (quote an input with blanks)")
            }
            let name = text[..<equals], argument = text[text.index(after: equals)...]
            switch name {
            case "form":
                guard let form = GS1InputForm(rawValue: String(argument)) else {
                    throw line.error("unknown form '\(argument)'; forms: \(GS1InputForm.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                parse.form = form
            case "relax":
                do { parse.relaxed = try ConfigurationSpelling.gs1Relaxations(argument, in: text) } catch { throw line.error(error.message) }
            case "separators": parse.separatorSubstitutes = Array(word.bytes.dropFirst(name.utf8.count + 1))
            case "year":
                guard let year = Int(argument) else { throw line.error("a year is a whole number, found '\(argument)'") }
                parse.referenceYear = year
            default: throw line.error("unknown parse setting '\(name)'; settings: form, relax, separators, year")
            }
        }
        return parse
    }

    /// The answer lines after `parse`, taken from the front of `lines`.
    static func answer(_ lines: inout ArraySlice<CaseLine>, after parseLine: CaseLine) throws(CaseFileError) -> JSONValue {
        guard let verdict = lines.popFirst() else { throw parseLine.error("a parse case needs its answer: 'rejected ...' or 'accepted' and its outputs") }
        let words = try verdict.words().map(\.text)
        switch verdict.directive {
        case "rejected":
            guard words.count == 3 || words.count == 4, words[words.count - 2] == "at", let offset = Int(words[words.count - 1]), offset >= 0 else {
                throw verdict.error("expected 'rejected KIND [AI] at OFFSET'")
            }
            guard GS1ErrorKind.all.contains(words[0]) else { throw verdict.error("'\(words[0])' is not an error kind of SPEC C-7.41") }
            return GS1ParseOutcome.rejected(kind: words[0], ai: words.count == 4 ? words[1] : nil, offset: offset)
        case "accepted":
            guard words.isEmpty else { throw verdict.error("'accepted' stands alone; its outputs follow on their own lines") }
            var elements: [(ai: String, value: String)] = []
            while let line = lines.first, line.directive == "element" {
                lines.removeFirst()
                let pair = try line.words()
                guard pair.count == 2 else { throw line.error("expected 'element AI VALUE'") }
                elements.append((pair[0].text, pair[1].text))
            }
            let bracketed = try output("bracketed", &lines, verdict), unbracketed = try output("unbracketed", &lines, verdict)
            return GS1ParseOutcome.accepted(elements: elements, bracketed: bracketed, unbracketed: unbracketed, digitalLink: try link(&lines, verdict))
        default:
            throw verdict.error("expected 'rejected KIND [AI] at OFFSET' or 'accepted', found '\(verdict.directive)'")
        }
    }

    private static func output(_ directive: String, _ lines: inout ArraySlice<CaseLine>, _ verdict: CaseLine) throws(CaseFileError) -> String {
        guard let line = lines.first, line.directive == directive else {
            throw (lines.first ?? verdict).error("an accepted parse needs its '\(directive) VALUE' line here")
        }
        lines.removeFirst()
        let words = try line.words()
        guard words.count == 1 else { throw line.error("expected '\(directive) VALUE' (quote a value with blanks)") }
        return words[0].text
    }

    private static func link(_ lines: inout ArraySlice<CaseLine>, _ verdict: CaseLine) throws(CaseFileError) -> JSONValue {
        guard let line = lines.first, line.directive == "link" else { throw (lines.first ?? verdict).error("an accepted parse needs its 'link' line here") }
        lines.removeFirst()
        let words = try line.words()
        switch (words.first?.bare, words.count) {
        case (_, 1) where words[0].bare != "none": return .string(words[0].text)
        case ("none", 2) where words[1].bare == "noPrimaryKey": return .object([("notRepresentable", .string("noPrimaryKey"))])
        case ("none", 3) where words[1].bare == "notAnAttribute":
            return .object([("notRepresentable", .string("notAnAttribute")), ("ai", .string(words[2].text))])
        default: throw line.error("expected 'link URI', 'link none noPrimaryKey' or 'link none notAnAttribute AI'")
        }
    }
}
