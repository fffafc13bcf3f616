/// A digital signature (8030) signs a serialised key (SPEC C-7.18): of the keys it accepts, the ones whose serial
/// component is optional in their format, GDTI (253), GCN (255) and GRAI (8003), must carry it when (8030) is present.
/// (Its other keys are serialised by their format or by a requisite, such as (01) with (21).)
enum SignatureSerialCheck {
    /// The slots as constants the compiler folds: a `static let` would cost every parse a `swift_once`.
    private static var signature: Int { GS1AICode(unchecked: 8030, length: 4).slot }

    /// (8030)'s bit in `ElementStringBuilder`'s mask of the slots seen: when it is clear, there is nothing to check.
    static var signatureBit: UInt64 { ElementStringBuilder.slotBit(signature) }

    private static func isKeyWithOptionalSerial(_ slot: Int) -> Bool {
        slot == GS1AICode(unchecked: 253, length: 3).slot || slot == GS1AICode(unchecked: 255, length: 3).slot
            || slot == GS1AICode(unchecked: 8003, length: 4).slot
    }

    /// The first key, in input order, that lacks its serial component while (8030) is present; nil when none does.
    static func firstUnserialisedKey(_ fields: ElementFields, _ table: AIHotTable) -> GS1Error? {
        guard fields.contains(where: { $0.slot == signature }) else { return nil }
        let records = table.records
        for field in fields
        where isKeyWithOptionalSerial(field.slot) && field.valueEnd - field.valueStart == records[field.index].minLength {
            return GS1Error(
                .missingSerialComponent, ai: records[field.index].code, offset: field.inputOffset,
                detail: "needs its serial component when used with a digital signature (8030)")
        }
        return nil
    }
}
