/// A barcode recognized again across frames or decodes: the same type and the same bytes are the same barcode,
/// wherever it is (SPEC C-8.5, C-9.2).
struct BarcodeIdentity: Sendable, Hashable, Comparable {
    let type: BarcodeType?
    let value: [UInt8]

    init(_ scan: Scan) {
        type = scan.type
        value = scan.value
    }

    /// A total order: by type (unknown first, then `BarcodeType` order), then by bytes, shorter prefix first.
    static func < (lhs: BarcodeIdentity, rhs: BarcodeIdentity) -> Bool {
        let left = lhs.type.map { $0.ordinal + 1 } ?? 0, right = rhs.type.map { $0.ordinal + 1 } ?? 0
        if left != right { return left < right }
        return lhs.value.lexicographicallyPrecedes(rhs.value)
    }
}
