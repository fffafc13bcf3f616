/// A digital signature (8030) signs a serialised key (SPEC C-7.18): of the keys it accepts, the ones whose serial
/// component is optional in their format, GDTI (253), GCN (255) and GRAI (8003), must carry it when (8030) is present.
/// (Its other keys are serialised by their format or by a requisite, such as (01) with (21).)
enum SignatureSerialCheck {
    private static let signature = GS1AICode("8030")!.slot
    private static let keys: Set<Int> = [GS1AICode("253")!.slot, GS1AICode("255")!.slot, GS1AICode("8003")!.slot]

    /// The first key, in input order, that lacks its serial component while (8030) is present; nil when none does.
    static func firstUnserialisedKey(_ fields: [GS1ElementString.Field]) -> GS1Error? {
        guard fields.contains(where: { $0.slot == signature }) else { return nil }
        let records = AIHotTable.shared.records
        for field in fields where keys.contains(field.slot) && field.valueEnd - field.valueStart == records[field.index].minLength {
            return GS1Error(
                .missingSerialComponent, ai: records[field.index].code, offset: field.inputOffset,
                detail: "needs its serial component when used with a digital signature (8030)")
        }
        return nil
    }
}
