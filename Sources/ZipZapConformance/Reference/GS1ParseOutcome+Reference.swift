import ZipZapVectors

extension GS1ParseOutcome {
    /// The reference's outcome for `parse`.
    public static func reference(_ parse: GS1ParseCase) -> JSONValue {
        // A GS1ParseAnswer built from the reference is never `.error`.
        GS1ParseAnswer(reference: parse).json ?? .null
    }
}
