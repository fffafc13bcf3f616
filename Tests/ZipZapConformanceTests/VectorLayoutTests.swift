import Testing
@testable import ZipZapConformance
@testable import ZipZapGeneration

/// Where vectors are published (`VectorLayout`): the section of each vector's first clause and its family's topic,
/// whatever order the families come in; the committed files follow it.
@Suite struct VectorLayoutTests {
    /// A vector of the committed suite with the id, clauses and flags a case needs.
    private static func vector(_ id: String, _ clauses: [String], flags: [String] = []) throws -> Vector {
        let (file, _) = SuiteLoader.loadFile(PackageFiles.vectors + "/C-05-field-state.json", displayName: "C-05-field-state.json", knownClauses: nil)
        var vector = try #require(file?.vectors.first)
        vector.id = id
        vector.clauses = clauses
        vector.flags = flags
        return vector
    }

    private static let slip = VectorFile.Flag(name: "Slip", bug: "off by one", breaks: "partial reads get through")

    @Test func aClauseNamesItsZeroPaddedSection() {
        #expect(VectorLayout.section(ofClause: "C-4.3") == "C-04")
        #expect(VectorLayout.section(ofClause: "C-12.50") == "C-12")
        for bad in ["C-4", "4.3", "C-.3", "C-x.3", "C-0.1", "c-4.3"] { #expect(VectorLayout.section(ofClause: bad) == nil, "\(bad)") }
    }

    @Test func familiesOfATopicShareAFileAndAFamilySpanningSectionsIsSplit() throws {
        // Both families have the topic `length` (FamilyTopics.swift); the second spans C-4 and C-7.
        let length = VectorFile(family: "length", description: "Lengths.", flags: [Self.slip], vectors: [
            try Self.vector("ZZ-00020", ["C-4.3"], flags: ["Slip"]),
        ])
        let boundaries = VectorFile(family: "length-boundaries", description: "Length bounds.", flags: [Self.slip], vectors: [
            try Self.vector("ZZ-00011", ["C-7.1", "C-4.3"]), try Self.vector("ZZ-00010", ["C-4.2"], flags: ["Slip"]),
        ])
        let published = try VectorLayout.publish([length, boundaries])
        #expect(published.map(\.file.family) == ["C-04-length", "C-07-length"])
        #expect(published[0].file.vectors.map(\.id) == ["ZZ-00010", "ZZ-00020"])
        #expect(published[0].families == ["length", "length-boundaries"])
        #expect(published[0].file.description == "Lengths. Length bounds.")
        #expect(published[0].file.flags == [Self.slip])
        // The C-7 part uses no flag, so it defines none.
        #expect(published[1].file.vectors.map(\.id) == ["ZZ-00011"] && published[1].file.flags.isEmpty)
        #expect(published[1].families == ["length-boundaries"])
        // The order families are generated in changes no file.
        #expect(try VectorLayout.publish([boundaries, length]) == published)
    }

    @Test func aFamilyWithoutATopicIsAFailure() throws {
        let stray = VectorFile(family: "wave-gaps", description: "d", flags: [], vectors: [try Self.vector("ZZ-00001", ["C-4.3"])])
        #expect(throws: VectorGenerator.Failure.self) { try VectorLayout.publish([stray]) }
        do { _ = try VectorLayout.publish([stray]) } catch {
            #expect(error.family == "wave-gaps" && error.message.hasPrefix("has no topic in VectorLayout.topics"))
        }
    }

    @Test func aFlagTwoFamiliesOfAFileDefineDifferentlyIsAFailure() throws {
        let other = VectorFile.Flag(name: "Slip", bug: "off by two", breaks: "partial reads get through")
        let files = [
            VectorFile(family: "length", description: "d", flags: [Self.slip], vectors: [try Self.vector("ZZ-00001", ["C-4.3"], flags: ["Slip"])]),
            VectorFile(family: "utf8-lead-matrix", description: "d", flags: [other], vectors: [try Self.vector("ZZ-00002", ["C-4.3"], flags: ["Slip"])]),
        ]
        do {
            _ = try VectorLayout.publish(files)
            Issue.record("two definitions of Slip in one file were accepted")
        } catch {
            #expect(error.key == "ZZ-00002" && error.message.contains("Slip is defined unlike another family's in C-04-length.json"))
        }
    }

    /// Every family of the suite has a topic, and every topic names a family there is (or the adopted findings).
    @Test func theTopicsAreThoseOfTheSuitesFamilies() throws {
        let names = Set(try VectorFamily.suite(casesIn: PackageFiles.cases).map(\.name) + [VectorFamily.findingsName])
        #expect(names.subtracting(VectorLayout.topics.keys).sorted() == [])
        #expect(Set(VectorLayout.topics.keys).subtracting(names).sorted() == [])
    }

    /// The committed files: each named `C-NN-TOPIC.json`, its `family` member that name, every vector's first
    /// clause in its section, and the manifest listing the families of each.
    @Test func everyCommittedVectorCitesItsFilesSectionFirst() throws {
        let suite = PackageFiles.suite
        #expect(suite.problems.isEmpty)
        for (name, file) in suite.files {
            #expect(name == file.family + ".json")
            for vector in file.vectors {
                let section = try #require(vector.clauses.first.flatMap(VectorLayout.section(ofClause:)), "\(vector.id)")
                #expect(name.hasPrefix(section + "-"), "\(vector.id) in \(name) cites \(vector.clauses[0]) first")
            }
        }
        let manifest = try JSONParser.parse(FileSystem.read(PackageFiles.vectors + "/" + VectorSuite.manifestName))
        guard case .array(let entries)? = manifest["files"] else { Issue.record("no files in the manifest"); return }
        #expect(entries.compactMap { if case .string(let file)? = $0["file"] { file } else { nil } } == suite.files.map(\.name))
        for entry in entries {
            guard case .array(let families)? = entry["families"], case .string(let file)? = entry["file"] else {
                Issue.record("a manifest entry without file or families: \(entry)")
                continue
            }
            let topics = Set(families.compactMap { if case .string(let family) = $0 { VectorLayout.topics[family] } else { nil } })
            #expect(topics.count == 1 && file.hasSuffix("-" + topics.first! + ".json"), "\(file)")
        }
    }
}
