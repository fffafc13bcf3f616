/// A command's arguments as declared: its help is rendered from this, and its arguments are parsed by it, so that the
/// two cannot drift apart.
public struct CommandDeclaration: Sendable {
    /// Options under one heading of the help (nil: no heading).
    public struct Group: Sendable {
        public let title: String?
        public let options: [OptionDeclaration]

        public init(_ title: String? = nil, _ options: [OptionDeclaration]) {
            self.title = title
            self.options = options
        }
    }

    /// The command as typed, e.g. `zipzap-conformance run`: it starts the usage line and every error.
    public let name: String
    /// Lines under the usage line: what the command does.
    public let about: [String]
    public let positionals: [PositionalDeclaration]
    public private(set) var groups: [Group]
    /// Lines after the options: exit statuses, examples.
    public let notes: [String]

    public init(_ name: String, about: [String] = [], positionals: [PositionalDeclaration] = [], groups: [Group],
                notes: [String] = []) {
        self.name = name
        self.about = about
        self.positionals = positionals
        self.groups = groups
        self.notes = notes
        let names = options.map(\.name)
        precondition(Set(names).count == names.count, "\(name): an option is declared twice")
        precondition(!names.contains { Self.helpNames.contains($0) }, "\(name): -h and --help are every command's own")
        precondition(!positionals.dropLast().contains(where: \.repeats), "\(name): only the last positional may repeat")
    }

    public init(_ name: String, about: [String] = [], positionals: [PositionalDeclaration] = [],
                options: [OptionDeclaration], notes: [String] = []) {
        self.init(name, about: about, positionals: positionals, groups: [Group(nil, options)], notes: notes)
    }

    /// The same command with one more group of options (options every command of an executable shares).
    public func adding(_ group: Group) -> Self {
        Self(name, about: about, positionals: positionals, groups: groups + [group], notes: notes)
    }

    public var options: [OptionDeclaration] { groups.flatMap(\.options) }

    func option(named name: String) -> OptionDeclaration? { options.first { $0.name == name } }

    /// What every command answers with its help, wherever an option may stand.
    static let helpNames: Set<String> = ["-h", "--help"]

    /// The line printed for a usage error: the command, then what is wrong.
    public func errorLine(_ error: UsageError) -> String { "\(name): \(error.message)" }
}
