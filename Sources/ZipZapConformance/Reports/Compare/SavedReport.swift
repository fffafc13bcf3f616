import ZipZapVectors

/// A JSON report written by `run --report-json`, read back for `compare`: each vector's status, and the failure
/// groups by signature.
public struct SavedReport: Sendable {
    /// Why a report cannot be compared: the file, and what is wrong in it (with the line and column, or the path of
    /// the offending member).
    public struct Error: Swift.Error, Sendable, CustomStringConvertible {
        public let file: String
        public let message: String
        public var description: String { "\(file): \(message)" }
    }

    public let file: String
    public let suiteVersion: String
    public let implementation: String
    /// Every vector the run accounted for, loaded or not (the summary's `total`).
    public let total: Int
    /// Status by vector id, in the report's order.
    public let statuses: [(id: String, status: VectorResult.Status)]
    /// Failure groups: signature and ids, largest first.
    public let groups: [(signature: String, ids: [String])]

    public init(file: String) throws(Error) {
        let bytes: [UInt8]
        do { bytes = try FileSystem.read(file) } catch { throw Error(file: file, message: "cannot be read: \(error.message)") }
        try self.init(bytes: bytes, file: file)
    }

    public init(bytes: [UInt8], file: String) throws(Error) {
        self.file = file
        let document: JSONValue
        do { document = try JSONParser.parse(bytes) } catch { throw Error(file: file, message: "not JSON: \(error)") }
        let reader = JSONReader(document)
        do {
            guard case .object = document else { throw reader.error("expected a JSON report object (run --report-json FILE)") }
            suiteVersion = try reader.member("suiteVersion").string()
            let implementation = try reader.member("implementation")
            self.implementation = try implementation.member("name").string() + " " + implementation.member("version").string()
            total = try reader.member("summary").member("total").int()
            statuses = try reader.member("results").array().map { (result) throws(JSONReader.Error) in
                let status = try result.member("status")
                guard let known = VectorResult.Status(rawValue: try status.string()) else {
                    throw status.error("unknown status; expected one of " + VectorResult.Status.allCases.map(\.rawValue).joined(separator: ", "))
                }
                return (try result.member("id").string(), known)
            }
            // Reports written before failure groups existed have none; their failures then compare by status only.
            groups = try (reader.optionalMember("failureGroups")?.array() ?? []).map { (group) throws(JSONReader.Error) in
                (try group.member("signature").string(), try group.member("ids").array().map { (id) throws(JSONReader.Error) in try id.string() })
            }
        } catch {
            throw Error(file: file, message: "not a zipzap-conformance JSON report: \(error)")
        }
    }
}
