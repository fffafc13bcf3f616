import ZipZapConformance

/// A committed scene fixture that cannot be read: which file, and what is wrong where in it.
public struct SceneFixtureError: Error, Sendable, CustomStringConvertible {
    public let file: String
    public let message: String
    public var description: String { "\(file): \(message)" }
}

/// Reads one JSON file of `Conformance/scenes`, every failure naming the file.
struct SceneFixtureFile {
    let path: String
    let reader: JSONReader

    init(_ path: String) throws(SceneFixtureError) {
        self.path = path
        do {
            reader = JSONReader(try JSONParser.parse(try FileSystem.read(path)))
        } catch let error as FileSystem.Error {
            throw SceneFixtureError(file: path, message: error.message)
        } catch {
            throw SceneFixtureError(file: path, message: "\(error)")
        }
    }

    /// Runs `read` on the document, turning a reader error into one that names this file.
    func read<T>(_ read: (JSONReader) throws(JSONReader.Error) -> T) throws(SceneFixtureError) -> T {
        do { return try read(reader) } catch { throw SceneFixtureError(file: path, message: error.description) }
    }
}
