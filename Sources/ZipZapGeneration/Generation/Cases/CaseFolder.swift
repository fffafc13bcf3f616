import ZipZapVectors
/// The case files of a suite: `FOLDER/SECTION/TOPIC.cases`, read in path order. Every bad file is reported, not
/// only the first, so one run shows all there is to fix.
public enum CaseFolder {
    public static let fileExtension = ".cases"

    public struct Failures: Error, Sendable, CustomStringConvertible {
        public let errors: [CaseFileError]
        public var description: String { errors.map(\.description).joined(separator: "\n") }
    }

    /// The families of every case file under `folder`, by path; a family name used twice is an error of the later file.
    public static func families(in folder: String) throws(Failures) -> [VectorFamily] {
        var families: [VectorFamily] = []
        var errors: [CaseFileError] = []
        var fileOfFamily: [String: String] = [:]
        let paths: [String]
        do { paths = try casePaths(in: folder) } catch {
            throw Failures(errors: [CaseFileError(file: folder, line: 0, "cannot list the case files: \(error)")])
        }
        for path in paths {
            do throws(CaseFileError) {
                let bytes: [UInt8]
                do { bytes = try FileSystem.read(path) } catch { throw CaseFileError(file: path, line: 0, "cannot read: \(error)") }
                let family = try CaseFile.family(bytes, file: path)
                if let other = fileOfFamily.updateValue(path, forKey: family.name) {
                    throw CaseFileError(file: path, line: 1, "family '\(family.name)' is also the family of \(other)")
                }
                families.append(family)
            } catch {
                errors.append(error)
            }
        }
        guard errors.isEmpty else { throw Failures(errors: errors) }
        return families
    }

    private static func casePaths(in folder: String) throws(FileSystem.Error) -> [String] {
        var paths: [String] = []
        for section in try FileSystem.list(folder).sorted() where !section.contains(".") {
            let sectionFolder = FileSystem.join(folder, section)
            paths += try FileSystem.list(sectionFolder).sorted().filter { $0.hasSuffix(fileExtension) }.map { FileSystem.join(sectionFolder, $0) }
        }
        return paths
    }
}

extension VectorFamily {
    /// The families the generator writes: those computed in Swift, those of the case files (with the computed
    /// part of their name, `ComputedPart`), then the GS1 parser twins of either (`GS1ParseTwins`).
    public static func suite(casesIn folder: String) throws(CaseFolder.Failures) -> [VectorFamily] {
        let families = computed + (try CaseFolder.families(in: folder)).map(ComputedPart.joined)
        return families + GS1ParseTwins.families(of: families)
    }
}
