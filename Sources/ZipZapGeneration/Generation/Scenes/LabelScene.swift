import ZipZapConformance

/// One label scene of `Conformance/scenes`: its description, what zxing-cpp reported in its frames (as camera
/// events) and the field configurations the scene is run with, each with what its author expects (SPEC C-8.20).
public struct LabelScene: Sendable {
    /// One field configuration a scene is run with; it becomes one vector.
    public struct FieldCase: Sendable {
        public var key: String
        public var description: String
        public var field: FieldSpec
        public var camera: JSONValue?
        public var clauses: [String]
        public var flags: [String]
        /// What the author of the scene reasoned from SPEC: the values written, in order, and the values marked.
        public var expectedWrites: [[UInt8]]
        public var expectedMarks: [[UInt8]]
    }

    public var name: String
    public var description: String
    public var seed: UInt64
    /// The decoder and its version, e.g. `zxing-cpp 2.3.0`.
    public var decoder: String
    public var events: [JSONValue]
    public var fields: [FieldCase]

    /// The scenes of `folder` (`Conformance/scenes`): `scenes/NAME.json`, `decoded/NAME.json`, `fields.json`.
    public static func load(folder: String) throws(SceneFixtureError) -> [LabelScene] {
        let presets = try SceneFixtureFile(folder + "/fields.json").read { (reader) throws(JSONReader.Error) in
            var presets: [String: FieldSpec] = [:]
            for (name, item) in try reader.member("fields").members() { presets[name] = try FieldSpec(item) }
            return presets
        }
        let names: [String]
        do {
            names = try FileSystem.list(folder + "/scenes").filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }
        } catch {
            throw SceneFixtureError(file: error.path, message: error.message)
        }
        var scenes: [LabelScene] = []
        for name in names {
            let decoded = try SceneFixtureFile("\(folder)/decoded/\(name).json").read { (reader) throws(JSONReader.Error) in
                guard try reader.member("scene").string() == name else { throw try reader.member("scene").error("names another scene") }
                return (decoder: try reader.member("decoder").string(), events: try reader.member("events").array().map(\.value))
            }
            scenes.append(try SceneFixtureFile("\(folder)/scenes/\(name).json").read { (reader) throws(JSONReader.Error) in
                LabelScene(
                    name: name, description: try reader.member("description").string(), seed: UInt64(try reader.member("seed").int()),
                    decoder: decoded.decoder, events: decoded.events,
                    fields: try reader.member("fields").array().map { (item) throws(JSONReader.Error) in try FieldCase(item, presets: presets) })
            })
        }
        return scenes
    }
}

extension LabelScene.FieldCase {
    init(_ reader: JSONReader, presets: [String: FieldSpec]) throws(JSONReader.Error) {
        let preset = try reader.member("field")
        guard let field = presets[try preset.string()] else { throw preset.error("no field '\(try preset.string())' in fields.json") }
        let expect = try reader.member("expect")
        func values(_ key: String) throws(JSONReader.Error) -> [[UInt8]] {
            try expect.member(key).array().map { (item) throws(JSONReader.Error) in try VectorValue.bytes(item) }
        }
        self.init(
            key: try reader.member("key").string(), description: try reader.member("description").string(), field: field,
            camera: try reader.optionalMember("camera")?.value,
            clauses: try reader.member("clauses").array().map { (item) throws(JSONReader.Error) in try item.string() },
            flags: try reader.member("flags").array().map { (item) throws(JSONReader.Error) in try item.string() },
            expectedWrites: try values("written"), expectedMarks: try values("marked"))
    }
}
