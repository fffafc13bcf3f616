/// An input event of the ZipZap hardware model (MagSafe backpack scanner, case scanner).
public enum HardwareEvent: Sendable, Hashable {
    /// The scan engine decoded a barcode at `time` (milliseconds). While the user aims at a barcode, the engine
    /// decodes it again and again.
    case decode(time: Int64, value: [UInt8], type: BarcodeType)

    public static func decode(time: Int64, _ value: String, type: BarcodeType) -> HardwareEvent {
        .decode(time: time, value: Array(value.utf8), type: type)
    }
}
