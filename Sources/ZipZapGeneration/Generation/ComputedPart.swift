/// The computed drafts of a family whose hand-written drafts are rows of case files: the case files give the
/// family's name, description, flags and rows, and these drafts follow the rows. Where they stand changes no vector
/// file, whose vectors are in id order (`VectorLayout`); only ids issued to new keys follow the drafts' order.
struct ComputedPart: Sendable {
    let family: String
    let drafts: @Sendable () -> [VectorDraft]

    static let all: [ComputedPart] = [
        .barcodeTypeSets, .normalizationOfEveryType, .checkDigitMutations, .gs1RelationshipsOfTheTable, .specCompletenessManyAIs,
    ]

    /// `family` with the computed part of its name joined to its rows; `family` itself when it has none.
    static func joined(_ family: VectorFamily) -> VectorFamily {
        guard let part = all.first(where: { $0.family == family.name }) else { return family }
        let rows = family.drafts, computed = part.drafts
        var joined = family
        joined.drafts = { rows() + computed() }
        return joined
    }
}
