/// The computed drafts of a family whose hand-written drafts are rows of the case file of the same name: the case
/// file gives the family's name, description, flags and rows, and these drafts join the rows where they stand in
/// the vector file (before or after them), so that one vector file holds both, as it did when both were Swift.
struct ComputedPart: Sendable {
    enum Place: Sendable { case beforeRows, afterRows }
    let family: String
    let place: Place
    let drafts: @Sendable () -> [VectorDraft]

    static let all: [ComputedPart] = [.barcodeTypeSets, .normalizationOfEveryType]

    /// `family` with the computed part of its name joined to its rows; `family` itself when it has none.
    static func joined(_ family: VectorFamily) -> VectorFamily {
        guard let part = all.first(where: { $0.family == family.name }) else { return family }
        let rows = family.drafts, computed = part.drafts, place = part.place
        var joined = family
        joined.drafts = { place == .beforeRows ? computed() + rows() : rows() + computed() }
        return joined
    }
}
