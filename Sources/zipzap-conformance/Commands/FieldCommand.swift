import ZipZap
import ZipZapConformance

/// `zipzap-conformance field [--types SET,...] [--normalize FORM] [--validate RULE]... [--type TYPE] VALUE`:
/// runs one scan through one field and prints `accepted VALUE`, `rejected RULE` or `ignored`.
enum FieldCommand {
    static let usage = """
        usage: zipzap-conformance field [--types SET,...] [--normalize FORM] [--validate RULE]... [--type TYPE] VALUE
          SET, TYPE  Swift case names (retailProduct, gtin, gs1, upcA, ean13, qr ...); no --type: type unknown
          FORM       none, trimmed, symbologyIdentifierStripped, upcEExpanded, gtin12, gtin13, gtin14
          RULE       checkDigit, length=N, length=A...B, matches=PATTERN (Conformance/PATTERNS.md), gs1,
                     gs1=SWITCH,... (no-requisites, no-exclusions, no-duplicate-check; lenient: all three)
        prints one line: 'accepted VALUE', 'rejected RULE' or 'ignored'; exit 0 accepted, 1 rejected or ignored, 2 usage
        """ + "\n" + FieldEventsCommand.usage

    /// `arguments` are the raw bytes of the arguments after `field`.
    static func run(_ arguments: [[UInt8]]) -> Int32 {
        do throws(UsageError) {
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
        } catch {
            printError("zipzap-conformance field: \(error.message)\n\(usage)")
            return 2
        }
    }

    static func parse(_ arguments: [[UInt8]]) throws(UsageError)
        -> (ScanField, Scan?, (source: EventSource, file: String)?)
    {
        var field = ScanField()
        var events = FieldEventsCommand.Request()
        var type: BarcodeType?
        var value: [UInt8]?
        var cursor = ArgumentCursor(arguments)
        do {
            while let token = cursor.next() {
                switch token {
                case .option("--types"): field.acceptedTypes = try ConfigurationSpelling.typeSet(cursor.value(of: "--types"))
                case .option("--normalize"):
                    field.normalization = try ConfigurationSpelling.normalization(cursor.value(of: "--normalize"))
                case .option("--validate"): field.rules.append(try ConfigurationSpelling.rule(cursor.repeatedValue(of: "--validate")))
                case .option("--type"): type = try ConfigurationSpelling.barcodeType(cursor.value(of: "--type"))
                case .option("--source"): events.source = try cursor.value(of: "--source")
                case .option("--events"): events.file = try cursor.path(of: "--events")
                case .option(let unknown): throw UsageError("unknown option '\(unknown)'")
                case .positional(let bytes):
                    guard value == nil else { throw UsageError("more than one VALUE given") }
                    value = bytes
                }
            }
        } catch let error as ConfigurationError {
            throw UsageError(error.message)
        } catch let error as UsageError {
            throw error
        } catch {
            throw UsageError("\(error)")
        }
        if let request = try events.validated() {
            guard value == nil, type == nil else { throw UsageError("VALUE and --type do not go with --source") }
            return (field, nil, request)
        }
        return (field, value.map { Scan(value: $0, type: type) }, nil)
    }
}
