/// A vector file as the suite publishes it, with the generator families its vectors come from: the first part of
/// each of their keys in ids.tsv, and, for the families of suite 2.0.0, the file `FAMILY.json` that held them then.
public struct PublishedFile: Sendable, Hashable {
    public var file: VectorFile
    public var families: [String]

    public init(file: VectorFile, families: [String]) {
        self.file = file
        self.families = families
    }
}
