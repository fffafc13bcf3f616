/// One barcode read: the bytes the source delivered and the type it reported, if it knows one.
///
/// Values are bytes, not strings: barcodes carry bytes (Code 128 and Data Matrix can hold any byte), and a port
/// must agree with the reference on values that are not valid UTF-8.
public struct Scan: Sendable, Hashable {
    public var value: [UInt8]
    /// The type the source reported; nil when it cannot know (HID scanners, typing).
    public var type: BarcodeType?

    public init(value: [UInt8], type: BarcodeType? = nil) {
        self.value = value
        self.type = type
    }

    public init(_ value: String, type: BarcodeType? = nil) {
        self.init(value: Array(value.utf8), type: type)
    }
}
