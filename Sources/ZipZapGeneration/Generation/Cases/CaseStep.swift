import ZipZap
import ZipZapConformance
import ZipZapVectors

/// A `scan` line of a case: `scan [TYPE] VALUE -> OUTCOME`, the scan a direct source hands the field and what the
/// spec says the field does with it. OUTCOME is `accepted VALUE [unchanged]`, `rejected STEP [at POSITION]` or
/// `ignored TYPE` (the `Expect` of the draft).
enum CaseStep {
    static func parse(_ line: CaseLine) throws(CaseFileError) -> (Scan, Expect) {
        let words = try line.words()
        guard let arrow = words.firstIndex(where: { $0.bare == "->" }) else { throw line.error("expected 'scan [TYPE] VALUE -> OUTCOME'") }
        let scanWords = words[..<arrow], outcome = Array(words[(arrow + 1)...])
        let scan: Scan
        switch scanWords.count {
        case 1: scan = Scan(value: scanWords[scanWords.startIndex].bytes, type: nil)
        case 2: scan = Scan(value: scanWords[scanWords.startIndex + 1].bytes, type: try type(scanWords[scanWords.startIndex], line))
        default: throw line.error("expected one or two words before '->': [TYPE] VALUE (quote a value with blanks)")
        }
        return (scan, try expect(outcome, line))
    }

    private static func expect(_ words: [CaseWord], _ line: CaseLine) throws(CaseFileError) -> Expect {
        switch (words.first?.bare, words.count) {
        case ("accepted", 2): return .acceptedBytes(words[1].bytes)
        case ("accepted", 3) where words[2].bare == "unchanged": return .acceptedBytes(words[1].bytes, changed: false)
        case ("rejected", 2): return .rejected(words[1].text)
        case ("rejected", 4) where words[2].bare == "at":
            guard let position = Int(words[3].text), position >= 0 else { throw line.error("a position is a whole number, found '\(words[3].text)'") }
            return .rejected(words[1].text, position: position)
        case ("ignored", 2): return .ignored(try type(words[1], line))
        default:
            throw line.error("expected an outcome after '->': accepted VALUE [unchanged], rejected STEP [at POSITION] or ignored TYPE")
        }
    }

    private static func type(_ word: CaseWord, _ line: CaseLine) throws(CaseFileError) -> BarcodeType {
        do { return try ConfigurationSpelling.barcodeType(word.text) } catch { throw line.error(error.message) }
    }
}
