import ZipZapConformance

/// `zipzap-conformance adapter [--fault NAME]... [--list-faults]`: serves the reference over the adapter protocol.
enum AdapterCommand {
    static let usage = """
        usage: zipzap-conformance adapter [--fault NAME]...
               zipzap-conformance adapter --list-faults
          serves the reference implementation over the adapter protocol (Conformance/PROTOCOL.md) on stdin/stdout
          --fault NAME   misbehave in one catalogued way; repeat it to plant several faults at once (all applied; of
                         two that change the same step, the later one wins); --list-faults prints the catalogue
        """

    static func run(_ arguments: [[UInt8]]) -> Int32 {
        var faults: [Fault] = []
        var cursor = ArgumentCursor(arguments)
        do throws(UsageError) {
            while let token = cursor.next() {
                switch token {
                case .option("--fault"): faults.append(try parseFault(try cursor.repeatedValue(of: "--fault")))
                case .option("--list-faults"):
                    for fault in Fault.allCases { print("\(fault.rawValue)\t\(fault.summary)") }
                    return 0
                case .option(let option): throw UsageError("unknown option '\(option)'")
                case .positional(let bytes): throw UsageError("unexpected argument '\(String(decoding: bytes, as: UTF8.self))'")
                }
            }
        } catch {
            printError("zipzap-conformance adapter: \(error.message)\n\(usage)")
            return 2
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
