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

    /// The families written in Swift, in the order ids were first issued: those computed from tables, and the
    /// hand-written ones not yet moved to case files (`Conformance/cases/README.md` lists them; `suite(casesIn:)`).
    public static let computed: [VectorFamily] = [
        .barcodeTypes, .checkDigit, .normalization, .boundaries,
        .gs1AI, .gs1Forms, .gs1DigitalLink, .gs1Structure,
        .gs1GTIN, .gs1Relationships, .gs1Exactness, .patternBoundaries, .normalizationBoundaries, .barcodeTypeBoundaries,
        .checkDigitBoundaries, .lengthBoundaries,
        .gs1Lengths, .gs1Dates, .gs1ScanData, .gs1LinkEscapes, .gs1CheckCharacters, .gs1Linters,
        .cameraScenes,
        .gs1ManyElements, .coverageGaps, .upcELengths, .configurationErrors,
    ] + GS1ParseTwins.families + [.gs1ParseOrder, .gs1ParseOffsets, .gs1ParseOptions]
        + [.cameraThresholds, .hardwareThresholds, .hidThresholds, .typingThresholds]
        + [.gs1ParseCheckBoundaries, .gs1ParseAILookup]
        + [.identifierTable, .gtinFormMatrix, .carriedGTINMatrix, .upcEMatrix, .trimCombinations, .checkDigitPaths, .coreGaps, .utf8LeadMatrix]
        + [.gs1ParseEdges, .gs1KnownTypeEdges, .gs1ParseBytes]
        + [.patternRefusalBoundaries, .patternSyntax, .patternChains]
        + [.specCompleteness]
}
