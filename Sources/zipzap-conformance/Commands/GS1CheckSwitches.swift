import CommandLineOptions
import ZipZap

/// The `gs1` command's switches that turn a check across elements off (SPEC C-7.3): `--no-requisites`,
/// `--no-exclusions`, `--no-duplicate-check`, each the `gs1=` spelling of the check with `--` before it.
enum GS1CheckSwitches {
    static let options = GS1Options.Relaxations.allCases.map { check in
        OptionDeclaration.flag("--\(check.spelling)", help: "switch that check across elements off (SPEC C-7.3)")
    }

    /// The checks the switches given turn off.
    static func relaxations(_ arguments: ParsedArguments) -> GS1Options.Relaxations {
        GS1Options.Relaxations.allCases.filter { arguments.flag("--\($0.spelling)") }.reduce(into: []) { $0.insert($1) }
    }
}
