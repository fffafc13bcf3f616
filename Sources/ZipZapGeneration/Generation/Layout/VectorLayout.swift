import ZipZapConformance

/// Where the suite's vectors are published: each in `C-NN-TOPIC.json`, where C-NN is the SPEC section of its first
/// clause, zero-padded so that files sort in SPEC order, and TOPIC is its family's (`topics`). So every vector of a
/// file cites the file's section, a family whose vectors span sections is split across them, and the families of
/// one topic share a file. Only the file is decided here: a vector's id and key (`FAMILY/KEY` in ids.tsv) stay its
/// family's.
public enum VectorLayout {
    /// The families' files (as `VectorGenerator` makes them, one a family) rearranged into the published files, in
    /// file name order. A file's vectors are in id order and its families in name order, so moving a family between
    /// Swift and a case file, which changes the order families are generated in, changes no file. A file's flags are
    /// the ones its vectors use, in order of first use. A family with no topic, a first clause that names no section
    /// and a flag two families of one file define differently are failures.
    public static func publish(_ families: [VectorFile]) throws(VectorGenerator.Failure) -> [PublishedFile] {
        var placed: [String: [(vector: Vector, family: VectorFile)]] = [:]
        for family in families {
            guard let topic = topics[family.family] else {
                throw VectorGenerator.Failure(
                    family: family.family, key: "-",
                    message: "has no topic in VectorLayout.topics (Sources/ZipZapGeneration/Generation/Layout/FamilyTopics.swift)")
            }
            for vector in family.vectors {
                guard let clause = vector.clauses.first, let section = section(ofClause: clause) else {
                    throw VectorGenerator.Failure(family: family.family, key: vector.id, message: "its first clause names no SPEC section: \(vector.clauses)")
                }
                placed[section + "-" + topic, default: []].append((vector, family))
            }
        }
        return try placed.sorted { $0.key + ".json" < $1.key + ".json" }.map { (name, members) throws(VectorGenerator.Failure) in
            try file(name, members.sorted { ($0.vector.id.count, $0.vector.id) < ($1.vector.id.count, $1.vector.id) })
        }
    }

    private static func file(_ name: String, _ members: [(vector: Vector, family: VectorFile)]) throws(VectorGenerator.Failure) -> PublishedFile {
        var flags: [VectorFile.Flag] = []
        for (vector, family) in members {
            for flagName in vector.flags {
                guard let flag = family.flags.first(where: { $0.name == flagName }) else {
                    throw VectorGenerator.Failure(family: family.family, key: vector.id, message: "uses flag \(flagName), which the family does not define")
                }
                if let other = flags.first(where: { $0.name == flagName }) {
                    guard other == flag else {
                        throw VectorGenerator.Failure(
                            family: family.family, key: vector.id, message: "flag \(flagName) is defined unlike another family's in \(name).json")
                    }
                } else {
                    flags.append(flag)
                }
            }
        }
        var descriptionOf: [String: String] = [:]
        for (_, family) in members { descriptionOf[family.family] = family.description }
        let familyNames = descriptionOf.keys.sorted()
        var descriptions: [String] = []
        for family in familyNames where !descriptions.contains(descriptionOf[family]!) { descriptions.append(descriptionOf[family]!) }
        return PublishedFile(
            file: VectorFile(family: name, description: descriptions.joined(separator: " "), flags: flags, vectors: members.map(\.vector)),
            families: familyNames)
    }

    /// The zero-padded section of a clause id: `C-04` for `C-4.3`; nil when `clause` is not `C-n.m`.
    static func section(ofClause clause: String) -> String? {
        guard clause.hasPrefix("C-"), let dot = clause.firstIndex(of: ".") else { return nil }
        let digits = clause[clause.index(clause.startIndex, offsetBy: 2)..<dot]
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let number = Int(digits), number > 0, number < 100 else { return nil }
        return number < 10 ? "C-0\(number)" : "C-\(number)"
    }
}
