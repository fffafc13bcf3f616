import Testing
import ZipZap
@testable import ZipZapConformance
@testable import ZipZapGeneration

/// The `camera-scenes` family against what the scenes' authors reasoned from SPEC (each scene field's `expect`), and
/// the measured partial reads against the partial-read model: a fixed length always stops them, no rule never does.
@Suite struct CameraScenesFamilyTests {
    private struct Outcome: Equatable, CustomStringConvertible {
        var writes: [[UInt8]] = []
        var marks: [[UInt8]] = []
        var description: String { "writes \(writes.map(ValueEscaping.display)) marks \(marks.map(ValueEscaping.display))" }
    }

    private func outcome(_ draft: VectorDraft) throws -> Outcome {
        let result = ReferenceEngine.run(field: draft.field, input: draft.input.decoded)
        var outcome = Outcome()
        for entry in result.trace {
            switch entry["kind"] {
            case .string("write")?: outcome.writes.append(try VectorValue.bytes(JSONReader(entry["value"] ?? .null)))
            case .string("mark")?: outcome.marks.append(try VectorValue.bytes(JSONReader(entry["scan"]?["value"] ?? .null)))
            default: break
            }
        }
        return outcome
    }

    private func draft(_ key: String) throws -> VectorDraft {
        try #require(CameraScenes.drafts.first { $0.key == key }, "no draft \(key)")
    }

    @Test func everySceneFieldDoesWhatItsAuthorExpects() throws {
        let scenes = try LabelScene.load(folder: CameraScenes.folder)
        #expect(scenes.count >= 30)
        for scene in scenes {
            #expect(!scene.fields.isEmpty, "\(scene.name) has no field")
            for field in scene.fields {
                let found = try outcome(try draft("\(scene.name)/\(field.key)"))
                #expect(found == Outcome(writes: field.expectedWrites, marks: field.expectedMarks), "\(scene.name)/\(field.key)")
            }
        }
    }

    @Test func provenanceNamesTheSceneAndThePinnedDecoderVersion() throws {
        let requirements = String(decoding: try FileSystem.read(CameraScenes.folder + "/requirements.txt"), as: UTF8.self)
        let pin = try #require(requirements.split(separator: "\n").first { $0.hasPrefix("zxing-cpp==") })
        let decoder = "zxing-cpp " + pin.dropFirst("zxing-cpp==".count)
        for draft in CameraScenes.drafts {
            guard case .generated(let generator, _) = draft.provenance else {
                Issue.record("\(draft.key): \(draft.description)")
                continue
            }
            #expect(generator.hasSuffix(decoder), "\(draft.key): \(generator)")
            if !draft.key.hasPrefix("partial/") { #expect(generator.contains("scene \(draft.key.split(separator: "/")[0])"), "\(draft.key)") }
        }
    }

    @Test func measuredPartialReadsAreStoppedByAFixedLengthOnly() throws {
        let reads = try MeasuredPartialRead.load(CameraScenes.folder + "/partial-reads.json")
        #expect(reads.contains { $0.full.type == .itf14 && $0.partial.type == .interleaved2of5 })
        for read in reads {
            #expect(read.partial.value.count < read.full.value.count)
            let n = read.full.value.count
            let slug = "partial/\(read.full.type.rawValue)-\(String(decoding: read.full.value, as: UTF8.self))/"
                + "\(read.partial.type.rawValue)-\(String(decoding: read.partial.value, as: UTF8.self))/"
            let refused = Outcome(writes: [], marks: [read.partial.value])
            #expect(try outcome(draft(slug + "none")) == Outcome(writes: [read.partial.value]))
            #expect(try outcome(draft(slug + "length-\(n)")) == refused)
            #expect(try outcome(draft(slug + "check-digit-length-\(n)")) == refused)
            // A range stops exactly the reads outside it (zxing-cpp returned 4, 8, 10 and 12 digits).
            let inRange = (8...14).contains(read.partial.value.count)
            #expect(try outcome(draft(slug + "length-8-14")) == (inRange ? Outcome(writes: [read.partial.value]) : refused), "\(slug)")
            #expect(try outcome(draft(slug + "then-whole/none")) == Outcome(writes: [read.partial.value]))
            #expect(try outcome(draft(slug + "then-whole/check-digit-length-\(n)")) == Outcome(writes: [read.full.value], marks: [read.partial.value]))
            // .checkDigit passes a shortened ITF-14 (Interleaved 2 of 5 carries no GTIN) and refuses the UPC-E left-half
            // read whose check digit zxing-cpp itself reported wrong.
            let passesCheckDigit = read.partial.type == .interleaved2of5
            #expect(try outcome(draft(slug + "check-digit")) == (passesCheckDigit ? Outcome(writes: [read.partial.value]) : refused), "\(slug)")
            #expect(try outcome(draft(slug + "check-digit-length-8-14")) == (passesCheckDigit && inRange ? Outcome(writes: [read.partial.value]) : refused), "\(slug)")
        }
    }
}
