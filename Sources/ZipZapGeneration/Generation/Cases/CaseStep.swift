import ZipZap
import ZipZapConformance
import ZipZapVectors

/// A `scan` line of a case: `scan [TYPE] VALUE -> OUTCOME`, the scan a direct source hands the field and what the
/// spec says the field does with it. OUTCOME is `accepted VALUE [unchanged]`, `rejected STEP [at POSITION]` or
/// `ignored TYPE` (an `Expectation.Outcome`); `unchanged` is written exactly when VALUE is the value already bound
/// (SPEC C-5.3), so that a reader sees it. In a refused case the line has no outcome: `scan [TYPE] VALUE`.
enum CaseStep {
    /// `bound` is the value bound before this scan; it becomes the value bound after it.
    static func parse(_ line: CaseLine, bound: inout [UInt8]?) throws(CaseFileError) -> (Scan, Expectation.Outcome) {
        let words = try line.words()
        guard let arrow = words.firstIndex(where: { $0.bare == "->" }) else { throw line.error("expected 'scan [TYPE] VALUE -> OUTCOME'") }
        let scan = try self.scan(words[..<arrow], line)
        let outcome = Array(words[(arrow + 1)...])
        switch (outcome.first?.bare, outcome.count) {
        case ("accepted", 2),
             ("accepted", 3) where outcome[2].bare == "unchanged":
            let value = outcome[1].bytes
            switch (value == bound, outcome.count == 3) {
            case (true, false): throw line.error("the value is the one already bound: write 'accepted VALUE unchanged'")
            case (false, true): throw line.error("'unchanged' but the value bound before is another")
            default: break
            }
            bound = value
            return (scan, .accepted(value))
        case ("rejected", 2): return (scan, .rejected(outcome[1].text))
        case ("rejected", 4) where outcome[2].bare == "at":
            guard let position = Int(outcome[3].text), position >= 0 else { throw line.error("a position is a whole number, found '\(outcome[3].text)'") }
            return (scan, .rejected(outcome[1].text, position: position))
        case ("ignored", 2): return (scan, .ignored(try type(outcome[1], line)))
        default:
            throw line.error("expected an outcome after '->': accepted VALUE [unchanged], rejected STEP [at POSITION] or ignored TYPE")
        }
    }

    /// `scan [TYPE] VALUE`, without an outcome: a scan of a case whose field is refused.
    static func scanOnly(_ line: CaseLine) throws(CaseFileError) -> Scan {
        let words = try line.words()
        guard !words.contains(where: { $0.bare == "->" }) else { throw line.error("a refused field does nothing with a scan: write 'scan [TYPE] VALUE' without '->'") }
        return try scan(words[...], line)
    }

    private static func scan(_ words: ArraySlice<CaseWord>, _ line: CaseLine) throws(CaseFileError) -> Scan {
        switch words.count {
        case 1: return Scan(value: words[words.startIndex].bytes, type: nil)
        case 2: return Scan(value: words[words.startIndex + 1].bytes, type: try type(words[words.startIndex], line))
        default: throw line.error("expected one or two words before '->': [TYPE] VALUE (quote a value with blanks)")
        }
    }

    static func type(_ word: CaseWord, _ line: CaseLine) throws(CaseFileError) -> BarcodeType {
        do { return try ConfigurationSpelling.barcodeType(word.text) } catch { throw line.error(error.message) }
    }
}
