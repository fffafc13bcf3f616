import ZipZapVectors

/// Failures that share a signature: probably one cause. The reports show each group once — its count, its signature,
/// its variants, the clauses its vectors cite, one representative in full and the ids of the rest — largest first.
public struct FailureGroup: Sendable {
    public let signature: FailureSignature
    /// The group's failures in run order; the first is the representative.
    public let results: [VectorResult]

    public var representative: VectorResult { results[0] }
    public var ids: [String] { results.map(\.vector.id) }

    /// The clauses the group's vectors cite, most cited first (then by id), with how many vectors cite each.
    public var clauses: [(clause: String, count: Int)] {
        var counts: [String: Int] = [:]
        for result in results { for clause in Set(result.vector.clauses) { counts[clause, default: 0] += 1 } }
        return counts.map { ($0.key, $0.value) }.sorted { ($0.count, $1.clause) > ($1.count, $0.clause) }
    }

    /// Exactly where the sides part (`FailureSignature.detail`), each with its count, most frequent first.
    public var variants: [(detail: String, count: Int)] {
        var counts: [String: Int] = [:]
        for result in results { counts[FailureSignature.detail(result), default: 0] += 1 }
        return counts.map { ($0.key, $0.value) }.sorted { ($0.count, $1.detail) > ($1.count, $0.detail) }
    }

    /// The variants in one line, at most `limit` of them: `87 × reject(checkDigit) → write; 21 × write → reject(checkDigit)`.
    public func variantLine(limit: Int = 4) -> String {
        let all = variants
        let shown = all.prefix(limit).map { "\($0.count) × \($0.detail)" }.joined(separator: "; ")
        return all.count > limit ? shown + "; … (\(all.count - limit) more)" : shown
    }

    /// The clauses in one line, at most `limit` of them: `C-4.3 ×12, C-2.6 ×3, … (5 more)`.
    public func clauseLine(limit: Int = 6) -> String {
        let all = clauses
        let shown = all.prefix(limit).map { "\($0.clause) ×\($0.count)" }.joined(separator: ", ")
        return all.count > limit ? shown + ", … (\(all.count - limit) more)" : shown
    }
}

extension RunReport {
    /// The failures (failed and unexpected passes) grouped by signature: largest group first, then by signature.
    public var failureGroups: [FailureGroup] {
        var bySignature: [FailureSignature: [VectorResult]] = [:]
        for result in results where result.isFailure { bySignature[FailureSignature(result), default: []].append(result) }
        return bySignature.map { FailureGroup(signature: $0.key, results: $0.value) }
            .sorted { ($0.results.count, $1.signature) > ($1.results.count, $0.signature) }
    }
}
