@testable import ZipZapConformance
@testable import ZipZapGeneration

/// One family's vectors as the generator makes them now with the committed id registry, by key without the
/// family's name (`ai/01/pass` for `gs1-ai/ai/01/pass`).
enum FamilyVectors {
    /// Why a family's vectors could not be made: the family and what went wrong.
    struct Failure: Error, CustomStringConvertible {
        let family: String
        let reason: String
        var description: String { "family '\(family)': \(reason)" }
    }

    static func byKey(_ family: VectorFamily) throws(Failure) -> [String: Vector] {
        func fail(_ reason: String) -> Failure { Failure(family: family.name, reason: reason) }
        var registry: IDRegistry
        do {
            registry = try PackageFiles.committedRegistry()
        } catch { throw fail("cannot read the committed \(VectorSuite.registryName): \(error)") }
        let files: [VectorFile]
        do { files = try VectorGenerator.generate([family], registry: &registry) } catch { throw fail("does not generate: \(error)") }
        let keys = Dictionary(uniqueKeysWithValues: registry.entries.map { ($0.id, $0.key) })
        let vectors = Dictionary(uniqueKeysWithValues: files.flatMap(\.vectors).compactMap { vector in
            keys[vector.id].map { (String($0.dropFirst(family.name.count + 1)), vector) }
        })
        guard !vectors.isEmpty else { throw fail("generates no vector") }
        return vectors
    }

    /// The vectors of the suite's family of that name, Swift or case files, as `generate` assembles it (with its
    /// computed part, `ComputedPart`).
    static func byKey(named name: String) throws(Failure) -> [String: Vector] {
        let family: VectorFamily
        do { family = try PackageFiles.family(name) } catch { throw Failure(family: name, reason: "\(error)") }
        return try byKey(family)
    }
}
