/// The loops of the byte checks that run on every byte of a value or a URI (is it a digit, a printable byte, a URI
/// character): whole words first, where a test of eight bytes at once exists, then byte by byte. A word test says
/// only whether all eight bytes of a word pass; the byte loop after it checks the rest with the byte test the word
/// test agrees with, and finds the failing byte.
enum ByteScan {
    private static var width: Int { MemoryLayout<UInt64>.size }

    /// The length of the run of whole words at the start of `bytes` that `passes` accepts: a multiple of eight, at
    /// most `bytes.count`.
    @inline(__always)
    static func passingWordsLength(_ bytes: UnsafeBufferPointer<UInt8>, _ passes: (UInt64) -> Bool) -> Int {
        var index = 0
        while index + width <= bytes.count && passes(word(at: index, of: bytes)) { index += width }
        return index
    }

    /// The offset of the first byte of `bytes[start..<end]` that `fails`, or nil.
    @inline(__always)
    static func firstByte(
        of bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0, upTo end: Int, where fails: (UInt8) -> Bool
    ) -> Int? {
        var index = start
        while index < end {
            if fails(bytes[index]) { return index }
            index += 1
        }
        return nil
    }

    /// The eight bytes at `offset` as one word (in memory order; the word tests treat every byte alike). Every word
    /// is read here, so that one `assert` covers them all: a word that would end beyond `bytes` traps in a debug
    /// build and in the mutation tool's build (`-assert-config Debug`, Docs/mutation.md, "Bounds-checked reads"),
    /// as an `UnsafeBufferPointer` subscript does; in a release build the check is compiled out. The base address
    /// is not nil: a buffer without one is empty, and the assert has just seen `count >= 8`.
    @inline(__always)
    private static func word(at offset: Int, of bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        assert(offset + width <= bytes.count, "a word read must end within the buffer")
        return UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped).loadUnaligned(fromByteOffset: offset, as: UInt64.self)
    }
}
