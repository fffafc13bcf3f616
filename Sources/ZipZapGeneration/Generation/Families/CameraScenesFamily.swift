import ZipZap
import ZipZapConformance

extension VectorFamily {
    /// Read from the committed fixtures of `Conformance/scenes` (written by its Python tool; the generator needs no
    /// Python). The folder is found from this source file, so `generate` works from any working folder of a checkout.
    static let cameraScenes = VectorFamily(
        name: "camera-scenes",
        description: "The camera source on real pictures (SPEC C-8.20 to C-8.22): label scenes rendered and decoded by zxing-cpp, "
            + "and the partial reads zxing-cpp returned for cropped symbols, each run with the fields that show the product page's promises.",
        flags: [
            .init("CameraSceneWinner", bug: "on a real label the camera writes a barcode other than the passing one nearest the point of interest",
                  breaks: "the field takes the wrong product from a shelf or the wrong line of a logistics label"),
            .init("CameraSceneMarks", bug: "a refused barcode on a real label is not marked once per sighting, or a passing one is marked",
                  breaks: "the user cannot see which barcode the field refuses"),
            .init("CameraSceneMotion", bug: "sightings, stop and keepScanning go wrong over the frames of a moving phone",
                  breaks: "counting misses or repeats products; a form field takes a second value"),
            .init("CameraSceneGS1", bug: "GS1 data as a decoder delivers it (GS separators, ]C1 and ]d2 types, Digital Links) is refused or mistyped",
                  breaks: "GS1-128 and GS1 DataMatrix labels cannot be scanned into GS1 fields"),
            .init("CameraScenePhantom", bug: "a phantom read the decoder finds in sensor noise is treated as a barcode the field reads",
                  breaks: "a dim aisle writes a number no label carries"),
            .init("CameraScenePartialRead", bug: "a partial read a real decoder returned gets past rules that must stop it",
                  breaks: "a carton or product is recorded under a shorter, wrong number"),
        ],
        drafts: { CameraScenes.drafts })
}

/// The drafts of `camera-scenes`, built once from the fixtures.
enum CameraScenes {
    static let folder: String = {
        var path = #filePath
        for _ in 0..<5 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
        return path + "/Conformance/scenes"
    }()

    static let drafts: [VectorDraft] = {
        do {
            return try LabelScene.load(folder: folder).flatMap { try sceneDrafts($0) }
                + MeasuredPartialRead.load(folder + "/partial-reads.json").flatMap(partialReadDrafts)
        } catch {
            // A draft citing no clause stops the generator, which prints this key: the file and what is wrong in it.
            return [VectorDraft(key: "unreadable fixture \(error)", description: "\(error)", clauses: [], flags: [],
                                provenance: .handWritten, field: FieldSpec(), input: .none)]
        }
    }()

    /// The scene's events as the decoder gave them, read once per field with its camera settings (errors name the
    /// scene and field); the vector keeps the fixture's JSON as written.
    static func sceneDrafts(_ scene: LabelScene) throws(JSONReader.Error) -> [VectorDraft] {
        try scene.fields.map { (field) throws(JSONReader.Error) in
            VectorDraft(
                key: "\(scene.name)/\(field.key)", description: "\(scene.description): \(field.description)", clauses: field.clauses,
                flags: field.flags, provenance: .generated(generator: "camera-scenes: scene \(scene.name), \(scene.decoder)", seed: scene.seed),
                field: field.field,
                input: try SourceInput(source: .camera, configuration: field.camera, events: scene.events, path: "\(scene.name)/\(field.key)"))
        }
    }

    /// Rule sets of the partial-read table (Docs/partial-reads.md), `n` the symbol's full length.
    static func ruleSets(fullLength n: Int) -> [(key: String, rules: [FieldSpec.Rule])] {
        [("none", []), ("check-digit", [.checkDigit]), ("length-\(n)", [.length(minimum: n, maximum: n)]),
         ("length-8-14", [.length(minimum: 8, maximum: 14)]), ("check-digit-length-8-14", [.checkDigit, .length(minimum: 8, maximum: 14)]),
         ("check-digit-length-\(n)", [.checkDigit, .length(minimum: n, maximum: n)])]
    }

    static func partialReadDrafts(_ read: MeasuredPartialRead) -> [VectorDraft] {
        let n = read.full.value.count
        let types: BarcodeTypeSet = read.full.type == .itf14 || read.full.type == .interleaved2of5 ? [.itf14, .interleaved2of5] : .retailProduct
        let partialText = String(decoding: read.partial.value, as: UTF8.self), fullText = String(decoding: read.full.value, as: UTF8.self)
        let how = "\(read.decoder) read the \(read.symbol) \(fullText), cropped, as \(read.partial.type.rawValue) \(partialText)"
            + " (options \(read.options.joined(separator: ", "))\(read.error.map { "; reported with a \($0) error" } ?? ""))"
        let slug = "partial/\(read.full.type.rawValue)-\(fullText)/\(read.partial.type.rawValue)-\(partialText)"
        let provenance = Vector.Provenance.generated(generator: "camera-scenes: partial read of the \(read.symbol) measured on \(read.decoder)", seed: nil)
        func draft(_ key: String, _ description: String, _ rules: [FieldSpec.Rule], clauses: [String], _ events: [CameraEvent]) -> VectorDraft {
            VectorDraft(key: "\(slug)/\(key)", description: description, clauses: clauses, flags: ["CameraScenePartialRead"],
                        provenance: provenance, field: FieldSpec(types: types, rules: rules), input: SourceInput(.source(.camera(.default, events))))
        }
        let single = ruleSets(fullLength: n).map { set in
            draft(set.key, "\(how); the rules \(set.rules.isEmpty ? "none" : set.rules.map(\.validationRule.description).joined(separator: " + ")) meet it alone in a frame",
                  set.rules, clauses: ["C-8.21", "C-8.4", "C-4.2"], [.frame(time: 0, detections: [read.partial])])
        }
        // The phone moves on and sees the whole symbol 33 ms later: without a fixed length the partial read was
        // written and the camera stopped; with one it was marked and the whole symbol is written.
        let sequence = [("then-whole/none", [FieldSpec.Rule]()), ("then-whole/check-digit-length-\(n)", [.checkDigit, .length(minimum: n, maximum: n)])].map { key, rules in
            draft(key, "\(how), then the whole symbol in the next frame; rules \(rules.isEmpty ? "none" : "checkDigit + length \(n)")", rules,
                  clauses: ["C-8.21", "C-8.4", "C-8.7"], [.frame(time: 0, detections: [read.partial]), .frame(time: 33, detections: [read.full])])
        }
        return single + sequence
    }
}
