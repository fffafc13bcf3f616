/// Byte classification for the hot paths, which work on UTF-8 bytes rather than `Character`s.
public enum ASCII {
    @inline(__always) public static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }
    @inline(__always) public static func isUpperLetter(_ byte: UInt8) -> Bool { byte &- 0x41 < 26 }
    @inline(__always) public static func isLowerLetter(_ byte: UInt8) -> Bool { byte &- 0x61 < 26 }
    @inline(__always) public static func isLetter(_ byte: UInt8) -> Bool { isUpperLetter(byte) || isLowerLetter(byte) }
    /// The digit's value; the caller has checked `isDigit`.
    @inline(__always) public static func digitValue(_ byte: UInt8) -> Int { Int(byte &- 0x30) }
}
