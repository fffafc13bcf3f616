import ZipZapVectors

/// Which vectors a run takes: by id glob, file, flag and clause. Criteria of one kind are alternatives; criteria of
/// different kinds must all hold. No criteria selects every vector.
public struct Selection: Sendable {
    public var ids: [Glob] = []
    /// File names, with or without `.json`.
    public var files: [String] = []
    public var flags: [String] = []
    /// Clause ids; `C-4` selects every `C-4.n`.
    public var clauses: [String] = []

    public init() {}

    public var isEmpty: Bool { ids.isEmpty && files.isEmpty && flags.isEmpty && clauses.isEmpty }

    public func includes(_ vector: Vector, file: String) -> Bool {
        (ids.isEmpty || ids.contains { $0.matches(vector.id) })
            && (files.isEmpty || files.contains { $0 == file || $0 + ".json" == file })
            && (flags.isEmpty || vector.flags.contains(where: flags.contains))
            && (clauses.isEmpty || vector.clauses.contains { clause in
                clauses.contains { $0 == clause || clause.hasPrefix($0 + ".") }
            })
    }

    /// Why a selection takes nothing: each criterion that matches no vector on its own, as the option that gave it
    /// (`--id ZZ-99999`), or, when each matches some, that no vector meets them all together.
    public func whyNothingMatches(_ vectors: [(vector: Vector, file: String)]) -> String {
        func matchesNothing(_ setting: (inout Selection) -> Void) -> Bool {
            var criterion = Selection()
            setting(&criterion)
            return !vectors.contains { criterion.includes($0.vector, file: $0.file) }
        }
        var unmatched: [String] = []
        for glob in ids where matchesNothing({ $0.ids = [glob] }) { unmatched.append("--id \(glob.pattern)") }
        for file in files where matchesNothing({ $0.files = [file] }) { unmatched.append("--file \(file)") }
        for flag in flags where matchesNothing({ $0.flags = [flag] }) { unmatched.append("--flag \(flag)") }
        for clause in clauses where matchesNothing({ $0.clauses = [clause] }) { unmatched.append("--clause \(clause)") }
        if unmatched.isEmpty { return "each criterion matches some vectors, but none meets them all" }
        return unmatched.joined(separator: ", ") + " match\(unmatched.count == 1 ? "es" : "") none"
    }
}
