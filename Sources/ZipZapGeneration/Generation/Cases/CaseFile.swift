import ZipZap
import ZipZapConformance
import ZipZapVectors

/// A case file (`Conformance/cases/SECTION/TOPIC.cases`, format in `Conformance/cases/README.md`): the name of its
/// family, the family's description and flags when this file holds them, then one block per hand-written case,
/// each read into a direct, source, refused or parser draft whose expectation the generator holds the reference to.
/// A family whose cases cite several sections first has one file in each section's folder (`CaseFolder`).
public enum CaseFile {
    /// What one case file holds of its family.
    public struct Part: Sendable {
        public let family: String
        /// The family's description and flags: in exactly one file of the family.
        public let header: Header?
        public let drafts: [VectorDraft]
    }

    public struct Header: Sendable {
        public let description: String
        public let flags: [VectorFile.Flag]
    }

    /// A file that holds a whole family, its header included.
    public static func family(_ bytes: [UInt8], file: String) throws(CaseFileError) -> VectorFamily {
        let part = try self.part(bytes, file: file)
        guard let header = part.header else { throw CaseFileError(file: file, line: 1, "the family's 'description TEXT' follows its name") }
        let drafts = part.drafts
        return VectorFamily(name: part.family, description: header.description, flags: header.flags, drafts: { drafts })
    }

    /// One file of a family. With `section` (`C-04`), every case must cite a clause of that section first, since its
    /// vector is published in that section's file (`VectorLayout.section(ofClause:)`).
    public static func part(_ bytes: [UInt8], file: String, section: String? = nil) throws(CaseFileError) -> Part {
        var lines = try CaseLine.lines(of: bytes, file: file)[...]
        guard let first = lines.first, first.directive == "family", !first.rest.isEmpty else {
            throw CaseFileError(file: file, line: lines.first?.number ?? 1, "a case file starts with 'family NAME'")
        }
        lines = lines.dropFirst()
        var header: Header?
        if let description = lines.first, description.directive == "description" {
            guard !description.rest.isEmpty else { throw description.error("the family's 'description TEXT' follows its name") }
            lines = lines.dropFirst()
            var flags: [VectorFile.Flag] = []
            while let line = lines.first, line.directive == "flag" {
                flags.append(try flag(line))
                lines = lines.dropFirst()
            }
            header = Header(description: description.rest, flags: flags)
        }
        var drafts: [VectorDraft] = []
        while let start = lines.first {
            guard start.directive == "case", !start.rest.isEmpty else {
                throw start.error(header == nil && drafts.isEmpty && start.directive == "flag"
                    ? "the family's 'description TEXT' follows its name" : "expected 'case KEY', found '\(start.directive)'")
            }
            let block = lines.dropFirst().prefix { $0.directive != "case" }
            let draft = try self.draft(key: start, block)
            if let section, let clause = draft.clauses.first, VectorLayout.section(ofClause: clause) != section {
                throw start.error("case '\(start.rest)' cites \(clause) first, so its vector is published in "
                    + "\(VectorLayout.section(ofClause: clause) ?? "no section"), not \(section): move it to that section's folder")
            }
            drafts.append(draft)
            lines = lines.dropFirst(block.count + 1)
        }
        return Part(family: first.rest, header: header, drafts: drafts)
    }

    /// `flag NAME | BUG | BREAKS`: the mistake the flag names and what it breaks for an app. The parts are separated
    /// by ` | `, so a `|` without blanks around it is text (`` `|` is no separator ``).
    private static func flag(_ line: CaseLine) throws(CaseFileError) -> VectorFile.Flag {
        let parts = line.rest.split(separator: " | ", omittingEmptySubsequences: false).map { $0.trimmingBlanks }
        guard parts.count == 3, !parts.contains(where: \.isEmpty) else { throw line.error("expected 'flag NAME | BUG | BREAKS'") }
        return VectorFile.Flag(name: parts[0], bug: parts[1], breaks: parts[2])
    }

    /// The lines after `case KEY`, in this order: `description`, `clauses`, `flags` (optional), then the input with
    /// its expectation: `field` and `scan` lines and `final`; `field`, `source` with its `event` and `expect` lines,
    /// and `final`; `field`, `scan` lines without outcomes and `refused`; or `parse` and its answer (`CaseParse`).
    private static func draft(key: CaseLine, _ block: ArraySlice<CaseLine>) throws(CaseFileError) -> VectorDraft {
        var rest = block
        func takeIf(_ directive: String) -> CaseLine? {
            guard let line = rest.first, line.directive == directive else { return nil }
            rest = rest.dropFirst()
            return line
        }
        func take(_ directive: String) throws(CaseFileError) -> CaseLine {
            guard let line = takeIf(directive) else { throw (rest.first ?? key).error("case '\(key.rest)' needs its '\(directive)' line here") }
            return line
        }
        func end() throws(CaseFileError) {
            if let extra = rest.first { throw extra.error("unexpected '\(extra.directive)' at the end of case '\(key.rest)'") }
        }
        let description = try take("description").rest
        let clauses = try take("clauses").rest.split(separator: " ").map(String.init)
        let flags = takeIf("flags")?.rest.split(separator: " ").map(String.init) ?? []
        if let parseLine = takeIf("parse") {
            let parse = try CaseParse.parse(parseLine)
            let answer = try CaseParse.answer(&rest, after: parseLine)
            try end()
            return .gs1Parse(key.rest, description, clauses: clauses, flags: flags, parse: parse, expected: answer)
        }
        let field = try CaseField.parse(try take("field"))
        var scanLines: [CaseLine] = []
        while let line = takeIf("scan") { scanLines.append(line) }
        if let refusedLine = takeIf("refused") {
            var scans: [Scan] = []
            for line in scanLines { scans.append(try CaseStep.scanOnly(line)) }
            let refusal = try CaseRefusal.parse(refusedLine)
            try end()
            return .refused(key.rest, description, clauses: clauses, flags: flags, field: field, scans: scans, expect: refusal)
        }
        var steps: [(Scan, Expectation.Outcome)] = []
        var bound = field.initialValue
        for line in scanLines { steps.append(try CaseStep.parse(line, bound: &bound)) }
        let source = try takeIf("source").map { line throws(CaseFileError) in
            guard steps.isEmpty else { throw line.error("a case has either 'scan' lines or a 'source' with 'event' lines, not both") }
            var events: [CaseLine] = [], expect: [CaseLine] = []
            while let event = takeIf("event") { events.append(event) }
            while let step = takeIf("expect") { expect.append(step) }
            return try CaseSourceInput.parse(source: line, events: events, expect: expect)
        }
        let finalLine = try take("final")
        let finalWords = try finalLine.words()
        guard finalWords.count == 1 else { throw finalLine.error("expected 'final VALUE' or 'final none'") }
        try end()
        let finalValue = finalWords[0].bare == "none" ? nil : finalWords[0].bytes
        if let source {
            let (events, skeleton) = source
            return .source(key.rest, description, clauses: clauses, flags: flags, field: field, events,
                           expect: skeleton.map { ($0.cause, $0.kind) }, finalValue: finalValue)
        }
        return .direct(key.rest, description, clauses: clauses, flags: flags, field: field, steps, finalValue: finalValue)
    }
}

private extension Substring {
    var trimmingBlanks: String { String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
}
