/// The Unicode scalars of a byte sequence read as UTF-8, with every maximal ill-formed subpart read as one U+FFFD
/// (the Unicode Standard's recommended practice, chapter 3; Python's `errors="replace"`, the WHATWG decoder and
/// Swift's `String(decoding:as:)` do the same). SPEC C-5.2 defines length in these terms.
public struct UTF8Scalars<Bytes: Collection<UInt8>>: Sequence {
    public let bytes: Bytes
    public init(_ bytes: Bytes) { self.bytes = bytes }

    public func makeIterator() -> Iterator { Iterator(bytes: bytes) }

    public struct Iterator: IteratorProtocol {
        let bytes: Bytes
        /// Where the next scalar starts.
        public private(set) var index: Bytes.Index

        init(bytes: Bytes) {
            self.bytes = bytes
            index = bytes.startIndex
        }

        public mutating func next() -> Unicode.Scalar? {
            guard index != bytes.endIndex else { return nil }
            let lead = bytes[index]
            bytes.formIndex(after: &index)
            if lead < 0x80 { return Unicode.Scalar(lead) }
            let needed: Int
            var value: UInt32
            var low: UInt8 = 0x80, high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: needed = 1; value = UInt32(lead & 0x1F)
            case 0xE0: needed = 2; value = UInt32(lead & 0x0F); low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: needed = 2; value = UInt32(lead & 0x0F)
            case 0xED: needed = 2; value = UInt32(lead & 0x0F); high = 0x9F
            case 0xF0: needed = 3; value = UInt32(lead & 0x07); low = 0x90
            case 0xF1...0xF3: needed = 3; value = UInt32(lead & 0x07)
            case 0xF4: needed = 3; value = UInt32(lead & 0x07); high = 0x8F
            default: return Self.replacement
            }
            for _ in 0..<needed {
                guard index != bytes.endIndex else { return Self.replacement }
                let byte = bytes[index]
                guard byte >= low && byte <= high else { return Self.replacement }
                value = value << 6 | UInt32(byte & 0x3F)
                bytes.formIndex(after: &index)
                low = 0x80; high = 0xBF
            }
            return Unicode.Scalar(value) ?? Self.replacement
        }

        static var replacement: Unicode.Scalar { "\u{FFFD}" }
    }

    /// The number of scalars, counted without decoding them into a buffer.
    public var count: Int {
        var n = 0
        var iterator = makeIterator()
        while iterator.next() != nil { n += 1 }
        return n
    }
}
