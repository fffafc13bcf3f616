import CommandLineOptions
import Testing

/// The parser's rules (README, "Options"), on a small declaration shaped like `zipzap-conformance run`'s.
@Suite struct ArgumentParsingTests {
    static let declaration = CommandDeclaration(
        "tool run", positionals: [PositionalDeclaration("VALUE", help: "the value")],
        options: [
            .value("--adapter", "CMD", help: "the adapter"),
            .value("--jobs", "N", help: "processes", default: "1"),
            .repeated("--id", "GLOB", help: "a selection"),
            .flag("--list-needs", help: "list and exit"),
        ])

    static func parse(_ words: [String]) throws(UsageError) -> ParsedArguments? {
        guard case .arguments(let parsed) = try declaration.parse(words.map { Array($0.utf8) }) else { return nil }
        return parsed
    }

    static func error(_ words: [String]) -> String? {
        do { _ = try parse(words) } catch { return declaration.errorLine(error) }
        return nil
    }

    @Test func anInlineValueEqualsTheNextArgument() throws {
        let inline = try #require(try Self.parse(["--adapter=python3 a.py", "--id=ZZ-1*", "--id", "ZZ-2*"]))
        let separate = try #require(try Self.parse(["--adapter", "python3 a.py", "--id", "ZZ-1*", "--id=ZZ-2*"]))
        #expect(inline.value("--adapter") == "python3 a.py")
        #expect(separate.value("--adapter") == "python3 a.py")
        #expect(inline.values("--id") == ["ZZ-1*", "ZZ-2*"])
        #expect(separate.values("--id") == ["ZZ-1*", "ZZ-2*"])
        // Only the first `=` splits: the rest belongs to the value.
        #expect(try Self.parse(["--adapter=a=b"])?.value("--adapter") == "a=b")
    }

    @Test func aDefaultStandsInForAnAbsentOptionOnly() throws {
        #expect(try Self.parse([])?.whole("--jobs", in: 1...64) == 1)
        #expect(try Self.parse(["--jobs", "8"])?.whole("--jobs", in: 1...64) == 8)
        #expect(try Self.parse([])?.value("--adapter") == nil)
        #expect(try Self.parse([])?.flag("--list-needs") == false)
        #expect(try Self.parse(["--list-needs"])?.flag("--list-needs") == true)
    }

    @Test func everyUsageErrorNamesTheCommandAndTheOption() {
        let cases: [([String], String)] = [
            (["--bogus"], "tool run: unknown option '--bogus'"),
            (["--bogus=1"], "tool run: unknown option '--bogus'"),
            (["-x"], "tool run: unknown option '-x'"),
            (["--adapter"], "tool run: --adapter needs a value"),
            (["--adapter", "a", "--adapter=b"], "tool run: --adapter is given twice; give it once"),
            (["--list-needs=yes"], "tool run: --list-needs takes no value, got '--list-needs=yes'"),
            (["a", "b"], "tool run: unexpected argument 'b': more than one VALUE given"),
        ]
        for (words, expected) in cases {
            #expect(Self.error(words) == expected, "\(words)")
        }
        #expect(throws: UsageError("--jobs takes a whole number from 1 to 64, got '0'")) {
            try Self.parse(["--jobs", "0"])?.whole("--jobs", in: 1...64)
        }
    }

    @Test func aRepeatedOptionMayBeGivenTwice() throws {
        #expect(try Self.parse(["--id", "a", "--id", "a"])?.values("--id") == ["a", "a"])
    }

    /// The `run --adapter -h` case: a value option does not swallow an option; `=` gives a value that starts with `-`.
    @Test func aValueOptionRefusesAnOptionAsItsValue() throws {
        #expect(Self.error(["--adapter", "-h"])
            == "tool run: --adapter needs a value; '-h' is an option (for a value that starts with '-', write --adapter=-h)")
        #expect(Self.error(["--adapter", "--jobs", "2"])?.hasPrefix("tool run: --adapter needs a value; '--jobs' is an option") == true)
        #expect(try Self.parse(["--adapter=-h"])?.value("--adapter") == "-h")
        // `-` alone is a value (standard input), not an option.
        #expect(try Self.parse(["--adapter", "-"])?.value("--adapter") == "-")
    }

    @Test func helpIsAnsweredWhereAnOptionMayStandUnlessAnErrorCameFirst() throws {
        for words in [["-h"], ["--help"], ["--jobs", "2", "--help"], ["x", "-h", "--bogus"]] {
            guard case .help = try Self.declaration.parse(words.map { Array($0.utf8) }) else {
                Issue.record("\(words) did not ask for help")
                continue
            }
        }
        #expect(Self.error(["--bogus", "--help"]) == "tool run: unknown option '--bogus'")
        // After `--` it is a value like any other.
        #expect(try Self.parse(["--", "-h"])?.positionals == [Array("-h".utf8)])
    }

    @Test func positionalsKeepTheirBytesAndTheDoubleDashEndsTheOptions() throws {
        let invalidUTF8: [UInt8] = [0x41, 0xFF, 0x42]
        guard case .arguments(let parsed) = try Self.declaration.parse([invalidUTF8]) else {
            Issue.record("no arguments")
            return
        }
        #expect(parsed.positionals == [invalidUTF8])
        #expect(try Self.parse(["--", "--jobs"])?.positionals == [Array("--jobs".utf8)])
        #expect(try Self.parse(["--", "--jobs"])?.whole("--jobs", in: 1...64) == 1)
    }

    @Test func requiredOptionsAndPositionalsAreNamedWhenMissing() {
        let declaration = CommandDeclaration(
            "tool compare", positionals: [PositionalDeclaration("OLD", help: "", required: true),
                                          PositionalDeclaration("NEW", help: "", required: true)],
            options: [.required("--format", "F", help: "")])
        func error(_ words: [String]) -> String? {
            do { _ = try declaration.parse(words.map { Array($0.utf8) }) } catch { return declaration.errorLine(error) }
            return nil
        }
        #expect(error(["a", "b"]) == "tool compare: --format is required")
        #expect(error(["--format", "x", "a"]) == "tool compare: no NEW given")
        #expect(error(["--format", "x", "a", "b", "c"]) == "tool compare: unexpected argument 'c': OLD and NEW are given already")
        #expect(error(["--format", "x", "a", "b"]) == nil)
    }

    @Test func aPathIsNeverEmpty() {
        let declaration = CommandDeclaration("tool", options: [.value("--out", "DIR", help: "")])
        #expect(throws: UsageError("--out needs a path; an empty one names no file")) {
            guard case .arguments(let parsed) = try declaration.parse([Array("--out=".utf8)]) else { return }
            _ = try parsed.path("--out")
        }
    }
}

/// A standalone flag answers as `--help` does: whatever is required is not asked for.
@Suite struct StandaloneFlagTests {
    static let declaration = CommandDeclaration(
        "tool export", positionals: [PositionalDeclaration("WHAT", help: "", required: true)],
        options: [.required("--out", "DIR", help: ""), .standalone("--version", help: "")])

    @Test func aStandaloneFlagNeedsNothingElse() throws {
        guard case .standalone(let name) = try Self.declaration.parse([Array("--version".utf8)]) else {
            Issue.record("--version was not answered by itself")
            return
        }
        #expect(name == "--version")
        #expect(throws: UsageError("--version takes no value, got '--version=1'")) {
            try Self.declaration.parse([Array("--version=1".utf8)])
        }
    }
}
