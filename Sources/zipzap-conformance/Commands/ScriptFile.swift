#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole event script: a file, or standard input when the path is `-`.
enum ScriptFile {
    /// The name errors use for `path`.
    static func displayName(_ path: String) -> String { path == "-" ? "<stdin>" : path }

    static func contents(of path: String) throws(UsageError) -> [UInt8] {
        let descriptor = path == "-" ? 0 : open(path, O_RDONLY)
        guard descriptor >= 0 else { throw UsageError("cannot open \(path): \(String(cString: strerror(errno)))") }
        defer { if descriptor != 0 { close(descriptor) } }
        var contents: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return contents }
            if count < 0 {
                if errno == EINTR { continue }
                throw UsageError("cannot read \(displayName(path)): \(String(cString: strerror(errno)))")
            }
            contents += chunk[..<count]
        }
    }
}
