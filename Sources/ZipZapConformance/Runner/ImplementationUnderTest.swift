import ZipZapVectors

/// An implementation the runner drives: the reference in process, or an adapter process.
public protocol ImplementationUnderTest: AnyObject {
    var name: String { get }
    var version: String { get }
    var capabilities: Capabilities { get }
    /// Runs one vector. Only harness trouble that makes going on pointless throws.
    func run(_ vector: Vector) throws(HarnessError) -> ImplementationReply
    func shutdown()
}

/// What an implementation answered for one vector.
public enum ImplementationReply: Sendable, Hashable {
    case result(trace: [JSONValue], value: [UInt8]?)
    /// The implementation refused the vector's field configuration (SPEC C-4.20).
    case refused(ConfigurationRefusal)
    case skipped(reason: String)
    /// The implementation reported an error for this vector.
    case error(message: String)
    /// The adapter timed out, crashed, closed its output or broke the protocol while serving this vector.
    case broken(message: String)
}

/// Trouble with the harness itself: the adapter cannot be started or keeps dying. The run ends with exit 2.
public struct HarnessError: Error, Sendable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// The reference implementation, in process, optionally with catalogued faults (all of them planted at once).
public final class InProcessReference: ImplementationUnderTest {
    public let faults: [Fault]
    public init(faults: [Fault]) { self.faults = faults }
    public convenience init(fault: Fault? = nil) { self.init(faults: fault.map { [$0] } ?? []) }

    public var name: String {
        faults.isEmpty ? "reference" : "reference with fault\(faults.count == 1 ? "" : "s") " + faults.map(\.rawValue).joined(separator: ", ")
    }
    public var version: String { ConformanceSuite.version }
    public var capabilities: Capabilities { .reference }

    public func run(_ vector: Vector) -> ImplementationReply {
        let result = faults.isEmpty ? ReferenceEngine.run(vector) : FaultyReference.run(vector, faults: faults)
        return result.refusal.map(ImplementationReply.refused) ?? .result(trace: result.trace, value: result.value)
    }

    public func shutdown() {}
}
