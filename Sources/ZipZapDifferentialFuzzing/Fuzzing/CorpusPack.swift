import ZipZapConformance

/// A minimized corpus kept in git as one text file per target (`Corpus/merged/TARGET.hex`) instead of thousands of
/// files: one input a line in hexadecimal (two digits a byte, written lower case), the lines sorted by the inputs'
/// bytes and unique, an LF after each. `zipzap-fuzz-corpus` unpacks it into `Corpus/merged/TARGET/` for a campaign,
/// and `zipzap-fuzz-corpus --pack` writes it again from that folder after one.
public enum CorpusPack {
    public struct Problem: Error, Sendable, CustomStringConvertible {
        public let line: Int
        public let reason: String
        public var description: String { "line \(line): \(reason)" }
    }

    public static func inputs(in text: [UInt8]) throws(Problem) -> [[UInt8]] {
        var inputs: [[UInt8]] = []
        var lineStart = 0
        var lineNumber = 1
        while lineStart < text.count {
            guard let end = text[lineStart...].firstIndex(of: UInt8(ascii: "\n")) else {
                throw Problem(line: lineNumber, reason: "the last line has no line break")
            }
            let digits = text[lineStart..<end]
            guard !digits.isEmpty, digits.count % 2 == 0 else {
                throw Problem(line: lineNumber, reason: "\(digits.count) hex digits: an input is one byte or more, two digits a byte")
            }
            let input: [UInt8]
            do throws(Hex.BadDigit) {
                input = try Hex.bytes(digits)
            } catch {
                throw Problem(line: lineNumber, reason: "not a hexadecimal digit at column \(error.offset + 1)")
            }
            if let previous = inputs.last, !previous.lexicographicallyPrecedes(input) {
                throw Problem(line: lineNumber, reason: "the lines are not sorted and unique (`zipzap-fuzz-corpus --pack` writes them so)")
            }
            inputs.append(input)
            lineStart = end + 1
            lineNumber += 1
        }
        return inputs
    }

    /// The pack of these inputs; an empty input is left out (a campaign never keeps one).
    public static func text(of inputs: [[UInt8]]) -> [UInt8] {
        let sorted = Set(inputs.filter { !$0.isEmpty }).sorted { $0.lexicographicallyPrecedes($1) }
        return Array(sorted.map { Hex.lower($0) + "\n" }.joined().utf8)
    }
}
