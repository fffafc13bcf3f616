import Foundation
import Testing
@testable import ZipZapConformance

/// Every error the command-line tool prints, triggered once: each goes to standard error with exit status 2, names
/// the command, the option, file and line or value at fault, and what would be right; nothing reaches standard output.
@Suite struct CommandLineErrorTests {
    /// Arguments (with FOLDER, SCRIPT, EXPECTATIONS, DICTIONARY and PLAINFILE standing for files the test writes, and
    /// SUITE for `SmallSuite`'s folder where a `run` reads vectors before it fails) and the fragments standard error
    /// must hold.
    static let cases: [(arguments: String, errors: [String])] = [
        ("", ["usage: zipzap-conformance COMMAND"]),
        ("frobnicate", ["zipzap-conformance: unknown command 'frobnicate'", "usage: zipzap-conformance COMMAND"]),
        ("verify --bogus", ["zipzap-conformance verify: unknown option '--bogus'", "usage: zipzap-conformance verify"]),
        ("verify extra", ["zipzap-conformance verify: unexpected argument 'extra'"]),
        ("verify --vectors /nonexistent-zz", ["no conformance suite at /nonexistent-zz", "give --vectors DIR"]),
        ("verify --spec /nonexistent-zz/SPEC.md", ["zipzap-conformance verify: --spec /nonexistent-zz/SPEC.md: no such file"]),
        ("gs1", ["zipzap-conformance gs1: give exactly one INPUT, '-' or '--list-ais'", "usage: zipzap-conformance gs1"]),
        ("gs1 --bogus", ["zipzap-conformance gs1: unknown option '--bogus'"]),
        ("gs1 --compare-dictionary", ["zipzap-conformance gs1: --compare-dictionary needs a value"]),
        ("gs1 --compare-dictionary DICTIONARY x", ["--compare-dictionary takes one FILE and nothing else"]),
        ("gs1 --list-ais x", ["zipzap-conformance gs1: --list-ais takes nothing else"]),
        ("gs1 --compare-dictionary /nonexistent-zz", ["zipzap-conformance gs1: /nonexistent-zz: no such file"]),
        ("gs1 --compare-dictionary DICTIONARY",
         ["DICTIONARY: line 2: 'junk' is not an AI (2 to 4 digits) or a range of AIs 'first-last'"]),
        ("field", ["zipzap-conformance field: no VALUE given", "usage: zipzap-conformance field"]),
        ("field a b", ["more than one VALUE given"]),
        ("field --types banana x", ["unknown barcode type or set 'banana'; sets: retailProduct"]),
        ("field --validate banana x", ["unknown rule 'banana'; rules: checkDigit, length=N"]),
        ("field --source hid", ["--source needs --events FILE (- for stdin)"]),
        ("field --events SCRIPT", ["--events needs --source"]),
        ("field --source radio --events SCRIPT", ["unknown source 'radio'; sources: camera, hardware, hid, typing"]),
        ("field --source hid --events /nonexistent-zz", ["cannot open /nonexistent-zz: No such file or directory"]),
        ("field --source hid --events FOLDER", ["FOLDER is a directory, not an event script"]),
        ("field --source hid --events SCRIPT x", ["VALUE and --type do not go with --source"]),
        ("field --source hid --events SCRIPT", ["SCRIPT:2: unknown event 'frobnicate'; events: decode, delete"]),
        ("run --vectors SUITE --id ZZ-99999", ["zipzap-conformance run: the selection matches no vector: --id ZZ-99999 matches none"]),
        ("run --vectors SUITE --id ZZ-0000* --flag no-such-flag --clause C-99", ["--flag no-such-flag, --clause C-99 match none"]),
        ("run --vectors SUITE --reproduce ZZ-99999", ["zipzap-conformance run: no vector has id ZZ-99999"]),
        ("run --vectors SUITE --expectations /nonexistent-zz", ["zipzap-conformance run: /nonexistent-zz: no such file"]),
        ("run --vectors SUITE --expectations EXPECTATIONS --id ZZ-00001",
         ["EXPECTATIONS:2: unknown kind 'frob'; an entry is 'skip|xfail ID-GLOB|flag:NAME|clause:C-N.M REASON [LINK]'"]),
        ("run --timeout banana", ["--timeout takes a number from 0.01 to 3600.0, got 'banana'", "usage: zipzap-conformance run"]),
        ("run --timeout", ["--timeout needs a value"]),
        // A value option does not take an option as its value (README, "Options"): `--adapter=-h` would.
        ("run --adapter -h", ["zipzap-conformance run: --adapter needs a value; '-h' is an option (for a value that starts with '-', "
            + "write --adapter=-h)", "usage: zipzap-conformance run"]),
        ("run --adapter=a --adapter b", ["zipzap-conformance run: --adapter is given twice; give it once"]),
        ("compare OLD.json", ["zipzap-conformance compare: no NEW.json given"]),
        ("run --jobs 0", ["--jobs takes a whole number from 1 to 64, got '0'"]),
        ("run --fault no-such-fault", ["unknown fault 'no-such-fault'; 'zipzap-conformance adapter --list-faults' lists them"]),
        ("run --vectors SUITE --id ZZ-00001 --report-json FOLDER", ["zipzap-conformance run: FOLDER: is a directory; give a file name"]),
        ("bench --rounds 0", ["--rounds takes a whole number from 1 to 1000, got '0'"]),
        ("bench --filter no-such-case", ["zipzap-conformance bench: no bench case matches 'no-such-case'"]),
        ("analyze", ["zipzap-conformance analyze: no ANALYSIS given", "usage: zipzap-conformance analyze"]),
        ("analyze full-reads", ["zipzap-conformance analyze: the only analysis is 'partial-reads'"]),
        ("analyze partial-reads --interleaved-length 5", ["--interleaved-length takes an even number from 4 to 100, got '5'"]),
        ("analyze partial-reads --range 5...2", ["--range takes A...B with 0 <= A <= B, got '5...2'"]),
        ("export --format xml --out FOLDER/x", ["zipzap-conformance export: unknown format 'xml'; formats: json, jsonl, csv"]),
        ("export --out FOLDER/x", ["--format is required", "usage: zipzap-conformance export"]),
        ("export --format json", ["--out is required"]),
        ("export --format json --out /", ["/: is the root folder; give a folder of its own to export into"]),
        ("export --format json --out PLAINFILE", ["PLAINFILE: is an existing file, not a folder; give a folder to export into"]),
        ("adapter --fault nope", ["zipzap-conformance adapter: unknown fault 'nope'"]),
        ("adapter x", ["zipzap-conformance adapter: unexpected argument 'x'", "usage: zipzap-conformance adapter"]),
    ]

    /// One case a test, so that they run side by side.
    @Test(arguments: cases.indices)
    func everyErrorNamesWhatIsWrongOnStandardError(index: Int) throws {
        let (arguments, fragments) = Self.cases[index]
        let folder = NSTemporaryDirectory() + "zipzap-cli-errors-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = ["SCRIPT": "# a comment\nfrobnicate 1\n", "EXPECTATIONS": "# a comment\nfrob ZZ-* because\n",
                     "DICTIONARY": "# a comment\njunk line\n", "PLAINFILE": "x\n"]
        var paths = ["FOLDER": folder, "SUITE": try SmallSuite.folder()]
        for (name, text) in files {
            paths[name] = folder + "/" + name.lowercased()
            try FileSystem.writeAtomically(Array(text.utf8), to: paths[name]!)
        }
        func substituted(_ text: String) -> String {
            paths.keys.sorted { $0.count > $1.count }.reduce(text) { $0.replacingOccurrences(of: $1, with: paths[$1]!) }
        }
        let words = arguments.split(separator: " ").map { substituted(String($0)) }
        let outcome = try CommandLineTests().run(words)
        #expect(outcome.status == 2, "\(arguments): exit \(outcome.status)")
        // A report that cannot be written fails a run that has already printed its summary.
        if !arguments.contains("--report") {
            #expect(outcome.output.isEmpty, "\(arguments): standard output \(outcome.output.prefix(200))")
        }
        for fragment in fragments.map(substituted) {
            #expect(outcome.errors.contains(fragment), "\(arguments): '\(fragment)' not in \(outcome.errors.prefix(400))")
        }
    }
}
