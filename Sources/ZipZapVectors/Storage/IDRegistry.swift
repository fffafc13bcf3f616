/// The committed registry of vector ids (`Conformance/vectors/ids.tsv`): one `ID<TAB>KEY` line per id ever
/// issued. A vector keeps its id for as long as its key exists; an id whose vector is gone stays in the registry,
/// so it is never issued again.
public struct IDRegistry: Sendable, Equatable {
    public struct Error: Swift.Error, Sendable, CustomStringConvertible {
        public let line: Int
        public let message: String
        public var description: String { "ids.tsv line \(line): \(message)" }
    }

    public static let prefix = "ZZ-"
    static let header = "# Every vector id ever issued, with the key of the vector it names. Ids are never reused.\n"

    public private(set) var entries: [(id: String, key: String)] = []
    private var idByKey: [String: String] = [:]
    /// The highest number issued so far: kept, so that issuing thousands of new ids is not quadratic.
    private var highestNumber = 0

    public init() {}

    public init(text: String) throws(Error) {
        var seenIDs = Set<String>()
        for (offset, line) in TextLines.of(text).enumerated() {
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 2, Self.number(of: String(fields[0])) != nil, !fields[1].isEmpty else {
                throw Error(line: offset + 1, message: "expected '\(Self.prefix)NNNNN<TAB>KEY'")
            }
            let id = String(fields[0]), key = String(fields[1])
            guard seenIDs.insert(id).inserted else { throw Error(line: offset + 1, message: "id \(id) is issued twice") }
            guard idByKey[key] == nil else { throw Error(line: offset + 1, message: "key '\(key)' has two ids") }
            idByKey[key] = id
            entries.append((id, key))
            highestNumber = max(highestNumber, Self.number(of: id) ?? 0)
        }
    }

    public func id(forKey key: String) -> String? { idByKey[key] }

    /// The key's id, issuing the next free one when the key is new.
    public mutating func issue(forKey key: String) -> String {
        if let id = idByKey[key] { return id }
        let next = highestNumber + 1
        highestNumber = next
        var digits = String(next)
        while digits.count < 5 { digits = "0" + digits }
        let id = Self.prefix + digits
        entries.append((id, key))
        idByKey[key] = id
        return id
    }

    public var text: String {
        Self.header + entries.map { "\($0.id)\t\($0.key)\n" }.joined()
    }

    static func number(of id: String) -> Int? {
        guard id.hasPrefix(prefix) else { return nil }
        let digits = id.dropFirst(prefix.count)
        guard digits.count >= 5, digits.allSatisfy(\.isASCII), let number = Int(digits), number > 0 else { return nil }
        return number
    }

    public static func == (lhs: IDRegistry, rhs: IDRegistry) -> Bool { lhs.text == rhs.text }
}
