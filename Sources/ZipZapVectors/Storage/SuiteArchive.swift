#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The suite's files packed behind an executable (`zipzap-conformance bundle`), so that one file carries the runner
/// and the suite. The loader ignores bytes after an ELF image's segments, so the program runs as before; it finds
/// the archive from its last bytes:
///
///     entry*  length  magic
///     entry:  NAME "\n" COUNT "\n" BYTES      (COUNT in decimal digits)
///     length: the entries' byte count, 20 decimal digits; magic: "ZIPZAP-SUITE-1\n"
public enum SuiteArchive {
    public struct Error: Swift.Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    static let magic = Array("ZIPZAP-SUITE-1\n".utf8)
    static let lengthDigits = 20
    static var trailerCount: Int { lengthDigits + magic.count }

    /// The archive of `files`, trailer included, to append to an executable.
    public static func pack(_ files: [String: [UInt8]]) -> [UInt8] {
        var entries: [UInt8] = []
        for name in files.keys.sorted() {
            entries += Array("\(name)\n\(files[name]!.count)\n".utf8) + files[name]!
        }
        let length = String(entries.count)
        return entries + Array((String(repeating: "0", count: lengthDigits - length.count) + length).utf8) + magic
    }

    /// The files archived at the end of `bytes`, nil when `bytes` end with no archive.
    public static func unpack(_ bytes: [UInt8]) throws(Error) -> [String: [UInt8]]? {
        guard let length = appendedLength(trailer: bytes.suffix(trailerCount)) else { return nil }
        guard length <= bytes.count - trailerCount else { throw Error(description: "the archive's length \(length) exceeds the file") }
        return try entries(Array(bytes[(bytes.count - trailerCount - length)..<(bytes.count - trailerCount)]))
    }

    /// `bytes` without the archive at their end, if they end with one.
    public static func withoutArchive(_ bytes: [UInt8]) -> [UInt8] {
        guard let length = appendedLength(trailer: bytes.suffix(trailerCount)), length <= bytes.count - trailerCount else { return bytes }
        return Array(bytes.prefix(bytes.count - trailerCount - length))
    }

    /// The files archived at the end of the file at `path`, read without reading the program before them; nil when
    /// there is none.
    public static func appended(to path: String) throws(Error) -> [String: [UInt8]]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        let size = Int(lseek(descriptor, 0, SEEK_END))
        guard size >= trailerCount, let length = appendedLength(trailer: read(descriptor, at: size - trailerCount, count: trailerCount)[...]) else {
            return nil
        }
        guard length <= size - trailerCount else { throw Error(description: "\(path): the archive's length \(length) exceeds the file") }
        return try entries(read(descriptor, at: size - trailerCount - length, count: length))
    }

    private static func read(_ descriptor: Int32, at offset: Int, count: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = retryingInterrupted {
                bytes[done...].withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(offset + done)) }
            }
            guard got > 0 else { return Array(bytes.prefix(done)) }
            done += got
        }
        return bytes
    }

    private static func appendedLength(trailer: ArraySlice<UInt8>) -> Int? {
        guard trailer.count == trailerCount, trailer.suffix(magic.count).elementsEqual(magic) else { return nil }
        return Int(String(decoding: trailer.prefix(lengthDigits), as: UTF8.self))
    }

    private static func entries(_ bytes: [UInt8]) throws(Error) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        var index = 0
        func line() throws(Error) -> String {
            guard let end = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) else { throw Error(description: "an entry is cut short at byte \(index)") }
            defer { index = end + 1 }
            return String(decoding: bytes[index..<end], as: UTF8.self)
        }
        while index < bytes.count {
            let name = try line(), countText = try line()
            guard let count = Int(countText), count >= 0, count <= bytes.count - index else {
                throw Error(description: "entry \(name) gives a length of '\(countText)' bytes, more than the archive holds")
            }
            files[name] = Array(bytes[index..<(index + count)])
            index += count
        }
        return files
    }
}
