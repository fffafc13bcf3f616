/// An invariant a fuzz target found broken: the fuzz shim traps on it (so libFuzzer keeps the input), the corpus
/// replay tests fail with it.
public struct FuzzFinding: Error, Sendable, Hashable, CustomStringConvertible {
    /// The target that found it: `normalizer`, `gs1`, `gs1-roundtrip` or `field`.
    public let target: String
    /// The invariant that broke, in a few words.
    public let invariant: String
    /// The values involved.
    public let detail: String

    public init(target: String, invariant: String, detail: String) {
        self.target = target
        self.invariant = invariant
        self.detail = detail
    }

    public var description: String { "\(target): \(invariant): \(detail)" }
}

/// Bytes shown in findings: printable ASCII as is, everything else as `\xHH`.
func escaped<C: Collection<UInt8>>(_ bytes: C) -> String {
    var text = "\""
    for byte in bytes {
        if byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\\"), byte != UInt8(ascii: "\"") {
            text.unicodeScalars.append(Unicode.Scalar(byte))
        } else {
            let hex = Array("0123456789ABCDEF")
            text += "\\x" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 15)])
        }
    }
    return text + "\""
}

extension FuzzFinding {
    /// What a libFuzzer entry point returns for one run: a finding traps, so libFuzzer records the input as a crash
    /// (run with SWIFT_BACKTRACE=enable=no, or Swift's backtracer takes the trap first and no crash file is written).
    public static func libFuzzerResult(_ finding: FuzzFinding?) -> CInt {
        if let finding { fatalError("invariant broken: \(finding)") }
        return 0
    }
}
