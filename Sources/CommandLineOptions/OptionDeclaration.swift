/// One option a command declares: what it parses and what its help says, from the same value.
public struct OptionDeclaration: Sendable {
    public enum Kind: Sendable, Equatable {
        /// `--name`: present or not.
        case flag
        /// `--name` that answers by itself, as `--help` does (`--version`, `--list-faults`): the rest of the line is not
        /// read, so nothing else is required.
        case standalone
        /// `--name VALUE` once; `required` makes its absence a usage error.
        case value(placeholder: String, required: Bool)
        /// `--name VALUE` any number of times, in order.
        case repeated(placeholder: String)
    }

    /// The option as written, `--` included.
    public let name: String
    public let kind: Kind
    /// One line for the help.
    public let help: String
    /// The value used when the option is not given; the help shows it as `(default ...)`.
    public let defaultValue: String?

    public static func flag(_ name: String, help: String) -> Self {
        Self(name: name, kind: .flag, help: help, defaultValue: nil)
    }

    public static func standalone(_ name: String, help: String) -> Self {
        Self(name: name, kind: .standalone, help: help, defaultValue: nil)
    }

    public static func value(_ name: String, _ placeholder: String, help: String, default defaultValue: String? = nil) -> Self {
        Self(name: name, kind: .value(placeholder: placeholder, required: false), help: help, defaultValue: defaultValue)
    }

    public static func required(_ name: String, _ placeholder: String, help: String) -> Self {
        Self(name: name, kind: .value(placeholder: placeholder, required: true), help: help, defaultValue: nil)
    }

    public static func repeated(_ name: String, _ placeholder: String, help: String) -> Self {
        Self(name: name, kind: .repeated(placeholder: placeholder), help: help, defaultValue: nil)
    }

    /// The value's placeholder; nil for a flag.
    var placeholder: String? {
        switch kind {
        case .flag, .standalone: nil
        case .value(let placeholder, _), .repeated(let placeholder): placeholder
        }
    }

    var isRequired: Bool { kind == .value(placeholder: placeholder ?? "", required: true) }

    /// How the option reads in the usage line: `[--jobs N]`, `--out DIR`, `[--id GLOB]...`, `[--check]`.
    var synopsis: String {
        let written = placeholder.map { "\(name) \($0)" } ?? name
        switch kind {
        case .value(_, required: true): return written
        case .repeated: return "[\(written)]..."
        default: return "[\(written)]"
        }
    }
}

/// A positional argument a command declares: its name in the help (`VALUE`, `OLD.json`) and one line about it.
public struct PositionalDeclaration: Sendable {
    public let name: String
    public let help: String
    /// Whether leaving it out is a usage error (`no NAME given`).
    public let required: Bool
    /// Whether any number of them may be given (the last positional only).
    public let repeats: Bool

    public init(_ name: String, help: String, required: Bool = false, repeats: Bool = false) {
        self.name = name
        self.help = help
        self.required = required
        self.repeats = repeats
    }

    /// How it reads in the usage line: `NAME`, `[NAME]`, `NAME...`.
    var synopsis: String { (required ? name : "[\(name)]") + (repeats ? "..." : "") }
}
