import ZipZap

/// The `gs1` command's switches that turn a check across elements off (SPEC C-7.3): `--no-requisites`,
/// `--no-exclusions`, `--no-duplicate-check`, each the `gs1=` spelling of the check with `--` before it.
enum GS1CheckSwitches {
    static let usage = "  --no-requisites, --no-exclusions, --no-duplicate-check: switch that check across elements off (SPEC C-7.3)"

    /// The switches at the front of `arguments`, and the arguments after them.
    static func split(_ arguments: [[UInt8]]) -> (relaxed: GS1Options.Relaxations, rest: ArraySlice<[UInt8]>) {
        var relaxed: GS1Options.Relaxations = []
        var rest = arguments[...]
        while let first = rest.first,
              let check = GS1Options.Relaxations.allCases.first(where: { Array("--\($0.spelling)".utf8) == first }) {
            relaxed.insert(check)
            rest = rest.dropFirst()
        }
        return (relaxed, rest)
    }
}
