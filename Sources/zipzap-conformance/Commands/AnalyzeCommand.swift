// Left out of the mutation tool's build (ZIPZAP_MUTANT_BUILD, Package.swift): it needs the generator or the fuzzer.
#if !ZIPZAP_MUTANT_BUILD
import CommandLineOptions
import ZipZapConformance
import ZipZapGeneration

/// `zipzap-conformance analyze partial-reads [--interleaved-length N] [--range A...B]`: the exact probability,
/// symbology by rule set, that a partial read of a valid value passes a field.
enum AnalyzeCommand {
    static let declaration = CommandDeclaration(
        "zipzap-conformance analyze",
        about: [
            "prints, symbology by rule set, the exact probability (fraction and decimal) that a uniformly random",
            "partial read of a valid value passes the field; the model is described in Docs/partial-reads.md",
        ],
        positionals: [PositionalDeclaration("ANALYSIS", help: "partial-reads, the only analysis", required: true)],
        options: [
            .value("--interleaved-length", "N", help: "digits of the Interleaved 2 of 5 row, even, 4 to 100", default: "10"),
            .value("--range", "A...B", help: "the length range of the range columns", default: "8...14"),
        ])

    static func run(_ arguments: ParsedArguments) throws(UsageError) -> Int32 {
        guard arguments.positionals.first == Array("partial-reads".utf8) else { throw UsageError("the only analysis is 'partial-reads'") }
        let lengthText = arguments.value("--interleaved-length") ?? ""
        guard let interleavedLength = Int(lengthText), interleavedLength >= 4, interleavedLength <= 100, interleavedLength % 2 == 0 else {
            throw UsageError("--interleaved-length takes an even number from 4 to 100, got '\(lengthText)'")
        }
        let rangeText = arguments.value("--range") ?? ""
        let bounds = rangeText.split(separator: "...", omittingEmptySubsequences: false).map { Int($0) }
        guard bounds.count == 2, let lower = bounds[0], let upper = bounds[1], lower >= 0, lower <= upper else {
            throw UsageError("--range takes A...B with 0 <= A <= B, got '\(rangeText)'")
        }
        let range = lower...upper
        print(PartialReadTable.render(interleavedLength: interleavedLength, range: range))
        return 0
    }
}
#endif
