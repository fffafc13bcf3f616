/// A problem with the suite's files: which file, which vector when known, and what is wrong.
public struct SuiteProblem: Sendable, Hashable, CustomStringConvertible {
    public let file: String
    public let vectorID: String?
    public let message: String

    public var description: String { file + (vectorID.map { " \($0)" } ?? "") + ": " + message }
}

/// Vector files read from a folder. A file or a vector that cannot be read is reported and left out; the rest load.
public struct LoadedSuite: Sendable {
    public var files: [(name: String, file: VectorFile)] = []
    public var problems: [SuiteProblem] = []
    /// The vectors the folder's manifest lists that did not load (0 without a readable manifest).
    public var vectorsNotLoaded = 0

    public var vectors: [(file: String, vector: Vector)] {
        files.flatMap { entry in entry.file.vectors.map { (entry.name, $0) } }
    }
}

public enum SuiteLoader {
    /// The largest vector file read (the largest published one is about 2 MB): a bigger file is refused before it
    /// is read, so a runner's memory stays bounded whatever it is given.
    public static let maximumFileBytes = 32 << 20
    /// The longest string a vector may hold, in UTF-8 bytes (the longest published value is 10 000 bytes).
    public static let maximumStringBytes = 64 << 10

    /// Loads every `*.json` of `folder` but the manifest. `knownClauses`, when given, are the ids of SPEC.md.
    public static func load(folder: String, knownClauses: Set<String>?) -> LoadedSuite {
        load(folder: folder, knownClauses: knownClauses) { _, _ in true }
    }

    /// Loads `folder` as `load(folder:knownClauses:)` does; `visit` sees each file as soon as it is loaded, and when
    /// it returns false no further file is read (nor the manifest's count compared). The file named `first`, when
    /// the folder has it, is read before the others.
    public static func load(
        folder: String, knownClauses: Set<String>?, first: String? = nil, visit: (_ name: String, _ file: VectorFile) -> Bool
    ) -> LoadedSuite {
        let names: [String]
        do {
            names = try FileSystem.list(folder).filter { $0.hasSuffix(".json") && $0 != VectorSuite.manifestName }
        } catch {
            return LoadedSuite(problems: [SuiteProblem(file: folder, vectorID: nil, message: error.message)])
        }
        return load(names: reading(first, firstOf: names), manifest: try? FileSystem.read(FileSystem.join(folder, VectorSuite.manifestName)), visit: visit) { name in
            loadFile(FileSystem.join(folder, name), displayName: name, knownClauses: knownClauses)
        }
    }

    /// Loads vector files held in memory (a suite embedded in the executable), by name, the manifest among them.
    public static func load(files: [String: [UInt8]], knownClauses: Set<String>?) -> LoadedSuite {
        load(files: files, knownClauses: knownClauses) { _, _ in true }
    }

    /// Loads files held in memory; `first` and `visit` as for a folder.
    public static func load(
        files: [String: [UInt8]], knownClauses: Set<String>?, first: String? = nil, visit: (_ name: String, _ file: VectorFile) -> Bool
    ) -> LoadedSuite {
        let names = files.keys.filter { $0.hasSuffix(".json") && $0 != VectorSuite.manifestName }.sorted()
        return load(names: reading(first, firstOf: names), manifest: files[VectorSuite.manifestName], visit: visit) { name in
            loadFile(bytes: files[name]!, displayName: name, knownClauses: knownClauses)
        }
    }

    /// `names` with `first` moved to the front when it is one of them.
    private static func reading(_ first: String?, firstOf names: [String]) -> [String] {
        guard let first, names.contains(first) else { return names }
        return [first] + names.filter { $0 != first }
    }

    private static func load(names: [String], manifest: [UInt8]?, visit: (String, VectorFile) -> Bool,
                             loadFile: (String) -> (VectorFile?, [SuiteProblem])) -> LoadedSuite {
        var suite = LoadedSuite()
        var fileOfID: [String: String] = [:]
        for name in names {
            let (file, problems) = loadFile(name)
            suite.problems += problems
            guard var file else { continue }
            file.vectors.removeAll { vector in
                if let other = fileOfID[vector.id] {
                    suite.problems.append(SuiteProblem(file: name, vectorID: vector.id, message: "id already used in \(other)"))
                    return true
                }
                fileOfID[vector.id] = name
                return false
            }
            suite.files.append((name, file))
            guard visit(name, file) else { return suite }
        }
        if let manifest, case .number(let text)? = (try? JSONParser.parse(manifest))?["totalVectors"], let listed = Int(text) {
            suite.vectorsNotLoaded = max(0, listed - suite.vectors.count)
        }
        return suite
    }

    /// One file: its vectors that read well, and a problem for everything else.
    public static func loadFile(_ path: String, displayName: String, knownClauses: Set<String>?) -> (VectorFile?, [SuiteProblem]) {
        func problem(_ message: String) -> SuiteProblem { SuiteProblem(file: displayName, vectorID: nil, message: message) }
        if let size = FileSystem.size(path), size > maximumFileBytes {
            return (nil, [problem("\(size) bytes is more than the \(maximumFileBytes >> 20) MiB a vector file may have")])
        }
        do { return loadFile(bytes: try FileSystem.read(path), displayName: displayName, knownClauses: knownClauses) } catch {
            return (nil, [problem("\(error)")])
        }
    }

    /// One file's bytes, read as `loadFile(_:displayName:knownClauses:)` reads a file.
    public static func loadFile(bytes: [UInt8], displayName: String, knownClauses: Set<String>?) -> (VectorFile?, [SuiteProblem]) {
        func problem(_ message: String, _ id: String? = nil) -> SuiteProblem { SuiteProblem(file: displayName, vectorID: id, message: message) }
        let document: JSONValue
        do {
            // RFC 8259 §8.1 lets a parser ignore a byte order mark; an editor may have added one.
            document = try JSONParser.parse(Array(TextLines.withoutByteOrderMark(bytes)))
        } catch {
            return (nil, [problem("not JSON: \(error)")])
        }
        var problems: [SuiteProblem] = []
        let root = JSONReader(document)
        do {
            try root.onlyMembers(["schemaVersion", "suiteVersion", "family", "description", "flags", "vectors"])
            let version = try root.member("schemaVersion").int()
            guard VectorFile.readableSchemaVersions.contains(version) else {
                let readable = VectorFile.readableSchemaVersions
                return (nil, [problem("schemaVersion \(version) is not supported; this tool reads versions \(readable.lowerBound) to \(readable.upperBound)")])
            }
            _ = try root.member("suiteVersion").string()
            var flags: [VectorFile.Flag] = []
            for (name, reader) in try root.member("flags").members() {
                try reader.onlyMembers(["bug", "breaks"])
                flags.append(VectorFile.Flag(name: name, bug: try reader.member("bug").string(), breaks: try reader.member("breaks").string()))
            }
            let definedFlags = Set(flags.map(\.name))
            var vectors: [Vector] = []
            var seen = Set<String>()
            for item in try root.member("vectors").array() {
                let id = (try? item.member("id").string())
                do {
                    if let long = longString(in: item.value) {
                        problems.append(problem("a string of \(long) bytes is longer than the \(maximumStringBytes >> 10) KiB a vector may hold", id))
                        continue
                    }
                    let vector = try Vector(item)
                    if !seen.insert(vector.id).inserted {
                        problems.append(problem("id repeated in this file", vector.id))
                    } else if let flag = vector.flags.first(where: { !definedFlags.contains($0) }) {
                        problems.append(problem("flag \(flag) is not defined in the file's flags", vector.id))
                    } else if let knownClauses, let clause = vector.clauses.first(where: { !knownClauses.contains($0) }) {
                        problems.append(problem("cites clause \(clause), which SPEC.md does not have", vector.id))
                    } else if vector.clauses.isEmpty {
                        problems.append(problem("cites no clause", vector.id))
                    } else {
                        vectors.append(vector)
                    }
                } catch {
                    problems.append(problem("\(error)", id))
                }
            }
            let file = VectorFile(
                family: try root.member("family").string(), description: try root.member("description").string(),
                flags: flags, vectors: vectors)
            return (file, problems)
        } catch {
            return (nil, problems + [problem("\(error)")])
        }
    }

    /// The length of the first string in `value` longer than `maximumStringBytes`, if any.
    private static func longString(in value: JSONValue) -> Int? {
        switch value {
        case .string(let text): text.utf8.count > maximumStringBytes ? text.utf8.count : nil
        case .array(let items): items.lazy.compactMap(longString).first
        case .object(let members): members.lazy.compactMap { longString(in: $0.value) }.first
        case .null, .bool, .number: nil
        }
    }
}
