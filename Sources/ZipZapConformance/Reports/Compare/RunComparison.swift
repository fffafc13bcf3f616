import ZipZapVectors

/// Two runs' JSON reports side by side (`zipzap-conformance compare OLD.json NEW.json`): the vectors that passed
/// before and do not now (regressions: they fail the comparison), those that pass now and did not before, and the
/// failure groups that appeared, went away, or changed size.
public struct RunComparison: Sendable {
    public struct Change: Sendable, Hashable {
        public let id: String
        /// nil when the report does not have the vector.
        public let before: VectorResult.Status?
        public let after: VectorResult.Status?
    }

    public struct GroupChange: Sendable {
        public let signature: String
        public let before: [String]
        public let after: [String]
        public var added: [String] { after.filter { !Set(before).contains($0) } }
        public var removed: [String] { before.filter { !Set(after).contains($0) } }
    }

    public let old: SavedReport
    public let new: SavedReport
    public let regressions: [Change]
    public let newPasses: [Change]
    /// Groups whose membership differs, by signature: new ones, gone ones, and ones that gained or lost vectors.
    public let changedGroups: [GroupChange]

    public init(old: SavedReport, new: SavedReport) {
        self.old = old
        self.new = new
        let before = Dictionary(old.statuses.map { ($0.id, $0.status) }, uniquingKeysWith: { first, _ in first })
        let after = Dictionary(new.statuses.map { ($0.id, $0.status) }, uniquingKeysWith: { first, _ in first })
        // A vector that passed and is now skipped, unsupported, not run or gone counts too: a pass that is not
        // checked any more is a pass lost.
        regressions = old.statuses.filter { $0.status == .passed && after[$0.id] != .passed }
            .map { Change(id: $0.id, before: .passed, after: after[$0.id]) }
        newPasses = new.statuses.filter { $0.status == .passed && before[$0.id] != .passed }
            .map { Change(id: $0.id, before: before[$0.id], after: .passed) }
        let oldGroups = Dictionary(old.groups.map { ($0.signature, $0.ids) }, uniquingKeysWith: { first, _ in first })
        let newGroups = Dictionary(new.groups.map { ($0.signature, $0.ids) }, uniquingKeysWith: { first, _ in first })
        let signatures = new.groups.map(\.signature) + old.groups.map(\.signature).filter { newGroups[$0] == nil }
        changedGroups = signatures.compactMap { signature in
            let was = oldGroups[signature] ?? [], now = newGroups[signature] ?? []
            return Set(was) == Set(now) ? nil : GroupChange(signature: signature, before: was, after: now)
        }
    }

    /// 1 when a vector regressed, 0 otherwise.
    public var exitCode: Int32 { regressions.isEmpty ? 0 : 1 }

    /// The comparison for a terminal or a CI log; its last line is the verdict.
    public var text: String {
        var lines = ["compare: \(old.file) (\(old.implementation), suite \(old.suiteVersion)) → \(new.file) (\(new.implementation), suite \(new.suiteVersion))"]
        func name(_ status: VectorResult.Status?) -> String { status?.rawValue ?? "absent" }
        if !regressions.isEmpty {
            lines.append("REGRESSIONS (\(regressions.count)): passed before, not now")
            lines += regressions.map { "  \($0.id): passed → \(name($0.after))" }
        }
        if !newPasses.isEmpty {
            lines.append("NEW PASSES (\(newPasses.count))")
            lines += newPasses.map { "  \($0.id): \(name($0.before)) → passed" }
        }
        if !changedGroups.isEmpty {
            lines.append("FAILURE GROUPS CHANGED (\(changedGroups.count))")
            for group in changedGroups {
                let what = group.before.isEmpty ? "new" : group.after.isEmpty ? "gone" : "\(group.before.count) → \(group.after.count)"
                lines.append("  \(what): \(group.signature) (\(group.after.count) failures)")
                if !group.added.isEmpty { lines.append("    + " + group.added.joined(separator: " ")) }
                if !group.removed.isEmpty { lines.append("    - " + group.removed.joined(separator: " ")) }
            }
        }
        let passedBefore = old.statuses.filter { $0.status == .passed }.count, passedNow = new.statuses.filter { $0.status == .passed }.count
        lines.append("compare: \(passedBefore) → \(passedNow) passed; \(regressions.count) regressions, \(newPasses.count) new passes, "
            + "\(changedGroups.count) failure groups changed")
        return lines.joined(separator: "\n")
    }
}
