import Testing
import ZipZap

/// The scans that test eight bytes at a time (digits of `N` components, the printable bytes of a Digital Link) must
/// find the same first bad byte as a byte-by-byte reading of the rule, wherever it stands: in the first word, across
/// a word's end, or in the tail after the last whole word.
@Suite struct WordAtATimeTests {
    /// Bytes just outside `0`-`9` and the extremes, which a wrong mask or carry would let through.
    static let nonDigits: [UInt8] = [0x00, 0x1D, 0x20, 0x2F, 0x3A, 0x3F, 0x40, 0x5E, 0x7F, 0x80, 0xB0, 0xF9, 0xFA, 0xFF]

    @Test func numericFindsTheFirstNonDigitAnywhere() {
        for length in 1...25 {
            let digits = (0..<length).map { UInt8(ascii: "0") + UInt8($0 % 10) }
            #expect(digits.withUnsafeBufferPointer { GS1Check.csetnumeric.failureOffset(in: $0, referenceYear: 2026) } == nil)
            for position in 0..<length {
                for byte in Self.nonDigits {
                    var value = digits
                    value[position] = byte
                    if position + 1 < length { value[length - 1] = byte }
                    let offset = value.withUnsafeBufferPointer {
                        GS1Check.csetnumeric.failureOffset(in: $0, referenceYear: 2026)
                    }
                    #expect(offset == position, "length \(length), byte \(byte) at \(position)")
                }
            }
        }
    }

    /// A byte GS1 never holds at each position of a Digital Link URI after its scheme: the error is that byte, at
    /// its offset.
    @Test func digitalLinkFindsTheFirstInvalidByteAnywhere() {
        let uri = [UInt8]("https://id.gs1.org/01/09520123456788/10/ABC123?17=290101".utf8)
        #expect(GS1.validate(uri) == nil)
        for position in 8..<uri.count {
            for byte: UInt8 in [0x00, 0x1F, 0x7F, 0x80, 0xFF] {
                var input = uri
                input[position] = byte
                let error = GS1.validate(input)
                #expect(error?.code == .invalidByte, "byte \(byte) at \(position)")
                #expect(error?.offset == position, "byte \(byte) at \(position)")
            }
        }
    }
}
