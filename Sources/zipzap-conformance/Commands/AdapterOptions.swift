import CommandLineOptions
import ZipZapConformance

/// The options `run` and `fuzz` share: how long an adapter may take, and the catalogued faults of the built-in reference.
enum AdapterOptions {
    static let timeouts: [OptionDeclaration] = [
        .value("--timeout", "S", help: "seconds an adapter may take per vector", default: "2"),
        .value("--handshake-timeout", "S", help: "seconds an adapter may take to start and answer the handshake", default: "10"),
    ]

    static func client(_ arguments: ParsedArguments) throws(UsageError) -> AdapterClient.Options {
        var client = AdapterClient.Options()
        client.timeout = try arguments.number("--timeout", in: 0.01...3600) ?? client.timeout
        client.handshakeTimeout = try arguments.number("--handshake-timeout", in: 0.01...3600) ?? client.handshakeTimeout
        return client
    }

    static func faults(_ arguments: ParsedArguments) throws(UsageError) -> [Fault] {
        var faults: [Fault] = []
        for name in arguments.values("--fault") { faults.append(try AdapterCommand.parseFault(name)) }
        return faults
    }
}
