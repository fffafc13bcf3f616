import ZipZapConformance

/// A family of vectors: one file in `Conformance/vectors/`, the flags its vectors use, and the drafts (computed in
/// Swift, or read from a case file by `CaseFile`).
public struct VectorFamily: Sendable {
    public var name: String
    public var description: String
    public var flags: [VectorFile.Flag]
    public var drafts: @Sendable () -> [VectorDraft]

    public init(name: String, description: String, flags: [VectorFile.Flag], drafts: @escaping @Sendable () -> [VectorDraft]) {
        self.name = name
        self.description = description
        self.flags = flags
        self.drafts = drafts
    }

    /// The families written in Swift, in the order ids were first issued: those that compute their vectors (from
    /// tables, sweeps of bounds, decoder fixtures; `Conformance/cases/README.md` says why each stays Swift). The
    /// hand-written ones are case files, and the GS1 parser twins are not among them either: `suite(casesIn:)` adds
    /// both.
    public static let computed: [VectorFamily] = [
        .gs1AI,
        .patternBoundaries, .normalizationBoundaries, .barcodeTypeBoundaries,
        .checkDigitBoundaries, .lengthBoundaries,
        .gs1Lengths, .gs1Dates, .gs1CheckCharacters,
        .cameraScenes,
        .gs1ParseOptions,
        .cameraThresholds, .hardwareThresholds, .hidThresholds, .typingThresholds,
        .identifierTable, .gtinFormMatrix, .carriedGTINMatrix, .upcEMatrix, .trimCombinations, .checkDigitPaths, .coreGaps, .utf8LeadMatrix,
        .patternSyntax, .patternChains,
    ]
}
