import Testing
@testable import ZipZap
@testable import ZipZapConformance
@testable import ZipZapGeneration

/// Independent checks of the `gs1-relationships` family. The relationships are read here from the table's own
/// rows (`AITableData.rows`, field 4: `r:` requisites, `x:` exclusions) with this file's parser, and each vector's
/// bracketed value is split into its AIs here; each vector must break exactly the relationship its key names.
@Suite struct GS1RelationshipsFamilyTests {
    /// The family's vectors by key (`req/AI/N/...`, `ex/AI/PATTERN`, `release/03/...`), with the committed registry.
    /// The family as `generate` assembles it: the table's computed vectors and the (03) rows of
    /// `Conformance/cases/C-04/gs1-relationships.cases`, whose values are checked against the table below.
    static let vectors = Result { try FamilyVectors.byKey(named: "gs1-relationships") }
    private var vectorsByKey: [String: Vector] { get throws { try Self.vectors.get() } }

    /// One row of the table: its first AI, every AI it covers, its requisites and its exclusions.
    struct Row {
        let first: String
        let ais: [String]
        let requisites: [[[String]]]
        let exclusions: [String]
    }

    static let rows: [Row] = AITableData.rows.split(separator: "\n").map { line in
        let fields = line.split(separator: "|", omittingEmptySubsequences: false)
        let bounds = fields[0].split(separator: "-").map(String.init)
        let width = bounds[0].count
        let ais = (Int(bounds[0])!...Int(bounds[bounds.count - 1])!).map { number in
            String(repeating: "0", count: width - String(number).count) + String(number)
        }
        let attributes = fields[3].split(separator: " ")
        return Row(
            first: bounds[0], ais: ais,
            requisites: attributes.filter { $0.hasPrefix("r:") }.map { attribute in
                attribute.dropFirst(2).split(separator: ",").map { $0.split(separator: "+").map(String.init) }
            },
            exclusions: attributes.filter { $0.hasPrefix("x:") }.flatMap { $0.dropFirst(2).split(separator: ",").map(String.init) })
    }

    static let rowOfAI: [String: Row] = Dictionary(uniqueKeysWithValues: rows.flatMap { row in row.ais.map { ($0, row) } })

    /// `31nn` matches 3100 to 3199: same length, `n` any digit.
    static func matches(_ pattern: String, _ ai: String) -> Bool {
        pattern.count == ai.count && zip(pattern, ai).allSatisfy { $0 == "n" || $0 == $1 }
    }

    /// The AIs of a bracketed element string, in order: `(01)...(10)ABC` gives 01, 10.
    static func ais(in value: String) -> [String] {
        value.split(separator: "(").compactMap { $0.split(separator: ")").first.map(String.init) }
    }

    /// What the relationships say of a set of AIs: the requisites (AI, number from 1) none of whose alternatives is
    /// wholly present, and the exclusions broken (AI, the other AI).
    static func evaluate(_ present: [String]) -> (unmet: Set<String>, broken: Set<String>) {
        var unmet: Set<String> = []
        var broken: Set<String> = []
        for ai in present {
            guard let row = rowOfAI[ai] else { continue }
            for (index, requisite) in row.requisites.enumerated()
            where !requisite.contains(where: { group in group.allSatisfy { pattern in present.contains { matches(pattern, $0) } } }) {
                unmet.insert("\(ai)/\(index + 1)")
            }
            for pattern in row.exclusions {
                for other in present where other != ai && matches(pattern, other) { broken.insert("\(ai)/\(other)") }
            }
        }
        return (unmet, broken)
    }

    /// Cases no set of AIs can isolate, each because the AI left out or excluded is tied to another one present:
    /// (02) and (8026) require (37), which (01), (03) and (8006) exclude; (02) and (03) exclude each other and (02)
    /// needs (37), which (03) excludes; (415) and (8020) require each other and (255) excludes both; (7259) requires
    /// (8018); (8011) requires (8010); (8040) requires (01) with (21).
    static let impossible: Set<String> = [
        "ex/02/01", "ex/02/03", "ex/03/02", "ex/255/415", "ex/255/8020", "ex/8026/8006",
        "req/7258/1/8018+7259/without-8018", "req/8030/1/8010+8011/without-8010",
        "req/8041/1/01+21+8040/without-01", "req/8041/1/01+21+8040/without-21",
        "req/8042/1/01+21+8040/without-01", "req/8042/1/01+21+8040/without-21",
        "req/8043/1/01+21+8040/without-01", "req/8043/1/01+21+8040/without-21",
    ]

    private func scans(_ vector: Vector) -> [String] {
        vector.events.compactMap { event in
            guard case .string(let text)? = event["value"] else { return nil }
            return text
        }
    }

    private func accepted(_ vector: Vector) -> [Bool] { vector.expectedTrace.map { $0["kind"] == .string("write") } }

    @Test func everyRequisiteAlternativeAndExclusionOfTheTableHasItsVector() throws {
        var expected: Set<String> = []
        for row in Self.rows {
            for (index, requisite) in row.requisites.enumerated() {
                let prefix = "req/\(row.first)/\(index + 1)"
                expected.insert(prefix + "/none")
                for group in requisite {
                    let name = group.joined(separator: "+")
                    expected.insert(prefix + "/" + name)
                    if group.count > 1 { group.forEach { expected.insert("\(prefix)/\(name)/without-\($0)") } }
                }
            }
            row.exclusions.forEach { expected.insert("ex/\(row.first)/\($0)") }
        }
        let generated = Set(try vectorsByKey.keys.filter { !$0.hasPrefix("release/") })
        #expect(generated == expected.subtracting(Self.impossible))
        #expect(Self.impossible.isSubset(of: expected))
    }

    /// Each vector breaks exactly what its key names, and its expected outcome follows from that alone.
    @Test func eachVectorBreaksExactlyItsRelationship() throws {
        for (key, vector) in try vectorsByKey where !key.hasPrefix("release/") {
            let value = try #require(scans(vector).first, "\(key)")
            let present = Self.ais(in: value)
            let (unmet, broken) = Self.evaluate(present)
            let parts = key.split(separator: "/").map(String.init)
            #expect(present.first == parts[1], "\(key): the entry's AI comes first")
            switch (parts[0], parts.last) {
            case ("ex", _):
                let pattern = parts[2]
                #expect(unmet.isEmpty, "\(key): \(unmet)")
                #expect(!broken.isEmpty && broken.allSatisfy { pair in
                    let ais = pair.split(separator: "/").map(String.init)
                    return ais.contains(parts[1]) && ais.contains { $0 != parts[1] && Self.matches(pattern, $0) }
                }, "\(key): \(broken)")
            case (_, "none"?):
                #expect(unmet == ["\(parts[1])/\(parts[2])"] && broken.isEmpty, "\(key): \(unmet) \(broken)")
            case (_, let last?) where last.hasPrefix("without-"):
                let left = String(last.dropFirst("without-".count))
                #expect(unmet == ["\(parts[1])/\(parts[2])"] && broken.isEmpty, "\(key): \(unmet) \(broken)")
                #expect(!present.contains { Self.matches(left, $0) }, "\(key)")
                #expect(parts[3].split(separator: "+").filter { $0 != left }.allSatisfy { pattern in
                    present.contains { Self.matches(String(pattern), $0) }
                }, "\(key)")
            default:
                #expect(unmet.isEmpty && broken.isEmpty, "\(key): \(unmet) \(broken)")
                #expect(parts[3].split(separator: "+").allSatisfy { pattern in present.contains { Self.matches(String(pattern), $0) } }, "\(key)")
            }
            #expect(accepted(vector) == [unmet.isEmpty && broken.isEmpty], "\(key)")
        }
    }

    /// Every element of every vector is valid on its own: with requisites and exclusions off, each value parses, so
    /// a rejection can only come from a relationship.
    @Test func eachElementIsValidOnItsOwn() throws {
        var options = GS1Options()
        options.checkRequisites = false
        options.checkExclusions = false
        for (key, vector) in try vectorsByKey {
            for value in scans(vector) {
                if case .failure(let error) = GS1.parse(value, options: options) { Issue.record("\(key): \(value): \(error)") }
            }
        }
    }

    /// The (03) relationships of the dictionary's development head are not the release's: under 2026-01-27, (03) stands
    /// in for (01) nowhere, and only (03)'s own exclusions hold. The issue's example is rejected.
    @Test func theReleaseNotTheHeadDecidesThe03Vectors() throws {
        let example = try #require(try vectorsByKey["release/03/example"])
        #expect(scans(example) == ["(03)09520123456788(243)ABC", "(01)09520123456788(243)ABC"])
        #expect(accepted(example) == [false, true])
        #expect(Self.rowOfAI["243"]?.requisites == [[["01"]]], "release 2026-01-27: 243 requires (01) alone")
        let release = try vectorsByKey.filter { $0.key.hasPrefix("release/03/") && $0.key != "release/03/example" }
        #expect(release.count == 24)
        for (key, vector) in release {
            let value = try #require(scans(vector).first)
            let (unmet, broken) = Self.evaluate(Self.ais(in: value))
            #expect(Self.ais(in: value).first == "03", "\(key)")
            #expect(accepted(vector) == [unmet.isEmpty && broken.isEmpty], "\(key): \(unmet) \(broken)")
        }
        #expect(Set(release.filter { accepted($0.value) == [true] }.keys) == ["release/03/8006", "release/03/8006+7240"])
    }
}
