import ZipZapVectors
/// The case files of a suite: `FOLDER/SECTION/TOPIC.cases`, read in path order. Every bad file is reported, not
/// only the first, so one run shows all there is to fix.
public enum CaseFolder {
    public static let fileExtension = ".cases"

    public struct Failures: Error, Sendable, Equatable, CustomStringConvertible {
        public let errors: [CaseFileError]
        public var description: String { errors.map(\.description).joined(separator: "\n") }
    }

    /// The families of every case file under `folder`. A file is `SECTION/FAMILY.cases`, and holds the cases of its
    /// family that cite a clause of SECTION first (`CaseFile.part`), so that a section's cases are in the folder its
    /// vectors are published under; a family whose cases cite several sections first has a file in each, and exactly
    /// one of them holds its description and flags. Families are in the order of their first file, their cases in
    /// path order.
    public static func families(in folder: String) throws(Failures) -> [VectorFamily] {
        var parts: [(path: String, part: CaseFile.Part)] = []
        var errors: [CaseFileError] = []
        let paths: [(section: String, path: String)]
        do { paths = try casePaths(in: folder) } catch {
            throw Failures(errors: [CaseFileError(file: folder, line: 0, "cannot list the case files: \(error)")])
        }
        for (section, path) in paths {
            do throws(CaseFileError) {
                let bytes: [UInt8]
                do { bytes = try FileSystem.read(path) } catch { throw CaseFileError(file: path, line: 0, "cannot read: \(error)") }
                let part = try CaseFile.part(bytes, file: path, section: section)
                guard FileSystem.join(FileSystem.join(folder, section), part.family + fileExtension) == path else {
                    throw CaseFileError(file: path, line: 1, "the file of family '\(part.family)' is named \(part.family)\(fileExtension)")
                }
                parts.append((path, part))
            } catch {
                errors.append(error)
            }
        }
        var names: [String] = []
        for (_, part) in parts where !names.contains(part.family) { names.append(part.family) }
        var families: [VectorFamily] = []
        for name in names {
            let files = parts.filter { $0.part.family == name }
            let headers = files.filter { $0.part.header != nil }
            guard headers.count == 1, let header = headers[0].part.header else {
                errors.append(headers.isEmpty
                    ? CaseFileError(file: files[0].path, line: 1, "no file of family '\(name)' has its 'description TEXT' and flags")
                    : CaseFileError(file: headers[1].path, line: 1, "family '\(name)' has its description in \(headers[0].path) already"))
                continue
            }
            let drafts = files.flatMap(\.part.drafts)
            families.append(VectorFamily(name: name, description: header.description, flags: header.flags, drafts: { drafts }))
        }
        guard errors.isEmpty else { throw Failures(errors: errors) }
        return families
    }

    /// Every `SECTION/NAME.cases` under `folder`, in path order.
    private static func casePaths(in folder: String) throws(FileSystem.Error) -> [(section: String, path: String)] {
        var paths: [(section: String, path: String)] = []
        for section in try FileSystem.list(folder).sorted() where !section.contains(".") {
            let sectionFolder = FileSystem.join(folder, section)
            paths += try FileSystem.list(sectionFolder).sorted().filter { $0.hasSuffix(fileExtension) }.map { (section, FileSystem.join(sectionFolder, $0)) }
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
