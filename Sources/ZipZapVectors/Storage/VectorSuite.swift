/// The published suite as files: the vector files (`C-NN-TOPIC.json`, README "Vectors"), the id registry and the
/// manifest.
public enum VectorSuite {
    public static let manifestName = "manifest.json"
    public static let registryName = "ids.tsv"

    /// Every file of the suite with its exact bytes, in a fixed order.
    public static func render(_ files: [PublishedFile], registry: IDRegistry, suiteVersion: String) -> [(name: String, bytes: [UInt8])] {
        let writer = JSONWriter()
        var rendered = files.map { ("\($0.file.family).json", Array(writer.document($0.file.json(suiteVersion: suiteVersion)).utf8)) }
        let manifest = JSONValue.object([
            ("suiteVersion", .string(suiteVersion)),
            ("schemaVersion", .int(VectorFile.schemaVersion)),
            ("totalVectors", .int(files.reduce(0) { $0 + $1.file.vectors.count })),
            ("files", .array(zip(files, rendered).map { file, output in
                .object([
                    ("file", .string(output.0)), ("families", .array(file.families.map(JSONValue.string))),
                    ("vectors", .int(file.file.vectors.count)),
                    ("sha256", .string(SHA256.hexDigest(output.1))),
                ])
            })),
        ])
        rendered.append((manifestName, Array(writer.document(manifest).utf8)))
        rendered.append((registryName, Array(registry.text.utf8)))
        return rendered
    }

    /// The clause ids SPEC.md defines: every `**C-n.m` that opens a clause.
    public static func clauses(inSpec text: String) -> Set<String> {
        var found = Set<String>()
        var rest = text[...]
        while let range = rest.range(of: "**C-") {
            let tail = rest[range.upperBound...]
            let id = tail.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
            if id.contains("."), !id.hasSuffix(".") { found.insert("C-" + id) }
            rest = tail
        }
        return found
    }
}
