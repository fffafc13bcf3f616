#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The reference adapter is this executable's own `adapter` command.
enum AdapterExecutable {
    /// `'PATH' adapter`, quoted for the `/bin/sh -c` the runner starts adapters with.
    static let command = "'" + path.replacingQuotes() + "' adapter"

    /// The running executable: /proc/self/exe where there is one (Linux), else the path it was started by.
    static var path: String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if length > 0 { return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        return CommandLine.arguments[0]
    }
}

private extension String {
    /// Escapes single quotes for a single-quoted shell word.
    func replacingQuotes() -> String { split(separator: "'", omittingEmptySubsequences: false).joined(separator: #"'\''"#) }
}
