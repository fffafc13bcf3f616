#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How the tools put bytes at a path a user named (reports, exports, generated vectors) without ever replacing what
/// is not theirs to replace: a regular file is replaced atomically; a symbolic link is followed, so the link stays
/// and its target is written; anything else that exists — a FIFO, a terminal, `/dev/stdout`, `/dev/null` — is
/// written through, as a shell redirection would.
extension FileSystem {
    public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(Error) {
        guard !path.isEmpty else { throw Error(path: path, message: "an empty path names no file") }
        var status = stat()
        if stat(path, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFREG:
                guard let real = realpath(path, nil) else { throw Error(path: path, message: "cannot be resolved: \(describeErrno())") }
                defer { free(real) }
                try replaceRegularFile(String(cString: real), with: bytes, mode: status.st_mode & 0o7777, shownAs: path)
            case S_IFDIR: throw Error(path: path, message: "is a directory; give a file name")
            // Opened by its own name, so that /dev/stdout and /proc/self/fd/N reach what they stand for.
            default: try writeThrough(path, bytes, shownAs: path)
            }
            return
        }
        guard errno == ENOENT else { throw Error(path: path, message: "cannot be examined: \(describeErrno())") }
        let target = try resolvingSymbolicLinks(path)
        try createFolder(parent(of: target), shownAs: path)
        try replaceRegularFile(target, with: bytes, mode: 0o666 & ~currentUmask(), shownAs: path)
    }

    /// The path a chain of symbolic links ends at when it names no file yet; relative link targets are taken from the
    /// link's folder.
    package static func resolvingSymbolicLinks(_ path: String) throws(Error) -> String {
        var current = path
        for _ in 0..<40 {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count >= 0 else { return current }
            let destination = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = destination.hasPrefix("/") ? destination : join(parent(of: current), destination)
        }
        throw Error(path: path, message: "has too many levels of symbolic links")
    }

    package static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    package static func createFolder(_ folder: String, shownAs path: String) throws(Error) {
        var status = stat()
        if stat(folder, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else { throw Error(path: path, message: "\(folder) is not a directory") }
            return
        }
        try createFolder(parent(of: folder), shownAs: path)
        guard mkdir(folder, 0o777) == 0 || errno == EEXIST else {
            throw Error(path: path, message: "its folder \(folder) cannot be created: \(describeErrno())")
        }
    }

    /// A temporary file beside the target, then a rename: a reader sees the old file or the new one, never half.
    private static func replaceRegularFile(_ target: String, with bytes: [UInt8], mode: mode_t, shownAs path: String) throws(Error) {
        var template = Array((join(parent(of: target), ".") + lastComponent(of: target) + ".XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw Error(path: path, message: "cannot be written: \(describeErrno())") }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        do throws(Error) {
            defer { close(descriptor) }
            guard fchmod(descriptor, mode) == 0 else { throw Error(path: path, message: "cannot be written: \(describeErrno())") }
            try writeAll(bytes, to: descriptor, shownAs: path)
        } catch {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, target) == 0 else {
            let message = describeErrno()
            unlink(temporary)
            throw Error(path: path, message: "cannot be written: \(message)")
        }
    }

    private static func writeThrough(_ target: String, _ bytes: [UInt8], shownAs path: String) throws(Error) {
        // Opening a FIFO waits for its reader, so a signal can interrupt it, as it can the writes.
        let descriptor = retryingInterrupted { open(target, O_WRONLY) }
        guard descriptor >= 0 else { throw Error(path: path, message: "cannot be opened for writing: \(describeErrno())") }
        defer { close(descriptor) }
        try writeAll(bytes, to: descriptor, shownAs: path)
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, shownAs path: String) throws(Error) {
        var written = 0
        while written < bytes.count {
            let count = retryingInterrupted { bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } }
            guard count > 0 else { throw Error(path: path, message: "cannot be written: \(describeErrno())") }
            written += count
        }
    }

    package static func lastComponent(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    package static func describeErrno() -> String { String(cString: strerror(errno)) }

    private static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }
}
