/// One pass over a Digital Link URI's bytes for what the parser needs before it walks the URI: the first byte that is
/// no URI character (RFC 3986, section 2: unreserved, reserved, and `%` of a percent-encoding), else where the
/// fragment and the query start. One table load a byte tells the four kinds apart; a pass for the characters and
/// another for `#` and `?` cost two loads and two loop steps a byte.
enum URIBytes {
    enum Scan {
        case invalid(at: Int)
        /// `uriEnd`: the first `#`, else the end; `queryStart`: the first `?` before it, if any.
        case valid(uriEnd: Int, queryStart: Int?)
    }

    private enum Kind: UInt8 {
        case other, plain, fragment, query
    }

    /// The kind of each byte value, allocated once and never freed (a `static let` that lives as long as the
    /// process). `nonisolated(unsafe)`: written only while it is built.
    nonisolated(unsafe) private static let kinds: UnsafeBufferPointer<Kind> = {
        let characters = CharacterSetChecks.ByteSet(
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%")
        let kinds = UnsafeMutableBufferPointer<Kind>.allocate(capacity: 256)
        for byte in kinds.indices { kinds[byte] = characters.contains(UInt8(byte)) ? .plain : .other }
        kinds[Int(UInt8(ascii: "#"))] = .fragment
        kinds[Int(UInt8(ascii: "?"))] = .query
        return UnsafeBufferPointer(kinds)
    }()

    /// Scans `bytes` from `start` (the end of the scheme, whose bytes are all plain).
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Scan {
        let kinds = self.kinds
        var queryStart: Int?
        var index = start
        while index < bytes.count {
            switch kinds[Int(bytes[index])] {
            case .plain: break
            case .other: return .invalid(at: index)
            case .fragment:
                // The fragment's characters are checked too, but a `#` or `?` in it means nothing more.
                let invalid = ByteScan.firstByte(of: bytes, from: index, upTo: bytes.count) { kinds[Int($0)] == .other }
                return invalid.map { .invalid(at: $0) } ?? .valid(uriEnd: index, queryStart: queryStart)
            case .query: if queryStart == nil { queryStart = index }
            }
            index += 1
        }
        return .valid(uriEnd: bytes.count, queryStart: queryStart)
    }
}
