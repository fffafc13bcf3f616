import ZipZap
import ZipZapVectors

/// The conformance suite's identity: the versions a report, a manifest and an adapter handshake name.
public enum ConformanceSuite {
    /// Semantic version of the suite (vectors and expected outcomes); README.md says when each part is bumped.
    public static let version = "2.6.0"
}
