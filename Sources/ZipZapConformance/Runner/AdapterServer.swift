#if canImport(Glibc)
import Glibc
#endif
import ZipZapVectors

/// Serves an implementation over the adapter protocol on standard input and output: what
/// `zipzap-conformance adapter` runs, with the reference (optionally with a fault) behind it.
public struct AdapterServer {
    let implementation: any ImplementationUnderTest

    public init(implementation: any ImplementationUnderTest) { self.implementation = implementation }

    /// Answers requests until `stop` or the end of input; returns the exit status.
    public func serve() -> Int32 {
        var lines = InputLines(descriptor: 0)
        while let line = lines.next() {
            let request: JSONValue
            do { request = try JSONParser.parse(line) } catch {
                complain("not JSON: \(error)")
                continue
            }
            switch request["type"] {
            case .string("start")?:
                send(.object([
                    ("type", .string("started")), ("protocolVersion", .int(ProtocolMessages.version)),
                    ("implementation", .object([("name", .string(implementation.name)), ("version", .string(implementation.version))])),
                    ("capabilities", implementation.capabilities.json),
                ]))
            case .string("run")?, .string("gs1Parse")?:
                send(answer(request))
            case .string("stop")?:
                return 0
            default:
                complain("unknown request: \(ProtocolMessages.preview(line))")
            }
        }
        return 0
    }

    private func answer(_ request: JSONValue) -> JSONValue {
        let seq = request["seq"] ?? .null
        func reply(_ members: [(key: String, value: JSONValue)]) -> JSONValue { .object([("seq", seq)] + members) }
        let vector: Vector
        do { vector = try Vector(requestReader: JSONReader(request)) } catch {
            return reply([("type", .string("error")), ("message", .string("bad request: \(error)"))])
        }
        do throws(HarnessError) {
            switch try implementation.run(vector) {
            case .result(let trace, _) where vector.gs1 != nil:
                return reply([("type", .string("result")), ("gs1", trace.first ?? .null)])
            case .result(let trace, let value):
                return reply([("type", .string("result")), ("trace", .array(trace)), ("value", value.map(VectorValue.json) ?? .null)])
            case .refused(let refusal): return reply([("type", .string("configurationError")), ("error", refusal.json)])
            case .skipped(let reason): return reply([("type", .string("skipped")), ("reason", .string(reason))])
            case .error(let message), .broken(let message): return reply([("type", .string("error")), ("message", .string(message))])
            }
        } catch {
            return reply([("type", .string("error")), ("message", .string(error.message))])
        }
    }

    private func send(_ value: JSONValue) {
        var line = JSONWriter().compact(value) + "\n"
        line.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = retryingInterrupted { write(1, buffer.baseAddress! + offset, buffer.count - offset) }
                if written <= 0 { return }
                offset += written
            }
        }
    }

    private func complain(_ message: String) {
        var line = "zipzap-conformance adapter: \(message)\n"
        line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
    }
}

extension Vector {
    /// A vector as a `run` request carries it: no expectations, description or provenance.
    init(requestReader reader: JSONReader) throws(JSONReader.Error) {
        if try reader.member("type").string() == "gs1Parse" {
            self.init(
                id: try reader.optionalMember("id")?.string() ?? "", description: "", clauses: [], flags: [], provenance: .handWritten,
                field: FieldSpec(), expectedTrace: [], expectedValue: nil,
                gs1: try GS1ParseCase(requestReader: reader))
            return
        }
        let field = try FieldSpec(reader.member("field"))
        let sourceReader = try reader.member("source")
        let name = try sourceReader.string()
        guard let source = SourceKind(rawValue: name) else { throw sourceReader.error("unknown source '\(name)'") }
        self.init(
            id: try reader.optionalMember("id")?.string() ?? "", description: "", clauses: [], flags: [], provenance: .handWritten,
            field: field,
            input: try SourceInput(
                source: source, configuration: try reader.optionalMember("sourceConfiguration")?.value,
                events: try reader.member("events").array().map(\.value), path: reader.path),
            expectedTrace: [], expectedValue: nil)
    }
}
