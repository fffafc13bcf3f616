import Foundation

/// The copy of the package the mutants are built in (`.build/mutation/package` by default). Files are written only
/// when their content changed, so a second run rebuilds only what the schemata changed.
public struct Workspace {
    public let root: String
    public let copy: String
    /// The folder whose Swift files are mutated, relative to the package root.
    public static let mutatedFolder = "Sources/ZipZap"
    /// The file holding the schemata's shared helpers and per-site operators.
    public static let preludeFile = "Sources/ZipZap/__MutantSchemata.swift"

    public init(root: String, work: String) {
        self.root = root
        copy = work + "/package"
    }

    /// The Swift files of `Sources/ZipZap`, relative to the package root, sorted.
    public func mutatedFiles() throws -> [String] {
        try swiftFiles(under: Self.mutatedFolder, in: root)
    }

    /// Copies what building `zipzap-conformance` needs (the manifest, `Sources`, `Tests`), removing stale files.
    public func synchronize() throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: copy, withIntermediateDirectories: true)
        for file in ["Package.swift", "Package.resolved"] where manager.fileExists(atPath: root + "/" + file) {
            try write(try Data(contentsOf: URL(fileURLWithPath: root + "/" + file)), to: file)
        }
        for folder in ["Sources", "Tests"] {
            let wanted = Set(try allFiles(under: folder, in: root))
            for file in wanted { try write(try Data(contentsOf: URL(fileURLWithPath: root + "/" + file)), to: file) }
            for file in try allFiles(under: folder, in: copy) where !wanted.contains(file) && file != Self.preludeFile {
                try manager.removeItem(atPath: copy + "/" + file)
            }
        }
    }

    public func read(_ file: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: root + "/" + file)))
    }

    /// Writes `data` to `file` in the copy unless it already holds exactly that.
    public func write(_ data: Data, to file: String) throws {
        let path = copy + "/" + file
        if let existing = FileManager.default.contents(atPath: path), existing == data { return }
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: path))
    }

    private func swiftFiles(under folder: String, in base: String) throws -> [String] {
        try allFiles(under: folder, in: base).filter { $0.hasSuffix(".swift") }
    }

    private func allFiles(under folder: String, in base: String) throws -> [String] {
        let path = base + "/" + folder
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        guard let enumerator = FileManager.default.enumerator(atPath: path) else { return [] }
        var files: [String] = []
        while let item = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path + "/" + item, isDirectory: &isDirectory), !isDirectory.boolValue {
                files.append(folder + "/" + item)
            }
        }
        return files.sorted()
    }
}
