#if canImport(Glibc)
import Glibc
#endif
import ZipZapVectors

/// Bytes read so far from a stream, cut into lines at LF. Taking a line costs in proportion to the line: it moves
/// a start index instead of the bytes after it, and the bytes already taken are dropped only when the next chunk
/// arrives, when what is left to move is at most one unfinished line. It remembers how far it has looked for a line
/// break, so a long line arriving in many reads is scanned once.
public struct LineBuffer {
    private var bytes: [UInt8] = []
    /// Where the first byte not yet taken is.
    private var start = 0
    /// Where the search for the next LF resumes.
    private var scanned = 0

    /// How many bytes have arrived and not been taken (an unfinished line, once `takeLine` has returned nil).
    public var pendingCount: Int { bytes.count - start }

    public init() {}

    public mutating func append(_ chunk: ArraySlice<UInt8>) {
        if start == bytes.count {
            bytes.removeAll(keepingCapacity: true)
        } else if start > 0 {
            bytes.removeSubrange(..<start)
        }
        scanned -= start
        start = 0
        bytes.append(contentsOf: chunk)
    }

    /// The next whole line without its LF, or nil when no whole line has arrived yet.
    public mutating func takeLine() -> [UInt8]? {
        takeLineRange().map { Array(bytes[$0]) }
    }

    /// `takeLine` into `line`, reusing its storage: a reader that lets go of each line before taking the next
    /// allocates no array a line. False when no whole line has arrived yet (`line` is then unchanged).
    public mutating func takeLine(into line: inout [UInt8]) -> Bool {
        guard let range = takeLineRange() else { return false }
        line.replaceSubrange(line.indices, with: bytes[range])
        return true
    }

    private mutating func takeLineRange() -> Range<Int>? {
        guard let newline = firstLineBreak() else {
            scanned = bytes.count
            return nil
        }
        let line = start..<newline
        start = newline + 1
        scanned = start
        return line
    }

    /// Where the next LF after `scanned` is, found by the C library's vectorized search.
    private func firstLineBreak() -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard scanned < buffer.count, let base = buffer.baseAddress,
                  let found = memchr(base + scanned, 0x0A, buffer.count - scanned) else { return nil }
            return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
        }
    }

    /// What is left after the last line break (the last line of a stream that does not end with LF).
    public mutating func takeRest() -> [UInt8]? {
        var line: [UInt8] = []
        return takeRest(into: &line) ? line : nil
    }

    /// `takeRest` into `line`, reusing its storage; false when nothing is left (`line` is then unchanged).
    public mutating func takeRest(into line: inout [UInt8]) -> Bool {
        guard start < bytes.count else { return false }
        line.replaceSubrange(line.indices, with: bytes[start...])
        bytes = []
        start = 0
        scanned = 0
        return true
    }
}
