import ZipZapVectors

/// The skip and expected-failure list of an implementation (`--expectations FILE`), one entry a line:
///
///     # comments and blank lines are ignored
///     skip   ZZ-00012   the platform has no camera
///     xfail  ZZ-001*    biip expands UPC-E differently  https://github.com/example/issue/1
///     xfail  flag:PatternBacktracking    re backtracks
///     skip   clause:C-8  no camera on this platform
///
/// `KIND SELECTOR REASON [LINK]`: KIND is `skip` (not run) or `xfail` (run; a failure is expected); the selector is an
/// id glob, `flag:NAME` (vectors naming the flag) or `clause:C-N.M` (vectors citing the clause; `clause:C-N` the
/// whole section); the reason is required; a last word starting with `http://` or `https://` is the link. The first
/// entry in file order that selects a vector applies to it. An entry that selects no vector of the suite, and an
/// `xfail` whose vectors all pass, fail the run, so the list cannot go stale.
public struct Expectations: Sendable {
    public enum Kind: String, Sendable { case skip, xfail }

    public struct Entry: Sendable, Hashable {
        public let kind: Kind
        public let selector: ExpectationSelector
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
    /// Id globs, indexed; entries of other selectors get a glob that matches nothing, so indices stay file order.
    private let index: ExpectationIndex
    /// The positions of the `flag:` and `clause:` entries, tried one by one (lists hold few of them).
    private let selectorEntries: [Int]

    public init(entries: [Entry] = [], file: String = "") {
        self.entries = entries
        self.file = file
        index = ExpectationIndex(entries.map { if case .ids(let glob) = $0.selector { glob } else { Glob("") } })
        selectorEntries = entries.indices.filter { if case .ids = entries[$0].selector { false } else { true } }
    }

    public init(text: String, file: String) throws(Error) {
        var entries: [Entry] = []
        for (offset, rawLine) in TextLines.of(text).enumerated() {
            let line = rawLine.trimmingPrefix { $0 == " " || $0 == "\t" }
            if line.isEmpty || line.hasPrefix("#") || line.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) { continue }
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            func fail(_ message: String) -> Error { Error(file: file, line: offset + 1, message: message) }
            guard let kind = Kind(rawValue: words[0]) else {
                throw fail("unknown kind '\(words[0])'; an entry is 'skip|xfail ID-GLOB|flag:NAME|clause:C-N.M REASON [LINK]'")
            }
            guard words.count >= 2 else { throw fail("\(kind.rawValue) needs a selector (id glob, flag:NAME or clause:C-N.M) and a reason") }
            let selector: ExpectationSelector
            do { selector = try ExpectationSelector(words[1]) } catch { throw fail(error.message) }
            var link: String?
            if words.count >= 3, let last = words.last, last.hasPrefix("http://") || last.hasPrefix("https://") {
                link = last
                words.removeLast()
            }
            guard words.count >= 3 else { throw fail("\(kind.rawValue) \(words[1]) needs a reason") }
            entries.append(Entry(kind: kind, selector: selector, reason: words[2...].joined(separator: " "), link: link, line: offset + 1))
        }
        self.init(entries: entries, file: file)
    }

    /// The first entry whose id glob matches `id` (`flag:` and `clause:` entries need the vector: `entry(for:)`).
    public func entry(for id: String) -> Entry? { index.first(matching: id).map { entries[$0] } }

    /// The first entry, in file order, that selects `vector`.
    public func entry(for vector: Vector) -> Entry? {
        let byID = index.first(matching: vector.id)
        let bySelector = selectorEntries.first { position in position < (byID ?? Int.max) && entries[position].selector.matches(vector) }
        return (bySelector ?? byID).map { entries[$0] }
    }

    /// The entries that select none of `vectors`, in file order.
    public func staleEntries(among vectors: [Vector]) -> [Entry] {
        let matched = index.matchedPatterns(vectors.map(\.id))
        return entries.filter { entry in
            switch entry.selector {
            case .ids(let glob): !matched.contains(glob.pattern)
            default: !vectors.contains(where: entry.selector.matches)
            }
        }
    }
}
