@testable import ZipZapConformance
@testable import ZipZapGeneration

/// One family's vectors as the generator makes them now with the committed id registry, by key without the
/// family's name (`ai/01/pass` for `gs1-ai/ai/01/pass`); empty when the family generates nothing.
enum FamilyVectors {
    static func byKey(_ family: VectorFamily) -> [String: Vector] {
        var registry = (try? FileSystem.read(PackageFiles.vectors + "/" + VectorSuite.registryName))
            .flatMap { try? IDRegistry(text: String(decoding: $0, as: UTF8.self)) } ?? IDRegistry()
        let files = (try? VectorGenerator.generate([family], registry: &registry)) ?? []
        let keys = Dictionary(uniqueKeysWithValues: registry.entries.map { ($0.id, $0.key) })
        return Dictionary(uniqueKeysWithValues: files.flatMap(\.vectors).compactMap { vector in
            keys[vector.id].map { (String($0.dropFirst(family.name.count + 1)), vector) }
        })
    }

    struct NoCaseFamily: Error { let name: String }

    /// The family a committed case file (`Conformance/cases/`) defines, by name.
    static func caseFamily(_ name: String) throws -> VectorFamily {
        guard let family = try CaseFolder.families(in: PackageFiles.cases).first(where: { $0.name == name }) else { throw NoCaseFamily(name: name) }
        return family
    }

    /// The vectors of the suite's family of that name (Swift or case file); empty when there is none.
    static func byKey(named name: String) -> [String: Vector] {
        (try? PackageFiles.family(name)).map(byKey) ?? [:]
    }
}
