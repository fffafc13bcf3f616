/// One file of vectors: a family, the bug classes its vectors name, and the vectors.
public struct VectorFile: Sendable, Hashable {
    /// The version of `Conformance/schema/vectors.schema.json` the file follows.
    /// Version 2 replaced the `gs1` rule's `lenient` with one switch per check (SPEC C-7.3).
    public static let schemaVersion = 3
    /// The versions this tool reads: version 1 differs only in `lenient`, which is still read.
    public static let readableSchemaVersions = 1...schemaVersion

    public struct Flag: Sendable, Hashable {
        public var name: String
        /// The mistake an implementation makes.
        public var bug: String
        /// What the mistake breaks for an app.
        public var breaks: String

        public init(name: String, bug: String, breaks: String) {
            self.name = name
            self.bug = bug
            self.breaks = breaks
        }
    }

    public var family: String
    public var description: String
    public var flags: [Flag]
    public var vectors: [Vector]

    public init(family: String, description: String, flags: [Flag], vectors: [Vector]) {
        self.family = family
        self.description = description
        self.flags = flags
        self.vectors = vectors
    }

    public func json(suiteVersion: String) -> JSONValue {
        .object([
            ("schemaVersion", .int(Self.schemaVersion)),
            ("suiteVersion", .string(suiteVersion)),
            ("family", .string(family)),
            ("description", .string(description)),
            ("flags", .object(flags.map { ($0.name, .object([("bug", .string($0.bug)), ("breaks", .string($0.breaks))])) })),
            ("vectors", .array(vectors.map(\.json))),
        ])
    }
}
