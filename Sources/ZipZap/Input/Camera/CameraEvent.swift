/// An input event of the camera model.
public enum CameraEvent: Sendable, Hashable {
    /// A video frame taken at `time` (milliseconds) and every barcode recognized in it, in any order.
    case frame(time: Int64, detections: [Detection])
    /// The camera is opened again after it stopped (SPEC C-8.7).
    case start(time: Int64)
}
