/// The camera model's parameters (SPEC C-8).
public struct CameraConfiguration: Sendable, Hashable {
    /// What the camera does once it has written a value (SPEC C-8.7).
    public enum AfterWrite: String, CaseIterable, Sendable, Hashable {
        /// Stop looking: a form field that takes one value (the default).
        case stop
        /// Keep looking and write every new passing barcode: counting, continuous capture.
        case keepScanning
    }

    /// Where the user points: among several passing barcodes in a frame the nearest one wins (SPEC C-8.3).
    public var pointOfInterest: ViewPoint
    public var afterWrite: AfterWrite
    /// A barcode unseen for longer than this many milliseconds is new when it is seen again (SPEC C-8.5).
    public var sightingTimeout: Int64
    /// At most this many detections of a frame are read: the nearest to the point of interest (SPEC C-8.9).
    public var maximumDetectionsPerFrame: Int
    /// At most this many barcodes are remembered; the least recently seen are forgotten first (SPEC C-8.9).
    public var maximumSightings: Int

    public init(
        pointOfInterest: ViewPoint = .center, afterWrite: AfterWrite = .stop, sightingTimeout: Int64 = 500,
        maximumDetectionsPerFrame: Int = 100, maximumSightings: Int = 256
    ) {
        self.pointOfInterest = pointOfInterest
        self.afterWrite = afterWrite
        self.sightingTimeout = sightingTimeout
        self.maximumDetectionsPerFrame = maximumDetectionsPerFrame
        self.maximumSightings = maximumSightings
    }

    public static let `default` = CameraConfiguration()
}
