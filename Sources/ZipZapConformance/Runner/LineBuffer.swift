/// Bytes read so far from a stream, cut into lines at LF. It remembers how far it has looked for a line break, so a
/// long line arriving in many reads is scanned once.
struct LineBuffer {
    private(set) var bytes: [UInt8] = []
    private var scanned = 0

    mutating func append(_ chunk: ArraySlice<UInt8>) { bytes.append(contentsOf: chunk) }

    /// The next whole line without its LF, or nil when no whole line has arrived yet.
    mutating func takeLine() -> [UInt8]? {
        guard let newline = bytes[scanned...].firstIndex(of: 0x0A) else {
            scanned = bytes.count
            return nil
        }
        let line = Array(bytes[..<newline])
        bytes.removeSubrange(...newline)
        scanned = 0
        return line
    }

    /// What is left after the last line break (the last line of a stream that does not end with LF).
    mutating func takeRest() -> [UInt8]? {
        guard !bytes.isEmpty else { return nil }
        defer { bytes = []; scanned = 0 }
        return bytes
    }
}
