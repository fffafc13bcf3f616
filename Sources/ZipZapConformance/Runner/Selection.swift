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
}
