import ZipZapVectors

/// The messages of the adapter protocol (Conformance/PROTOCOL.md), built and read.
public enum ProtocolMessages {
    public static let version = 1

    public static func start(suiteVersion: String) -> String {
        JSONWriter().compact(.object([
            ("type", .string("start")), ("protocolVersion", .int(version)), ("suiteVersion", .string(suiteVersion)),
        ]))
    }

    public static func run(seq: Int, vector: Vector) -> String {
        if let parse = vector.gs1 { return gs1Parse(seq: seq, id: vector.id, parse: parse) }
        var members: [(key: String, value: JSONValue)] = [
            ("type", .string("run")), ("seq", .int(seq)), ("id", .string(vector.id)), ("field", vector.field.json),
            ("source", .string(vector.source.rawValue)),
        ]
        if let configuration = vector.sourceConfiguration { members.append(("sourceConfiguration", configuration)) }
        members.append(("events", .array(vector.events)))
        return JSONWriter().compact(.object(members))
    }

    public static let stop = #"{"type": "stop"}"#

    public struct Started: Sendable, Hashable {
        public var name: String
        public var version: String
        public var capabilities: Capabilities
    }

    public enum Response: Sendable, Hashable {
        case result(trace: [JSONValue], value: [UInt8]?)
        case refused(ConfigurationRefusal)
        case skipped(reason: String)
        case error(message: String)
    }

    /// Why a line is not the message the runner waits for.
    public struct Violation: Error, Sendable, CustomStringConvertible {
        public let message: String
        public var description: String { message }
    }

    public static func started(_ line: [UInt8]) throws(Violation) -> Started {
        let reader = try object(line)
        do {
            guard try reader.member("type").string() == "started" else { throw Violation(message: "expected a 'started' message") }
            let spoken = try reader.member("protocolVersion").int()
            guard spoken == version else {
                throw Violation(message: "the adapter speaks protocol version \(spoken); this runner speaks version \(version)")
            }
            let implementation = try reader.member("implementation")
            return Started(
                name: try implementation.member("name").string(), version: try implementation.member("version").string(),
                capabilities: try Capabilities(reader.member("capabilities")))
        } catch let error as JSONReader.Error {
            throw Violation(message: "bad 'started' message: \(error)")
        } catch let error as Violation {
            throw error
        } catch {
            throw Violation(message: "\(error)")
        }
    }

    public static func response(_ line: [UInt8], seq: Int) throws(Violation) -> Response {
        let reader = try object(line)
        do {
            let answered = try reader.member("seq").int()
            guard answered == seq else {
                throw Violation(message: "answered seq \(answered) while seq \(seq) was outstanding (a second answer, or out of order)")
            }
            switch try reader.member("type").string() {
            case "result":
                // A GS1 parser outcome travels as the one entry of the trace (`ReferenceEngine.run`).
                if let outcome = try reader.optionalMember("gs1") { return .result(trace: [outcome.value], value: nil) }
                let trace = try reader.member("trace").array().map(\.value)
                let value = try reader.optionalMember("value").map { (item) throws(JSONReader.Error) in try VectorValue.bytes(item) }
                return .result(trace: trace, value: value)
            case "configurationError": return .refused(try ConfigurationRefusal(reader.member("error")))
            case "skipped": return .skipped(reason: try reader.member("reason").string())
            case "error": return .error(message: try reader.member("message").string())
            case let other: throw Violation(message: "unknown response type '\(other)'")
            }
        } catch let error as JSONReader.Error {
            throw Violation(message: "bad response: \(error)")
        } catch let error as Violation {
            throw error
        } catch {
            throw Violation(message: "\(error)")
        }
    }

    private static func object(_ line: [UInt8]) throws(Violation) -> JSONReader {
        let value: JSONValue
        do { value = try JSONParser.parse(line) } catch {
            throw Violation(message: "not JSON (\(error)): \(preview(line))")
        }
        guard case .object = value else { throw Violation(message: "not a JSON object: \(preview(line))") }
        return JSONReader(value)
    }

    /// The start of a line, for messages.
    static func preview(_ line: [UInt8]) -> String {
        let shown = ValueEscaping.display(Array(line.prefix(200)))
        return line.count > 200 ? shown + "... (\(line.count) bytes)" : shown
    }
}
