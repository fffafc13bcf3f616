/// The case files' one shorthand, for inputs too long to read written out (a 4 096-byte entry, a 10 000-character
/// value, the 200-entry skeleton of a crowded frame): `{{TEXT}}*N` on a line stands for TEXT written N times. It is
/// expanded in the line's text before anything else reads it, so it serves values, `event` lines and skeletons
/// alike, and it is no part of event scripts or of any vector: a row with it gives the same vector as the row written
/// out. TEXT ends at the first `}}*`; repetitions do not nest.
enum CaseRepetition {
    /// The most times a TEXT may be repeated: above any input a vector may hold (`VectorWork.bound`).
    static let maximumCount = 1_000_000

    private static let open = Array("{{".utf8), close = Array("}}*".utf8)

    /// `text` with every repetition written out; `at` makes the error of a bad one.
    static func expanded(_ text: String, at error: (String) -> CaseFileError) throws(CaseFileError) -> String {
        let bytes = Array(text.utf8)
        guard let first = find(open, in: bytes, from: 0) else { return text }
        var out = Array(bytes[..<first])
        var index = first
        while index < bytes.count {
            guard let start = find(open, in: bytes, from: index) else {
                out += bytes[index...]
                break
            }
            out += bytes[index..<start]
            let body = start + open.count
            guard let end = find(close, in: bytes, from: body) else { throw error("'{{' opens a repetition: write {{TEXT}}*N") }
            let unit = bytes[body..<end]
            guard !unit.isEmpty else { throw error("'{{}}*' repeats nothing: write {{TEXT}}*N") }
            guard find(open, in: Array(unit), from: 0) == nil else { throw error("a repetition holds no other: write each {{TEXT}}*N apart") }
            var digitsEnd = end + close.count
            while digitsEnd < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[digitsEnd]) { digitsEnd += 1 }
            let digits = String(decoding: bytes[(end + close.count)..<digitsEnd], as: UTF8.self)
            guard let count = Int(digits), (1...maximumCount).contains(count) else {
                throw error("a repetition's count N in {{TEXT}}*N is a whole number from 1 to \(maximumCount), found '\(digits)'")
            }
            for _ in 0..<count { out += unit }
            index = digitsEnd
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
        return (start...(bytes.count - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
