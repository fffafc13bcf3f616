/// The skip and expected-failure list of an implementation (`--expectations FILE`), one entry a line:
///
///     # comments and blank lines are ignored
///     skip   ZZ-00012   the platform has no camera
///     xfail  ZZ-001*    biip expands UPC-E differently  https://github.com/example/issue/1
///
/// `KIND ID-GLOB REASON [LINK]`: KIND is `skip` (not run) or `xfail` (run; a failure is expected); the glob matches
/// vector ids; the reason is required; a last word starting with `http://` or `https://` is the link. An entry whose
/// glob matches no vector, and an `xfail` whose vectors all pass, fail the run, so the list cannot go stale.
public struct Expectations: Sendable {
    public enum Kind: String, Sendable { case skip, xfail }

    public struct Entry: Sendable, Hashable {
        public let kind: Kind
        public let glob: Glob
        public let reason: String
        public let link: String?
        /// The entry's line in its file, for messages.
        public let line: Int
    }

    public struct Error: Swift.Error, Sendable, CustomStringConvertible {
        public let file: String
        public let line: Int
        public let message: String
        public var description: String { "\(file):\(line): \(message)" }
    }

    public let file: String
    public let entries: [Entry]
    private let index: ExpectationIndex

    public init(entries: [Entry] = [], file: String = "") {
        self.entries = entries
        self.file = file
        index = ExpectationIndex(entries.map(\.glob))
    }

    public init(text: String, file: String) throws(Error) {
        var entries: [Entry] = []
        for (offset, rawLine) in TextLines.of(text).enumerated() {
            let line = rawLine.trimmingPrefix { $0 == " " || $0 == "\t" }
            if line.isEmpty || line.hasPrefix("#") || line.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) { continue }
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            func fail(_ message: String) -> Error { Error(file: file, line: offset + 1, message: message) }
            guard let kind = Kind(rawValue: words[0]) else {
                throw fail("unknown kind '\(words[0])'; an entry is 'skip|xfail ID-GLOB REASON [LINK]'")
            }
            guard words.count >= 2 else { throw fail("\(kind.rawValue) needs an id glob and a reason") }
            var link: String?
            if words.count >= 3, let last = words.last, last.hasPrefix("http://") || last.hasPrefix("https://") {
                link = last
                words.removeLast()
            }
            guard words.count >= 3 else { throw fail("\(kind.rawValue) \(words[1]) needs a reason") }
            entries.append(Entry(kind: kind, glob: Glob(words[1]), reason: words[2...].joined(separator: " "), link: link, line: offset + 1))
        }
        self.init(entries: entries, file: file)
    }

    /// The first entry whose glob matches `id`.
    public func entry(for id: String) -> Entry? { index.first(matching: id).map { entries[$0] } }

    /// The entries whose glob matches none of `ids`, in file order.
    public func staleEntries(among ids: some Sequence<String>) -> [Entry] {
        let matched = index.matchedPatterns(ids)
        return entries.filter { !matched.contains($0.glob.pattern) }
    }
}
