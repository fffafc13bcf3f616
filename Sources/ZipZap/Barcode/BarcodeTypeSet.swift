/// A set of barcode types, as `.barcodeTypes(...)` takes it. A bit set: membership is one instruction.
public struct BarcodeTypeSet: SetAlgebra, Sendable, Hashable, CustomStringConvertible {
    public private(set) var bits: UInt32

    public init() { bits = 0 }
    init(bits: UInt32) { self.bits = bits }

    public init<S: Sequence>(_ types: S) where S.Element == BarcodeType {
        bits = 0
        for type in types { bits |= Self.bit(type) }
    }

    @inline(__always) static func bit(_ type: BarcodeType) -> UInt32 { 1 << UInt32(type.ordinal) }

    public func contains(_ member: BarcodeType) -> Bool { bits & Self.bit(member) != 0 }
    public func union(_ other: Self) -> Self { Self(bits: bits | other.bits) }
    public func intersection(_ other: Self) -> Self { Self(bits: bits & other.bits) }
    public func symmetricDifference(_ other: Self) -> Self { Self(bits: bits ^ other.bits) }
    @discardableResult
    public mutating func insert(_ newMember: BarcodeType) -> (inserted: Bool, memberAfterInsert: BarcodeType) {
        let was = contains(newMember)
        bits |= Self.bit(newMember)
        return (!was, newMember)
    }
    @discardableResult
    public mutating func remove(_ member: BarcodeType) -> BarcodeType? {
        let was = contains(member)
        bits &= ~Self.bit(member)
        return was ? member : nil
    }
    @discardableResult
    public mutating func update(with newMember: BarcodeType) -> BarcodeType? {
        let was = contains(newMember)
        bits |= Self.bit(newMember)
        return was ? newMember : nil
    }
    public mutating func formUnion(_ other: Self) { bits |= other.bits }
    public mutating func formIntersection(_ other: Self) { bits &= other.bits }
    public mutating func formSymmetricDifference(_ other: Self) { bits ^= other.bits }

    /// The members in declaration order of `BarcodeType`.
    public var members: [BarcodeType] { BarcodeType.allCases.filter(contains) }

    public var description: String { members.map(\.rawValue).joined(separator: ",") }
}

extension BarcodeTypeSet {
    /// Retail product barcodes: UPC-A, UPC-E, EAN-13, EAN-8 (the product page's `.retailProduct`).
    public static let retailProduct: Self = [.upcA, .upcE, .ean13, .ean8]
    /// Every type that carries a GTIN on its own: the retail types and ITF-14 (SPEC C-1.3).
    public static let gtin: Self = retailProduct.union([.itf14])
    /// Types whose data is a GS1 element string (FNC1 in first position).
    public static let gs1: Self = BarcodeTypeSet(BarcodeType.allCases.filter(\.carriesGS1ElementString))
    /// One-dimensional (linear) symbologies, GS1 DataBar included.
    public static let linear: Self = [
        .upcA, .upcE, .ean13, .ean8, .itf14, .interleaved2of5, .code39, .code93, .codabar,
        .code128, .gs1128, .gs1DataBar, .gs1DataBarLimited, .gs1DataBarExpanded,
    ]
    /// Stacked and matrix symbologies.
    public static let twoDimensional: Self = BarcodeTypeSet(BarcodeType.allCases).subtracting(linear)
    /// Every type.
    public static let all: Self = BarcodeTypeSet(BarcodeType.allCases)

    /// The named sets, by the name the command line and vectors use.
    public static let named: [(name: String, set: BarcodeTypeSet)] = [
        ("retailProduct", retailProduct), ("gtin", gtin), ("gs1", gs1),
        ("linear", linear), ("twoDimensional", twoDimensional), ("all", all),
    ]
}

extension BarcodeTypeSet: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: BarcodeType...) { self.init(elements) }
}
