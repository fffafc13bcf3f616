import CommandLineOptions
import Testing

/// The help is rendered from the declaration the parser reads.
@Suite struct HelpTextTests {
    static let declaration = CommandDeclaration(
        "tool adapter", about: ["serves the reference"],
        positionals: [PositionalDeclaration("FILE", help: "the input", repeats: true)],
        groups: [
            .init(nil, [.repeated("--fault", "NAME", help: "misbehave; repeat it"), .flag("--list-faults", help: "the catalogue")]),
            .init("reports:", [.value("--max-failures", "N", help: "groups shown in full", default: "20"),
                               .required("--out", "DIR", help: "where")]),
        ],
        notes: ["exit status: 0 done"])

    @Test func theUsageLineShowsEveryOptionAsItParses() {
        let first = Self.declaration.help.split(separator: "\n")[0]
        #expect(first == "usage: tool adapter [--fault NAME]... [--list-faults] [--max-failures N] --out DIR [FILE]...")
    }

    @Test func everyDeclaredOptionHasItsLineWithHelpAndDefault() {
        let lines = Self.declaration.help.split(separator: "\n").map(String.init)
        #expect(lines == [
            "usage: tool adapter [--fault NAME]... [--list-faults] [--max-failures N] --out DIR [FILE]...",
            "  serves the reference",
            "  FILE              the input",
            "  --fault NAME      misbehave; repeat it",
            "  --list-faults     the catalogue",
            "reports:",
            "  --max-failures N  groups shown in full (default 20)",
            "  --out DIR         where",
            "  -h, --help        prints this help",
            "exit status: 0 done",
        ])
    }

    @Test func aLongUsageLineWrapsUnderTheCommand() {
        let options = (1...12).map { OptionDeclaration.value("--option-\($0)", "VALUE", help: "") }
        let lines = CommandDeclaration("tool long", options: options).help.split(separator: "\n")
        let usage = lines.prefix { !$0.hasPrefix("  --") }
        #expect(usage.count > 1)
        #expect(usage.allSatisfy { $0.count <= 118 })
        #expect(usage.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: "usage: tool long".count) + " [--option-") })
        #expect(usage.joined().filter { $0 == "[" }.count == 12)
    }
}

/// A long help wraps under its column (two spaces past the widest term, `-h, --help` here), and no word is lost.
@Suite struct HelpWrappingTests {
    @Test func aLongHelpWrapsUnderItsColumn() {
        let words = (1...40).map { "word\($0)" }
        let help = CommandDeclaration("tool", options: [.flag("--long", help: words.joined(separator: " "))]).help
        let lines = help.split(separator: "\n").filter { $0.hasPrefix("  --long") || $0.hasPrefix("    ") }
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { $0.count <= 118 })
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: 14)) && !$0.hasPrefix(String(repeating: " ", count: 15)) })
        #expect(lines.flatMap { $0.split(separator: " ") }.dropFirst().map(String.init) == words)
    }
}
