#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ZipZapVectors

/// Puts an export in its folder all at once: the files are written into a temporary folder beside it, which then
/// takes the folder's place, so a failure part-way leaves the previous export exactly as it was. A folder is only
/// replaced when it is empty or holds a previous export (its manifest and the files the manifest lists), so that an
/// export never deletes anything else.
public enum ExportFolder {
    public static func write(_ files: [(name: String, bytes: [UInt8])], to folder: String) throws(FileSystem.Error) {
        let (target, previous) = try destination(folder)
        let parent = FileSystem.parent(of: target)
        try FileSystem.createFolder(parent, shownAs: folder)
        let staging = try temporaryFolder(beside: target, purpose: "new", shownAs: folder)
        do throws(FileSystem.Error) {
            for file in files { try FileSystem.writeAtomically(file.bytes, to: FileSystem.join(staging, file.name)) }
        } catch {
            removeTree(staging)
            throw error
        }
        guard let previous else {
            guard rename(staging, target) == 0 else { throw failure(folder, staging) }
            return
        }
        // rename(2) cannot swap two folders, so the old one steps aside first and comes back if the new one cannot
        // take its place.
        let retired = try temporaryFolder(beside: target, purpose: "old", shownAs: folder)
        guard rename(previous, retired) == 0 else { throw failure(folder, staging) }
        guard rename(staging, target) == 0 else {
            let error = failure(folder, staging)
            rename(retired, previous)
            throw error
        }
        removeTree(retired)
    }

    /// Refuses a folder an export may not replace (the root, a file, a folder holding anything but a previous export),
    /// so that a command can say so before it renders thousands of vectors; `write` checks again.
    public static func check(_ folder: String) throws(FileSystem.Error) {
        _ = try destination(folder)
    }

    /// The folder's real path, and that path again when it holds an export to replace.
    private static func destination(_ folder: String) throws(FileSystem.Error) -> (target: String, previous: String?) {
        guard !folder.isEmpty else { throw FileSystem.Error(path: folder, message: "an empty path names no folder; give --out DIR") }
        let target = try FileSystem.resolvingSymbolicLinks(trimmingSlashes(folder))
        guard target != "/" && !target.isEmpty else {
            throw FileSystem.Error(path: folder, message: "is the root folder; give a folder of its own to export into")
        }
        return (target, try existingExport(target, shownAs: folder))
    }

    /// The folder when it exists (empty or a previous export), nil when it does not; anything else is refused.
    private static func existingExport(_ target: String, shownAs folder: String) throws(FileSystem.Error) -> String? {
        var status = stat()
        guard stat(target, &status) == 0 else {
            guard errno == ENOENT else { throw FileSystem.Error(path: folder, message: "cannot be examined: \(FileSystem.describeErrno())") }
            return nil
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw FileSystem.Error(path: folder, message: "is an existing file, not a folder; give a folder to export into")
        }
        let entries = try FileSystem.list(target)
        guard !entries.isEmpty else { return target }
        let manifestPath = FileSystem.join(target, VectorSuite.manifestName)
        var listed: Set<String> = [VectorSuite.manifestName]
        if let manifest = try? JSONParser.parse(FileSystem.read(manifestPath)), case .array(let rows)? = manifest["files"] {
            for row in rows { if case .string(let name)? = row["file"] { listed.insert(name) } }
        }
        let foreign = entries.filter { !listed.contains($0) }
        guard foreign.isEmpty, entries.contains(VectorSuite.manifestName) else {
            let named = foreign.isEmpty ? "it has no \(VectorSuite.manifestName)" : "it holds \(foreign.prefix(3).joined(separator: ", "))"
            throw FileSystem.Error(path: folder, message: "is not empty and not a previous export (\(named)); give an empty or new folder")
        }
        return target
    }

    private static func temporaryFolder(beside target: String, purpose: String, shownAs folder: String) throws(FileSystem.Error) -> String {
        var template = Array(FileSystem.join(FileSystem.parent(of: target),
                                             ".\(FileSystem.lastComponent(of: target)).\(purpose).XXXXXX").utf8CString)
        guard mkdtemp(&template) != nil else {
            throw FileSystem.Error(path: folder, message: "a temporary folder beside it cannot be made: \(FileSystem.describeErrno())")
        }
        return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func failure(_ folder: String, _ staging: String) -> FileSystem.Error {
        let error = FileSystem.Error(path: folder, message: "cannot be replaced: \(FileSystem.describeErrno())")
        removeTree(staging)
        return error
    }

    private static func trimmingSlashes(_ path: String) -> String {
        var path = path
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }

    /// Removes a folder this type made (flat: exports have no subfolders).
    private static func removeTree(_ folder: String) {
        for name in (try? FileSystem.list(folder)) ?? [] { unlink(FileSystem.join(folder, name)) }
        rmdir(folder)
    }
}
