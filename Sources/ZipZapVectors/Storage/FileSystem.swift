import Foundation

/// The few file operations the suite needs, with errors that name the path.
public enum FileSystem {
    public struct Error: Swift.Error, Sendable, CustomStringConvertible {
        public let path: String
        public let message: String
        public var description: String { "\(path): \(message)" }

        package init(path: String, message: String) {
            self.path = path
            self.message = message
        }
    }

    public static func read(_ path: String) throws(Error) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Error(path: path, message: FileManager.default.fileExists(atPath: path) ? "cannot be read" : "no such file")
        }
        return [UInt8](data)
    }

    /// The names of the folder's entries, sorted.
    public static func list(_ folder: String) throws(Error) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            throw Error(path: folder, message: "cannot be listed: \(error.localizedDescription)")
        }
    }

    public static func remove(_ path: String) throws(Error) {
        do { try FileManager.default.removeItem(atPath: path) } catch {
            throw Error(path: path, message: "cannot be removed: \(error.localizedDescription)")
        }
    }

    /// The size in bytes of the file at `path`, nil when it cannot be examined.
    public static func size(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
    }

    public static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    public static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
