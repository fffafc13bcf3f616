import ZipZapConformance

/// A family of vectors: one file in `Conformance/vectors/`, the flags its vectors use, and the drafts.
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

    /// Every family, in the order ids were first issued.
    public static let all: [VectorFamily] = [
        .barcodeTypes, .checkDigit, .upcE, .normalization, .length, .customRules, .fieldState, .boundaries,
        .camera, .hardware, .hid, .typing, .rulesBySource, .pattern, .gs1AI, .gs1Forms, .gs1DigitalLink, .gs1Structure,
        .gs1GTIN, .gs1Relationships, .gs1Exactness, .patternBoundaries, .normalizationBoundaries, .barcodeTypeBoundaries,
        .checkDigitBoundaries, .lengthBoundaries, .cameraBoundaries, .hardwareBoundaries, .hidBoundaries, .typingBoundaries,
        .gs1Lengths, .gs1Dates, .gs1ScanData, .gs1LinkEscapes, .gs1CheckCharacters, .gs1Linters,
        .cameraScenes,
        .gs1ManyElements, .coverageGaps, .upcELengths, .configurationErrors,
    ] + GS1ParseTwins.families + [.gs1ParseOrder, .gs1ParseOffsets, .gs1ParseOptions]
        + [.cameraThresholds, .hardwareThresholds, .hidThresholds, .typingThresholds, .inputRestarts, .sourceOutcomes]
        + [.gs1ParseCheckBoundaries, .gs1ParseAILookup]
        + [.identifierTable, .gtinFormMatrix, .carriedGTINMatrix, .upcEMatrix, .trimCombinations, .checkDigitPaths, .coreGaps, .utf8LeadMatrix]
        + [.gs1ParseEdges, .gs1KnownTypeEdges, .gs1ParseBytes]
        + [.patternRefusalBoundaries, .patternSyntax, .patternChains]
        + [.specCompleteness]
}
