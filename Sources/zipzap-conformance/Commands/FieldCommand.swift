import ZipZap
import CommandLineOptions
import ZipZapConformance

/// `zipzap-conformance field [--types SET,...] [--normalize FORM] [--validate RULE]... [--type TYPE] VALUE`:
/// runs one scan through one field and prints `accepted VALUE`, `rejected RULE` or `ignored`.
enum FieldCommand {
    static let declaration = CommandDeclaration(
        "zipzap-conformance field",
        about: [
            "runs VALUE through the field and prints one line: 'accepted VALUE', 'rejected RULE' or 'ignored';",
            "with --source and --events, runs the event script through that source model and prints the trace, one event a line",
        ],
        positionals: [PositionalDeclaration("VALUE", help: "the scan's value (after '--' it may start with '-')")],
        options: [
            .value("--types", "SET,...", help: "Swift case names (retailProduct, gtin, gs1, upcA, ean13, qr ...)"),
            .value("--normalize", "FORM", help: "none, trimmed, symbologyIdentifierStripped, upcEExpanded, gtin12, gtin13, gtin14"),
            .repeated("--validate", "RULE", help: "checkDigit, length=N, length=A...B, matches=PATTERN (Conformance/PATTERNS.md), gs1, "
                + "gs1=SWITCH,... (no-requisites, no-exclusions, no-duplicate-check; lenient: all three)"),
            .value("--type", "TYPE", help: "the scan's barcode type, a Swift case name (default: type unknown)"),
            .value("--source", "SOURCE", help: EventSource.allCases.map(\.rawValue).joined(separator: ", ") + "; with --events, not VALUE"),
            .value("--events", "FILE", help: "an event script, one event a line ('-' for stdin), e.g. 'frame 100 [ean13 4006381333931 "
                + "@0.5,0.5]', 'decode 120 ean13 4006381333931', 'key 10 4', 'key 11 enter', 'insert 0 \"abc\"', 'submit'; first, "
                + "optional 'set NAME VALUE' lines configure the source ('set afterWrite keepScanning')"),
        ],
        notes: [
            "exit status: 0 accepted (a script: its last write, reject or ignore is a write), 1 rejected or ignored (or not a write),",
            "  2 usage or a bad script line",
        ])

    static func run(_ arguments: ParsedArguments) throws(UsageError) -> Int32 {
        let (field, scan, events) = try parse(arguments)
        if let events { return try FieldEventsCommand.run(field: field, source: events.source, file: events.file) }
        guard let scan else { throw UsageError("no VALUE given") }
        switch field.evaluate(scan) {
        case .accepted(let value, _):
            print("accepted " + ValueEscaping.display(value))
            return 0
        case .rejected(let rejection):
            print("rejected " + rejection.name)
            return 1
        case .ignored:
            print("ignored")
            return 1
        }
    }

    static func parse(_ arguments: ParsedArguments) throws(UsageError)
        -> (ScanField, Scan?, (source: EventSource, file: String)?)
    {
        var field = ScanField()
        var type: BarcodeType?
        do throws(ConfigurationError) {
            if let types = arguments.value("--types") { field.acceptedTypes = try ConfigurationSpelling.typeSet(types) }
            if let form = arguments.value("--normalize") { field.normalization = try ConfigurationSpelling.normalization(form) }
            field.rules = try arguments.values("--validate").map(ConfigurationSpelling.rule)
            type = try arguments.value("--type").map(ConfigurationSpelling.barcodeType)
        } catch {
            throw UsageError(error.message)
        }
        let events = FieldEventsCommand.Request(source: arguments.value("--source"), file: try arguments.path("--events"))
        let value = arguments.positionals.first
        if let request = try events.validated() {
            guard value == nil, type == nil else { throw UsageError("VALUE and --type do not go with --source") }
            return (field, nil, request)
        }
        return (field, value.map { Scan(value: $0, type: type) }, nil)
    }
}
