/// An input event of the HID (keyboard-wedge) model.
public enum HIDEvent: Sendable, Hashable {
    /// Keystrokes at `time` (milliseconds): the bytes the keyboard delivered, usually one. Several bytes in one
    /// event arrive in order at the same time. Enter is CR (0x0D) or LF (0x0A); FNC1 is GS (0x1D) or a substitute.
    case keys(time: Int64, bytes: [UInt8])

    public static func keys(time: Int64, _ text: String) -> HIDEvent { .keys(time: time, bytes: Array(text.utf8)) }
}
