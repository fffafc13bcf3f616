/// Reads structured choices from fuzz input. Reading past the end gives zeros and empty byte strings, so every input
/// decodes to something.
struct ByteReader {
    private let bytes: UnsafeRawBufferPointer
    private var position = 0

    init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    var isAtEnd: Bool { position >= bytes.count }

    mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// An unsigned LEB128 number (at most ten bytes).
    mutating func unsigned() -> UInt64 {
        var value: UInt64 = 0
        for shift in stride(from: 0, to: 70, by: 7) {
            let next = byte()
            value |= UInt64(next & 0x7F) << UInt64(shift)
            if next & 0x80 == 0 { break }
        }
        return value
    }

    /// A zigzag-encoded signed number: small magnitudes of either sign are short.
    mutating func signed() -> Int64 {
        let raw = unsigned()
        return Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))
    }

    mutating func int() -> Int { Int(truncatingIfNeeded: signed()) }

    /// A length-prefixed byte string, cut at the end of the input.
    mutating func string() -> [UInt8] {
        let count = Int(min(unsigned(), UInt64(bytes.count - min(position, bytes.count))))
        defer { position += count }
        return Array(bytes[position..<position + count])
    }
}

/// Writes what `ByteReader` reads: the corpus generator encodes vectors with it.
public struct ByteWriter {
    public private(set) var bytes: [UInt8] = []

    public init() {}

    mutating func byte(_ value: UInt8) { bytes.append(value) }

    mutating func unsigned(_ value: UInt64) {
        var rest = value
        repeat {
            let low = UInt8(rest & 0x7F)
            rest >>= 7
            bytes.append(rest == 0 ? low : low | 0x80)
        } while rest != 0
    }

    mutating func signed(_ value: Int64) {
        unsigned(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }

    mutating func int(_ value: Int) { signed(Int64(value)) }

    mutating func string(_ value: [UInt8]) {
        unsigned(UInt64(value.count))
        bytes += value
    }

    mutating func append(_ other: ByteWriter) { bytes += other.bytes }
}
