/// A command's help, rendered from its declaration: the usage line (wrapped), what it does, one line per positional
/// argument and per option (placeholder, help, default), then the notes.
extension CommandDeclaration {
    public var help: String {
        var lines = usageLines()
        lines += about.map { "  " + $0 }
        let entries = positionals.map { (term: $0.name, help: $0.help) }
        let column = min(Self.widestTerm, (entries.map(\.term) + options.map(Self.term) + [Self.helpTerm]).map(\.count).max() ?? 0)
        lines += entries.map { Self.entry($0.term, $0.help, column: column) }
        for group in groups {
            if let title = group.title { lines.append(title) }
            lines += group.options.map { option in
                let help = option.defaultValue.map { "\(option.help) (default \($0))" } ?? option.help
                return Self.entry(Self.term(option), help, column: column)
            }
        }
        lines.append(Self.entry(Self.helpTerm, "prints this help", column: column))
        return (lines + notes).joined(separator: "\n")
    }

    /// `usage: NAME` and the synopsis of every option and positional, wrapped under the first word after the name.
    private func usageLines() -> [String] {
        let words = options.map(\.synopsis) + positionals.map(\.synopsis)
        let lead = "usage: \(name)"
        var lines = [lead]
        for word in words {
            if lines[lines.count - 1].count + 1 + word.count > Self.lineWidth, lines[lines.count - 1].count > lead.count {
                lines.append(String(repeating: " ", count: lead.count))
            }
            lines[lines.count - 1] += " " + word
        }
        return lines
    }

    private static func term(_ option: OptionDeclaration) -> String {
        option.placeholder.map { "\(option.name) \($0)" } ?? option.name
    }

    /// `  TERM   help`, the help starting at `column` (or two spaces after a term wider than that), wrapped at word
    /// boundaries under its first word.
    private static func entry(_ term: String, _ help: String, column: Int) -> String {
        var lines = ["  " + term + String(repeating: " ", count: max(2, column + 2 - term.count))]
        let indent = String(repeating: " ", count: column + 4)
        var lineHasWords = false
        for word in help.split(separator: " ") {
            if lineHasWords, lines[lines.count - 1].count + 1 + word.count > lineWidth {
                lines.append(indent)
                lineHasWords = false
            }
            lines[lines.count - 1] += (lineHasWords ? " " : "") + word
            lineHasWords = true
        }
        return lines.joined(separator: "\n")
    }

    private static let helpTerm = "-h, --help"
    private static let lineWidth = 118
    /// Terms wider than this push their help to the right rather than the whole column.
    private static let widestTerm = 22
}
