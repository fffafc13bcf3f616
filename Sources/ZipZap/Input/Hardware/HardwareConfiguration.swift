/// The ZipZap hardware model's parameters (SPEC C-9).
public struct HardwareConfiguration: Sendable, Hashable {
    /// Decodes of the same barcode at most this many milliseconds apart belong to one aim (SPEC C-9.2).
    public var aimGap: Int64
    /// "Keeps aiming" needs at least this many decodes in the aim, the first included (SPEC C-9.4).
    public var minimumDecodes: Int
    /// ... and at least this many milliseconds from the aim's first decode (SPEC C-9.4).
    public var minimumAimDuration: Int64
    /// The signal repeats at most once per this many milliseconds while the aim lasts; nil: once per aim
    /// (SPEC C-9.5).
    public var signalRepeatInterval: Int64?

    public init(aimGap: Int64 = 300, minimumDecodes: Int = 3, minimumAimDuration: Int64 = 500,
                signalRepeatInterval: Int64? = 2000) {
        self.aimGap = aimGap
        self.minimumDecodes = minimumDecodes
        self.minimumAimDuration = minimumAimDuration
        self.signalRepeatInterval = signalRepeatInterval
    }

    public static let `default` = HardwareConfiguration()
}
