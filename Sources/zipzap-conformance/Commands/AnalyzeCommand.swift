import ZipZapConformance
import ZipZapGeneration

/// `zipzap-conformance analyze partial-reads [--interleaved-length N] [--range A...B]`: the exact probability,
/// symbology by rule set, that a partial read of a valid value passes a field.
enum AnalyzeCommand {
    static let usage = """
        usage: zipzap-conformance analyze partial-reads [--interleaved-length N] [--range A...B]
          prints, symbology by rule set, the exact probability (fraction and decimal) that a uniformly random
          partial read of a valid value passes the field; the model is described in Docs/partial-reads.md
          N      digits of the Interleaved 2 of 5 row, even, 4 to 100 (default 10)
          A...B  the length range of the range columns (default 8...14)
        """

    static func run(_ arguments: [[UInt8]]) -> Int32 {
        var interleavedLength = 10
        var range = 8...14
        var cursor = ArgumentCursor(arguments)
        do throws(UsageError) {
            guard case .positional(let analysis) = cursor.next(), analysis == Array("partial-reads".utf8) else {
                throw UsageError("the only analysis is 'partial-reads'")
            }
            while let token = cursor.next() {
                switch token {
                case .option("--interleaved-length"):
                    let text = try cursor.value(of: "--interleaved-length")
                    guard let length = Int(text), length >= 4, length <= 100, length % 2 == 0 else {
                        throw UsageError("--interleaved-length takes an even number from 4 to 100, got '\(text)'")
                    }
                    interleavedLength = length
                case .option("--range"):
                    let text = try cursor.value(of: "--range")
                    let bounds = text.split(separator: "...", omittingEmptySubsequences: false).map { Int($0) }
                    guard bounds.count == 2, let lower = bounds[0], let upper = bounds[1], lower >= 0, lower <= upper else {
                        throw UsageError("--range takes A...B with 0 <= A <= B, got '\(text)'")
                    }
                    range = lower...upper
                case .option(let unknown): throw UsageError("unknown option '\(unknown)'")
                case .positional(let bytes): throw UsageError("unexpected argument '\(String(decoding: bytes, as: UTF8.self))'")
                }
            }
        } catch {
            printError("zipzap-conformance analyze: \(error.message)\n\(usage)")
            return 2
        }
        print(PartialReadTable.render(interleavedLength: interleavedLength, range: range))
        return 0
    }
}
