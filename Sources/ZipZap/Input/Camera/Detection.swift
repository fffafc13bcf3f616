/// One barcode the camera recognized in one frame: its bytes, its type and where its center is in the view.
/// A camera always knows the type of what it decoded.
public struct Detection: Sendable, Hashable {
    public var value: [UInt8]
    public var type: BarcodeType
    public var position: ViewPoint

    public init(value: [UInt8], type: BarcodeType, position: ViewPoint) {
        self.value = value
        self.type = type
        self.position = position
    }

    public init(_ value: String, type: BarcodeType, position: ViewPoint = .center) {
        self.init(value: Array(value.utf8), type: type, position: position)
    }

    public var scan: Scan { Scan(value: value, type: type) }

    /// The barcode's identity across frames: what it holds, not where it is (SPEC C-8.5).
    var identity: BarcodeIdentity { BarcodeIdentity(scan) }
}
