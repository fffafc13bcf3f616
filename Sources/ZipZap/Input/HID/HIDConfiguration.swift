/// The HID model's parameters (SPEC C-10).
public struct HIDConfiguration: Sendable, Hashable {
    /// How a scanner's burst of keystrokes is told apart from keys typed by hand (SPEC C-10.6).
    public struct ScanBurst: Sendable, Hashable {
        /// Keys at most this many milliseconds apart belong to one burst.
        public var maximumKeyGap: Int64
        /// A burst shorter than this many bytes is read as typing.
        public var minimumLength: Int

        public init(maximumKeyGap: Int64 = 50, minimumLength: Int = 4) {
            self.maximumKeyGap = maximumKeyGap
            self.minimumLength = minimumLength
        }
    }

    /// Whether Tab (0x09) ends an entry like Enter; otherwise it is data (SPEC C-10.2).
    public var tabIsTerminator: Bool
    /// The bytes a scanner sends for FNC1 when it cannot type GS; replaced by GS before validation (SPEC C-10.4).
    public var fnc1Substitute: [UInt8]?
    /// nil: every entry is validated whole, whatever its timing.
    public var scanBurst: ScanBurst?
    /// The most bytes one entry may hold (SPEC C-10.7).
    public var maximumEntryLength: Int

    public init(tabIsTerminator: Bool = false, fnc1Substitute: [UInt8]? = nil, scanBurst: ScanBurst? = ScanBurst(),
                maximumEntryLength: Int = 4096) {
        self.tabIsTerminator = tabIsTerminator
        self.fnc1Substitute = fnc1Substitute
        self.scanBurst = scanBurst
        self.maximumEntryLength = maximumEntryLength
    }

    public static let `default` = HIDConfiguration()
}
