import ZipZap
import ZipZapVectors

/// A Swift implementation of the validation pipeline run by the suite in its own process, from its own `swift test`
/// (Docs/swift-in-process.md): the vector's field and input arrive typed, and the trace goes back typed, with no JSON
/// and no adapter process. `InProcessSuite` runs the vectors through it with the runner's comparison, expectations
/// and reports.
public protocol InProcessImplementation: Sendable {
    var name: String { get }
    var version: String { get }
    /// What it implements (PROTOCOL.md's capabilities): a vector needing more is `unsupported`, not failed.
    var capabilities: Capabilities { get }

    /// Configures a field as `field` says and feeds it `input`: scans straight to the field (`direct`), or a source's
    /// configuration and events. `.refused` when the configuration must be refused (SPEC C-4.20).
    func run(field: FieldSpec, input: VectorInput) -> FieldRun

    /// A GS1 parser vector's parse (SPEC C-7.40); called only when `capabilities.gs1Parse` is set. The default has no
    /// parser.
    func parseGS1(_ request: GS1ParseCase) -> GS1ParseAnswer
}

extension InProcessImplementation {
    public func parseGS1(_ request: GS1ParseCase) -> GS1ParseAnswer { .error(message: "no GS1 parser") }
}

/// What a field did with a vector's input.
public enum FieldRun: Sendable, Hashable {
    /// Every observable event in order, and the bound value after the last one (nil when nothing was ever written).
    case trace([FieldTraceEntry], finalValue: [UInt8]?)
    /// The configuration was refused; nothing ran (SPEC C-4.20).
    case refused(ConfigurationRefusal)
    /// Not run, for a reason the report shows (a platform limit); counts as skipped, not failed.
    case skipped(reason: String)
    /// The implementation could not run it; a failure.
    case error(message: String)
}
