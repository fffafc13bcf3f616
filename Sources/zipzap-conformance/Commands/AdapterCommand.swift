import CommandLineOptions
import ZipZapConformance

/// `zipzap-conformance adapter [--fault NAME]... [--list-faults]`: serves the reference over the adapter protocol.
enum AdapterCommand {
    static let declaration = CommandDeclaration(
        "zipzap-conformance adapter",
        about: ["serves the reference implementation over the adapter protocol (Conformance/PROTOCOL.md) on stdin/stdout"],
        options: [
            .repeated("--fault", "NAME", help: "misbehave in one catalogued way; repeat it to plant several faults at once (all "
                + "applied; of two that change the same step, the later one wins)"),
            .flag("--list-faults", help: "print the catalogue, one fault a line, and exit"),
        ])

    static func run(_ arguments: ParsedArguments) throws(UsageError) -> Int32 {
        let faults = try AdapterOptions.faults(arguments)
        if arguments.flag("--list-faults") {
            for fault in Fault.allCases { print("\(fault.rawValue)\t\(fault.summary)") }
            return 0
        }
        return AdapterServer(implementation: InProcessReference(faults: faults)).serve()
    }

    static func parseFault(_ name: String) throws(UsageError) -> Fault {
        guard let fault = Fault(rawValue: name) else {
            throw UsageError("unknown fault '\(name)'; 'zipzap-conformance adapter --list-faults' lists them")
        }
        return fault
    }
}
