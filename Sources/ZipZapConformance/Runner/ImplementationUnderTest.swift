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

/// The reference implementation, in process, optionally with one catalogued fault.
public final class InProcessReference: ImplementationUnderTest {
    public let fault: Fault?
    public init(fault: Fault? = nil) { self.fault = fault }

    public var name: String { fault.map { "reference with fault \($0.rawValue)" } ?? "reference" }
    public var version: String { ConformanceSuite.version }
    public var capabilities: Capabilities { .reference }

    public func run(_ vector: Vector) -> ImplementationReply {
        do {
            let result = try fault.map { (fault) throws(JSONReader.Error) in try FaultyReference.run(vector, fault: fault) }
                ?? ReferenceEngine.run(vector)
            return result.refusal.map(ImplementationReply.refused) ?? .result(trace: result.trace, value: result.value)
        } catch {
            return .error(message: "\(error)")
        }
    }

    public func shutdown() {}
}
